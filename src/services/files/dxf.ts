import { elementKind, elementSize, feetInches, toAscii, type FileSubject } from './subject';

/**
 * A minimal ASCII DXF (AutoCAD R12, AC1009) elevation of the product: an outline,
 * the product's own lines (door leaf, window sash or panel joints), dimension lines
 * with their labels, and a title block. Units are inches.
 */

type Pair = [code: number, value: string | number];

const LAYERS: ReadonlyArray<readonly [string, number]> = [
  ['OUTLINE', 7],
  ['DETAIL', 3],
  ['DIMENSIONS', 1],
  ['TEXT', 2],
  ['TITLEBLOCK', 8],
];

function num(value: number): string {
  return Number.isInteger(value) ? `${value}.0` : value.toFixed(4).replace(/0+$/, '');
}

class DxfWriter {
  private readonly pairs: Pair[] = [];

  add(...pairs: Pair[]): void {
    this.pairs.push(...pairs);
  }

  line(layer: string, x1: number, y1: number, x2: number, y2: number): void {
    this.add([0, 'LINE'], [8, layer], [10, num(x1)], [20, num(y1)], [30, '0.0'], [11, num(x2)], [21, num(y2)], [31, '0.0']);
  }

  rect(layer: string, x: number, y: number, w: number, h: number): void {
    this.line(layer, x, y, x + w, y);
    this.line(layer, x + w, y, x + w, y + h);
    this.line(layer, x + w, y + h, x, y + h);
    this.line(layer, x, y + h, x, y);
  }

  text(layer: string, x: number, y: number, height: number, value: string, rotation = 0): void {
    this.add([0, 'TEXT'], [8, layer], [10, num(x)], [20, num(y)], [30, '0.0'], [40, num(height)], [1, toAscii(value)]);
    if (rotation) this.add([50, num(rotation)]);
  }

  toString(): string {
    return this.pairs.map(([code, value]) => `${String(code).padStart(3)}\n${value}\n`).join('');
  }
}

function header(w: DxfWriter, maxX: number, maxY: number): void {
  w.add([0, 'SECTION'], [2, 'HEADER']);
  w.add([9, '$ACADVER'], [1, 'AC1009']);
  w.add([9, '$INSBASE'], [10, '0.0'], [20, '0.0'], [30, '0.0']);
  w.add([9, '$EXTMIN'], [10, num(-24)], [20, num(-36)], [30, '0.0']);
  w.add([9, '$EXTMAX'], [10, num(maxX)], [20, num(maxY)], [30, '0.0']);
  w.add([9, '$LIMMIN'], [10, num(-24)], [20, num(-36)]);
  w.add([9, '$LIMMAX'], [10, num(maxX)], [20, num(maxY)]);
  w.add([0, 'ENDSEC']);
}

function tables(w: DxfWriter): void {
  w.add([0, 'SECTION'], [2, 'TABLES']);
  w.add([0, 'TABLE'], [2, 'LTYPE'], [70, 1]);
  w.add([0, 'LTYPE'], [2, 'CONTINUOUS'], [70, 0], [3, 'Solid line'], [72, 65], [73, 0], [40, '0.0']);
  w.add([0, 'ENDTAB']);
  w.add([0, 'TABLE'], [2, 'LAYER'], [70, LAYERS.length]);
  for (const [name, color] of LAYERS) w.add([0, 'LAYER'], [2, name], [70, 0], [62, color], [6, 'CONTINUOUS']);
  w.add([0, 'ENDTAB']);
  w.add([0, 'ENDSEC']);
}

/** A horizontal dimension below the object, or a vertical one to its left. */
function dimension(w: DxfWriter, axis: 'x' | 'y', length: number, offset: number): void {
  const tick = 1.5;
  if (axis === 'x') {
    w.line('DIMENSIONS', 0, -offset, length, -offset);
    w.line('DIMENSIONS', 0, -offset - tick, 0, -offset + tick);
    w.line('DIMENSIONS', length, -offset - tick, length, -offset + tick);
    w.text('DIMENSIONS', length / 2 - 4, -offset - 5, 3, feetInches(length));
  } else {
    w.line('DIMENSIONS', -offset, 0, -offset, length);
    w.line('DIMENSIONS', -offset - tick, 0, -offset + tick, 0);
    w.line('DIMENSIONS', -offset - tick, length, -offset + tick, length);
    w.text('DIMENSIONS', -offset - 3, length / 2 - 4, 3, feetInches(length), 90);
  }
}

