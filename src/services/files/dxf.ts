import { drawnRows, recordDimensions } from '../../domain/drawing-attributes';
import { displayValue } from '../../domain/product-data/display';
import { DxfWriter } from './dxf-writer';
import { defineBlocks, inchLabel, LAYERS } from './dxf-parts';
import { drawingView, drawView, type DrawingView } from './dxf-views';
import { elementKind, elementSize, elementThickness, type ElementKind, type FileSubject } from './subject';

/**
 * A product drawing as ASCII DXF (AutoCAD 2000, units inches): the elevation, plan or section the
 * title names, drawn from the product's family (door, window, panel), size and thickness with
 * polylines, arcs, hatches, blocks and dimensions on A-* layers, and a title block with its notes.
 */

const VIEW_TITLES: Record<DrawingView, string> = {
  elevation: 'ELEVATION',
  plan: 'PLAN',
  section: 'SECTION DETAIL',
  head: 'HEAD DETAIL',
  jamb: 'JAMB DETAIL',
  sill: 'SILL DETAIL',
  installation: 'INSTALLATION DETAIL',
  typical: 'TYPICAL DETAILS',
};
/** Frame depth through the wall when the record states no jamb depth. */
const DEFAULT_JAMB_DEPTH: Record<ElementKind, number> = { door: 5.75, window: 4, panel: 6 };

export function renderDxf(subject: FileSubject): string {
  const kind = elementKind(subject);
  const { width, height } = elementSize(subject, kind);
  const thickness = elementThickness(subject, kind);
  const view = drawingView(subject.title);
  const name = subject.productName ?? subject.title;
  const w = new DxfWriter(LAYERS);
  defineBlocks(w);
  const record = subject.productRecord ?? null;
  const stated = record ? recordDimensions(record) : null;
  const leadDef = record?.template.properties.find((p) => p.id === 'lead-lining');
  const leadValue = record?.values['lead-lining'];
  const detail = {
    kind,
    thickness,
    jambDepth: stated?.jambDepth ?? Math.max(DEFAULT_JAMB_DEPTH[kind], kind === 'window' ? thickness + 1.5 : 0),
    leadLining: stated?.leadLining ?? null,
    leadLabel: leadDef && leadValue !== undefined ? displayValue(leadDef, leadValue) : null,
  };
  const drawn = drawView(w, view, { ...detail, width, height, text: `${name} ${subject.title}` });

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
  w.model.text('A-TTLB', at(4, 6), 2 * scale, view === 'elevation' || view === 'plan' ? 'SCALE: 1" = 1\'-0"  UNITS: INCHES' : 'SCALE: FULL SIZE  UNITS: INCHES');
  w.model.text('A-TTLB', at(63, 6), 2 * scale, `${subject.date.toISOString().slice(0, 10)}  ${subject.filename}`.slice(0, 48));
  // The record's ratings and sizes as the data sheet prints them, so the drawing and the data sheet never disagree.
  const rows = record ? drawnRows(record) : [];
  const notes = [`${kind.toUpperCase()} ${inchLabel(width)} x ${inchLabel(height)}, ${inchLabel(thickness)} THICK`, ...rows.map((a) => `${a.label.toUpperCase()}: ${a.value}`)];
  w.model.mtext('A-ANNO', at(0, 54 + 4 + 3 * notes.length), 2 * scale, 120 * scale, notes);
  w.model.text('A-ANNO', [drawn.min[0], drawn.max[1] - 2], 3 * Math.min(1, scale * 1.5), VIEW_TITLES[view]);

  const top = Math.max(drawn.max[1], y0 + (60 + 3 * notes.length) * scale);
  return w.toString({ min: drawn.min, max: [x0 + 121 * scale, top] });
}
