import type { DxfWriter, Point } from './dxf-writer';
import { dimension, note, rectPoints } from './dxf-parts';
import type { ElementKind } from './subject';

/** What a detail is drawn from, in inches: the record's sizes, or the family's usual ones where it states none. */
export interface DetailInput {
  kind: ElementKind;
  /** Leaf, sash or panel thickness. */
  thickness: number;
  /** Depth of the frame through the wall. */
  jambDepth: number;
  /** Lead sheet inside the leaf, or null; `leadLabel` is its data-sheet value. */
  leadLining: number | null;
  leadLabel: string | null;
}

export interface Extents {
  min: Point;
  max: Point;
}

/** Drawn with its origin moved `ox` inches right, so typical details can set several side by side. */
type At = (x: number, y: number) => Point;
const shift = (ox: number): At => (x, y) => [ox + x, y];
const rect = (at: At, x: number, y: number, w: number, h: number): Point[] => rectPoints(x, y, w, h).map(([px, py]) => at(px, py));

/** A leaf or panel cut: faces, hatched core and, for a lead-lined door, the lead sheet at its centre. */
function leafCut(w: DxfWriter, at: At, x: number, y: number, t: number, length: number, v: DetailInput, vertical: boolean): void {
  const m = w.model;
  const layer = v.kind === 'door' ? 'A-DOOR' : v.kind === 'window' ? 'A-WIND' : 'A-PANL';
  const box = (px: number, py: number, pw: number, ph: number) => (vertical ? rect(at, x + px, y + py, pw, ph) : rect(at, x + py, y + px, ph, pw));
  m.polyline(layer, box(0, 0, t, length), true);
  m.hatch('A-HATC', box(t * 0.1, 0, t * 0.8, length), 'ANSI37', Math.max(0.25, t / 4));
  if (v.leadLining && v.kind === 'door') {
    const lead = Math.max(v.leadLining, 1 / 32);
    m.hatch('A-HATC', box((t - lead) / 2, 0, lead, length), 'SOLID');
    m.polyline('A-DETL', box((t - lead) / 2, 0, lead, length), true);
  }
}

function leadNote(w: DxfWriter, at: At, from: Point, to: Point, v: DetailInput): void {
  if (v.leadLining && v.leadLabel && v.kind === 'door') note(w.model, at(...from), at(...to), 0.5, `LEAD LINING ${v.leadLabel.toUpperCase()}`);
}

/** Head: a vertical cut through the top of the opening: lintel, frame head with its stop, the top of the leaf. */
export function headDetail(w: DxfWriter, v: DetailInput, ox = 0): Extents {
  const at = shift(ox);
  const m = w.model;
  const d = v.jambDepth;
  const t = v.thickness;
  m.polyline('A-WALL', rect(at, 0, 2, d, 6), true);
  m.hatch('A-HATC', rect(at, 0, 2, d, 6), 'ANSI31', 2);
  if (v.kind === 'panel') {
    leafCut(w, at, 0, -10, t, 12, v, true);
    m.polyline('A-DETL', [at(-0.75, 2.5), at(t + 0.75, 2.5), at(t + 0.75, 1.75), at(t + 0.5, 1.5)]);
    note(m, at(t + 0.75, 2.25), at(d + 3, 4), 0.5, 'CAP FLASHING');
    note(m, at(t / 2, -6), at(d + 3, -4), 0.5, 'PANEL');
    dimension(w, at(0, -10), at(t, -10), 'x', 1.5, 0.4);
    return { min: at(-3, -13), max: at(d + 14, 10) };
  }
  const stop = v.kind === 'door' ? 0.625 : 0.5;
  const stopAt = (d - t) / 2 + t;
  const layer = v.kind === 'door' ? 'A-DOOR' : 'A-WIND';
  m.polyline(layer, [at(0, 2), at(d, 2), at(d, 0), at(stopAt + 1, 0), at(stopAt + 1, -stop), at(stopAt, -stop), at(stopAt, 0), at(0, 0)], true);
  leafCut(w, at, stopAt - t, -10, t, 10 - stop - 0.125, v, true);
  if (v.kind === 'window') for (const x of [stopAt - t * 0.7, stopAt - t * 0.3]) m.polyline('A-GLAZ', rect(at, x, -10, 0.25, 8), true);
  note(m, at(d / 2, 1), at(d + 3, 3), 0.5, v.kind === 'door' ? 'FRAME HEAD' : 'WINDOW HEAD');
  note(m, at(stopAt + 0.5, -stop / 2), at(d + 3, 0), 0.5, 'STOP');
  note(m, at(0.5, 5), at(d + 3, 6), 0.5, 'LINTEL');
  leadNote(w, at, [stopAt - t / 2, -5], [d + 3, -4], v);
  dimension(w, at(0, 2), at(d, 2), 'x', -3, 0.4);
  dimension(w, at(stopAt - t, -10), at(stopAt, -10), 'x', 1.5, 0.4);
  return { min: at(-3, -13), max: at(d + 16, 10) };
}

