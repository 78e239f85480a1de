import { drawingAttributes } from '../../domain/drawing-attributes';
import { DxfWriter } from './dxf-writer';
import { defineBlocks, inchLabel, LAYERS } from './dxf-parts';
import { drawingView, drawView, type DrawingView } from './dxf-views';
import { elementKind, elementSize, elementThickness, type FileSubject } from './subject';

/**
 * A product drawing as ASCII DXF (AutoCAD 2000, units inches): the elevation, plan or section the
 * title names, drawn from the product's family (door, window, panel), size and thickness with
 * polylines, arcs, hatches, blocks and dimensions on A-* layers, and a title block with its notes.
 */

const VIEW_TITLES: Record<DrawingView, string> = { elevation: 'ELEVATION', plan: 'PLAN', section: 'SECTION DETAIL' };

export function renderDxf(subject: FileSubject): string {
  const kind = elementKind(subject);
  const { width, height } = elementSize(subject, kind);
  const thickness = elementThickness(subject, kind);
  const view = drawingView(subject.title);
  const name = subject.productName ?? subject.title;
  const w = new DxfWriter(LAYERS);
  defineBlocks(w);
  const drawn = drawView(w, view, { kind, width, height, thickness, text: `${name} ${subject.title}` });

  // The title block sits right of the drawing, scaled to it.
  const span = drawn.max[1] - drawn.min[1];
  const scale = Math.min(1, Math.max(0.12, span / 100));
  const x0 = drawn.max[0] + 4 * scale;
  const y0 = drawn.min[1];
  const at = (x: number, y: number) => [x0 + x * scale, y0 + y * scale] as const;
  w.model.insert('A-TTLB', 'SF-TITLE', [x0, y0], scale);
  w.model.text('A-TTLB', at(4, 45), 4 * scale, name);
  w.model.text('A-TTLB', at(4, 36), 2.5 * scale, `${subject.title} - ${VIEW_TITLES[view]}`);
  w.model.text('A-TTLB', at(4, 25), 2.5 * scale, subject.companyName);
  w.model.text('A-TTLB', at(4, 17), 2.5 * scale, subject.section ? `CSI SECTION ${subject.section}` : 'CSI SECTION -');
  w.model.text('A-TTLB', at(4, 6), 2 * scale, view === 'section' ? 'SCALE: FULL SIZE  UNITS: INCHES' : 'SCALE: 1" = 1\'-0"  UNITS: INCHES');
  w.model.text('A-TTLB', at(63, 6), 2 * scale, `${subject.date.toISOString().slice(0, 10)}  ${subject.filename}`.slice(0, 48));
  // The data sheet's labels and values word for word, so the drawing and the data sheet never disagree.
  const attributes = drawingAttributes(subject.productAttributes ?? []).list;
  const notes = [`${kind.toUpperCase()} ${width}" x ${height}", ${inchLabel(thickness)} THICK`, ...attributes.map((a) => `${a.label.toUpperCase()}: ${a.value}`)];
  w.model.mtext('A-ANNO', at(0, 54 + 4 + 3 * notes.length), 2 * scale, 120 * scale, notes);
  w.model.text('A-ANNO', [drawn.min[0], drawn.max[1] - 2], 3 * Math.min(1, scale * 1.5), VIEW_TITLES[view]);

  const top = Math.max(drawn.max[1], y0 + (60 + 3 * notes.length) * scale);
  return w.toString({ min: drawn.min, max: [x0 + 121 * scale, top] });
}
