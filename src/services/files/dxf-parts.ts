import { feetInches } from './subject';
import type { DxfWriter, EntitySink, LayerDef, Point } from './dxf-writer';

/** Layer names after the US National CAD Standard: discipline A, then the major group. */
export const LAYERS: readonly LayerDef[] = [
  { name: 'A-WALL', color: 8 },
  { name: 'A-DOOR', color: 3 },
  { name: 'A-WIND', color: 4 },
  { name: 'A-GLAZ', color: 5 },
  { name: 'A-PANL', color: 3 },
  { name: 'A-DETL', color: 2 },
  { name: 'A-HRDW', color: 6 },
  { name: 'A-SWNG', color: 3, linetype: 'DASHED' },
  { name: 'A-HATC', color: 9 },
  { name: 'A-DIMS', color: 1 },
  { name: 'A-ANNO', color: 7 },
  { name: 'A-TTLB', color: 8 },
];

export function rectPoints(x: number, y: number, w: number, h: number): Point[] {
  return [[x, y], [x + w, y], [x + w, y + h], [x, y + h]];
}

/** Fractions of an inch as draftsmen write them: 1.75 → 1-3/4". */
export function inchLabel(inches: number): string {
  const whole = Math.floor(inches + 1e-9);
  const sixteenths = Math.round((inches - whole) * 16);
  if (sixteenths === 0) return `${whole}"`;
  let n = sixteenths;
  let d = 16;
  while (n % 2 === 0) {
    n /= 2;
    d /= 2;
  }
  return whole ? `${whole}-${n}/${d}"` : `${n}/${d}"`;
}

/** Feet and inches for lengths of a foot or more, inches for details. */
function lengthLabel(inches: number): string {
  return inches >= 12 && Number.isInteger(inches) ? feetInches(inches) : inchLabel(inches);
}

/**
 * A linear DIMENSION between `from` and `to`, its line `offset` away (below for horizontal,
 * left for vertical, negative offsets flip the side), drawn into an anonymous block as CAD does.
 */
export function dimension(w: DxfWriter, from: Point, to: Point, axis: 'x' | 'y', offset: number, textHeight: number): void {
  const { name, body } = w.dimensionBlock();
  const tick = textHeight * 0.5;
  const length = axis === 'x' ? Math.abs(to[0] - from[0]) : Math.abs(to[1] - from[1]);
  const label = lengthLabel(length);
  if (axis === 'x') {
    const y = Math.min(from[1], to[1]) - offset;
    const mid = (from[0] + to[0]) / 2;
    body.line('A-DIMS', [from[0], y], [to[0], y]);
    for (const x of [from[0], to[0]]) {
      body.line('A-DIMS', [x, (x === from[0] ? from[1] : to[1]) - Math.sign(offset) * tick], [x, y - Math.sign(offset) * tick]);
      body.line('A-DIMS', [x - tick, y - tick], [x + tick, y + tick]);
    }
    body.text('A-DIMS', [mid - (label.length * textHeight) / 2.4, y + textHeight * 0.4], textHeight, label);
    w.model.dimension('A-DIMS', name, from, to, [to[0], y], [mid, y + textHeight], 0, length);
  } else {
    const x = Math.min(from[0], to[0]) - offset;
    const mid = (from[1] + to[1]) / 2;
    body.line('A-DIMS', [x, from[1]], [x, to[1]]);
    for (const y of [from[1], to[1]]) {
      body.line('A-DIMS', [(y === from[1] ? from[0] : to[0]) - Math.sign(offset) * tick, y], [x - Math.sign(offset) * tick, y]);
      body.line('A-DIMS', [x - tick, y - tick], [x + tick, y + tick]);
    }
    body.text('A-DIMS', [x - textHeight * 0.4, mid - (label.length * textHeight) / 2.4], textHeight, label, 90);
    w.model.dimension('A-DIMS', name, from, to, [x, to[1]], [x - textHeight, mid], 90, length);
  }
}

/** A leader: a line from the part to its note. */
export function note(sink: EntitySink, at: Point, textAt: Point, height: number, text: string): void {
  sink.line('A-ANNO', at, textAt);
  sink.circle('A-ANNO', at, height * 0.15);
  sink.text('A-ANNO', [textAt[0] + height * 0.3, textAt[1] - height / 2], height, text);
}

/** Wall stubs either side of an opening from `left` to `right` (plan), hatched as masonry. */
export function wallStubs(w: DxfWriter, left: number, right: number, thickness: number, stub: number): void {
  for (const [x, width] of [[left - stub, stub], [right, stub]] as const) {
    w.model.polyline('A-WALL', rectPoints(x, 0, width, thickness), true);
    w.model.hatch('A-HATC', rectPoints(x, 0, width, thickness), 'ANSI31', 4);
  }
}

/** Blocks every drawing may insert: hinge, lever, fastener and the title block border. */
export function defineBlocks(w: DxfWriter): void {
  const hinge = w.block('SF-HINGE');
  hinge.polyline('A-HRDW', rectPoints(-0.25, 0, 0.5, 4.5), true);
  hinge.line('A-HRDW', [-0.25, 2.25], [0.25, 2.25]);
  const lever = w.block('SF-LEVER');
  lever.circle('A-HRDW', [0, 0], 1.25);
  lever.polyline('A-HRDW', [[0, 0.35], [-4.5, 0.35], [-4.5, -0.35], [0, -0.35]]);
  lever.circle('A-HRDW', [0, -3], 0.5);
  const fastener = w.block('SF-FASTENER');
  fastener.circle('A-DETL', [0, 0], 0.375);
  fastener.line('A-DETL', [-0.5, 0], [0.5, 0]);
  fastener.line('A-DETL', [0, -0.5], [0, 0.5]);
  const title = w.block('SF-TITLE');
  title.polyline('A-TTLB', rectPoints(0, 0, 120, 54), true);
  title.polyline('A-TTLB', rectPoints(1, 1, 118, 52), true);
  for (const y of [14, 22, 30]) title.line('A-TTLB', [1, y], [119, y]);
  title.line('A-TTLB', [60, 1], [60, 14]);
}