/** Jamb: a plan cut through the side of the opening: wall, frame jamb wrapping it, the hinge edge of the leaf. */
export function jambDetail(w: DxfWriter, v: DetailInput, ox = 0, anchors = false): Extents {
  const at = shift(ox);
  const m = w.model;
  const d = v.jambDepth;
  const t = v.thickness;
  m.polyline('A-WALL', rect(at, -8, 0, 8, d), true);
  m.hatch('A-HATC', rect(at, -8, 0, 8, d), 'ANSI31', 2);
  if (v.kind === 'panel') {
    leafCut(w, at, 0, d - t, t, 12, v, false);
    m.polyline('A-DETL', [at(-0.5, d - t - 0.5), at(0.75, d - t - 0.5), at(0.75, d + 0.5), at(-0.5, d + 0.5)]);
    note(m, at(0.5, d), at(6, d + 4), 0.5, 'EDGE TRIM');
    dimension(w, at(14, d - t), at(14, d), 'y', -2, 0.4);
  } else {
    const layer = v.kind === 'door' ? 'A-DOOR' : 'A-WIND';
    const stopAt = (d - t) / 2;
    m.polyline(layer, [at(-0.5, -0.5), at(2, -0.5), at(2, stopAt), at(2.625, stopAt), at(2.625, stopAt + t), at(2, stopAt + t), at(2, d + 0.5), at(-0.5, d + 0.5)], true);
    leafCut(w, at, 2.125, stopAt, t, 12, v, false);
    if (v.kind === 'door') m.insert('A-HRDW', 'SF-HINGE', at(2.125, stopAt + t), 0.5, 90);
    note(m, at(1, d), at(6, d + 4), 0.5, v.kind === 'door' ? 'FRAME JAMB' : 'WINDOW JAMB');
    leadNote(w, at, [8, stopAt + t / 2], [10, d + 6], v);
    dimension(w, at(-8, 0), at(-8, d), 'y', 3, 0.4);
    dimension(w, at(14, stopAt), at(14, stopAt + t), 'y', -2, 0.4);
  }
  if (anchors) {
    for (const y of [d * 0.3, d * 0.7]) {
      m.insert('A-DETL', 'SF-FASTENER', at(-3, y), 0.6);
      m.line('A-DETL', at(-6, y), at(1, y));
    }
    m.polyline('A-DETL', rect(at, -0.5, d * 0.2, 0.5, d * 0.6), true);
    note(m, at(-3, d * 0.3), at(-10, -4), 0.5, 'ANCHOR AT 24" O.C. MAX');
    note(m, at(-0.25, d * 0.5), at(-10, -6), 0.5, 'SHIM AND SEALANT');
  }
  return { min: at(-16, -9), max: at(18, d + 8) };
}

/** Sill: a vertical cut at the floor: the slab, a threshold (doors) or sloped sill (windows), the bottom of the leaf. */
export function sillDetail(w: DxfWriter, v: DetailInput, ox = 0): Extents {
  const at = shift(ox);
  const m = w.model;
  const d = v.jambDepth;
  const t = v.thickness;
  m.polyline('A-WALL', rect(at, -4, -4, d + 8, 4), true);
  m.hatch('A-HATC', rect(at, -4, -4, d + 8, 4), 'AR-SAND', 0.5);
  if (v.kind === 'door') {
    const width = Math.max(d, 5);
    m.polyline('A-DOOR', [at(0, 0), at(width * 0.3, 0.5), at(width * 0.7, 0.5), at(width, 0)], true);
    leafCut(w, at, (width - t) / 2, 0.875, t, 10, v, true);
    m.polyline('A-DOOR', rect(at, (width - t) / 2, 0.5, t, 0.375), true);
    note(m, at(width * 0.5, 0.5), at(width + 3, 3), 0.5, 'THRESHOLD');
    note(m, at((width - t) / 2 + t / 2, 0.7), at(width + 3, 1.5), 0.5, 'DOOR BOTTOM SWEEP');
    note(m, at(1, -2), at(width + 3, -2), 0.5, 'FLOOR');
    leadNote(w, at, [width / 2, 6], [width + 3, 7], v);
    dimension(w, at(0, 0), at(width, 0), 'x', 5, 0.4);
    dimension(w, at((width - t) / 2, 11), at((width + t) / 2, 11), 'x', -1.5, 0.4);
    return { min: at(-6, -10), max: at(width + 16, 13) };
  }
  if (v.kind === 'window') {
    m.polyline('A-WIND', [at(-1.5, 0), at(d + 0.5, 0.75), at(d + 0.5, 1.5), at(0, 1.5)], true);
    leafCut(w, at, (d - t) / 2, 1.5, t, 10, v, true);
    m.polyline('A-WIND', rect(at, d + 0.5, 0.75, 1.25, 0.75), true);
    note(m, at(0, 0.5), at(d + 4, 3), 0.5, 'SLOPED SILL');
    note(m, at(d + 1, 1), at(d + 4, 1), 0.5, 'INTERIOR STOOL');
    dimension(w, at(-1.5, 0), at(d + 0.5, 0), 'x', 5, 0.4);
    return { min: at(-6, -10), max: at(d + 16, 13) };
  }
  m.polyline('A-DETL', [at(-0.5, 0), at(t + 0.5, 0), at(t + 0.5, 1), at(-0.5, 1)], true);
  leafCut(w, at, 0, 1, t, 10, v, true);
  note(m, at(t / 2, 0.5), at(t + 5, 2), 0.5, 'BASE TRACK');
  dimension(w, at(0, 11), at(t, 11), 'x', -1.5, 0.4);
  return { min: at(-6, -10), max: at(t + 16, 13) };
}

/** Head, jamb and sill set side by side, each under its own label. */
export function typicalDetails(w: DxfWriter, v: DetailInput): Extents {
  const gap = Math.max(v.jambDepth, v.thickness) + 34;
  const parts: Array<[string, Extents]> = [
    ['HEAD', headDetail(w, v, 0)],
    ['JAMB', jambDetail(w, v, gap + 16)],
    ['SILL', sillDetail(w, v, 2 * gap + 24)],
  ];
  for (const [label, e] of parts) w.model.text('A-ANNO', [e.min[0] + 2, e.min[1] - 2], 0.8, label);
  return { min: [parts[0][1].min[0], Math.min(...parts.map(([, e]) => e.min[1])) - 4], max: [parts[2][1].max[0], Math.max(...parts.map(([, e]) => e.max[1]))] };
}