function drawElement(w: DxfWriter, subject: FileSubject, width: number, height: number): void {
  const kind = elementKind(subject);
  w.rect('OUTLINE', 0, 0, width, height);
  if (kind === 'door') {
    const frame = 2;
    w.rect('DETAIL', frame, 0, width - 2 * frame, height - frame);
    for (const y of [10, height / 2, height - 12]) w.line('DETAIL', frame, y, frame + 1, y + 4); // hinges
    w.line('DETAIL', width - frame - 6, 38, width - frame - 2, 38); // lever
    w.line('DETAIL', frame, height - frame, width / 2, 0); // swing
    w.line('DETAIL', width / 2, 0, width - frame, height - frame);
  } else if (kind === 'window') {
    const frame = 2.5;
    w.rect('DETAIL', frame, frame, width - 2 * frame, height - 2 * frame);
    w.line('DETAIL', frame, height / 2, width - frame, height / 2); // meeting rail
    if (width >= 48) w.line('DETAIL', width / 2, frame, width / 2, height - frame); // mullion
  } else {
    for (let x = 12; x < width; x += 12) w.line('DETAIL', x, 0, x, height);
    w.line('DETAIL', 0, 0, width, height);
  }
}

/** A cut through the product: a hatched profile with its depth, for section and detail drawings. */
function drawSection(w: DxfWriter, subject: FileSubject, width: number): number {
  const depth = elementKind(subject) === 'panel' ? 4 : 6;
  const length = Math.min(width, 24);
  w.rect('OUTLINE', 0, 0, length, depth);
  w.rect('DETAIL', 1, 1, length - 2, depth - 2);
  for (let x = -depth; x < length; x += 2) {
    const x1 = Math.max(1, x + 1);
    const x2 = Math.min(length - 1, x + depth - 1);
    if (x2 > x1) w.line('DETAIL', x1, 1 + (x1 - x - 1), x2, 1 + (x2 - x - 1));
  }
  return depth;
}

function titleBlock(w: DxfWriter, subject: FileSubject, width: number): void {
  const x = width + 24;
  const rows = [
    subject.productName ?? subject.title,
    subject.title,
    subject.companyName,
    subject.section ? `CSI SECTION ${subject.section}` : 'CSI SECTION -',
    'SCALE: 1" = 1\'-0"   UNITS: INCHES',
    `DATE: ${subject.date.toISOString().slice(0, 10)}   FILE: ${subject.filename}`,
  ];
  w.rect('TITLEBLOCK', x, -30, 120, 8 * rows.length + 6);
  rows.forEach((row, i) => w.text('TITLEBLOCK', x + 4, -30 + 8 * (rows.length - i) - 3, i === 0 ? 4 : 2.5, row));
}

export function renderDxf(subject: FileSubject): string {
  const { width, height } = elementSize(subject, elementKind(subject));
  const w = new DxfWriter();
  header(w, width + 160, height + 24);
  tables(w);
  w.add([0, 'SECTION'], [2, 'ENTITIES']);
  const isSection = /\b(section|detail|details)\b/i.test(subject.title);
  if (isSection) {
    const depth = drawSection(w, subject, width);
    dimension(w, 'x', Math.min(width, 24), 10);
    dimension(w, 'y', depth, 10);
    w.text('TEXT', 0, depth + 8, 5, subject.productName ?? subject.title);
    w.text('TEXT', 0, depth + 2, 3, 'SECTION DETAIL');
  } else {
    drawElement(w, subject, width, height);
    dimension(w, 'x', width, 10);
    dimension(w, 'y', height, 10);
    w.text('TEXT', 0, height + 8, 5, subject.productName ?? subject.title);
    w.text('TEXT', 0, height + 2, 3, 'ELEVATION');
  }
  titleBlock(w, subject, width);
  w.add([0, 'ENDSEC'], [0, 'EOF']);
  return w.toString();
}
