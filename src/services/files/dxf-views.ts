import type { ElementKind } from './subject';
import type { DxfWriter, Point } from './dxf-writer';
import { dimension, note, rectPoints, wallStubs } from './dxf-parts';
import { headDetail, jambDetail, sillDetail, typicalDetails, type DetailInput, type Extents } from './dxf-details';

export type DrawingView = 'elevation' | 'plan' | 'section' | 'head' | 'jamb' | 'sill' | 'installation' | 'typical';

interface ViewInput extends DetailInput {
  width: number;
  height: number;
  /** Product name and title, for the variants a name implies (glazed doors, casements). */
  text: string;
}

/** Which view a drawing's title asks for: plan, head, jamb, sill, installation, typical details, section; else an elevation. */
export function drawingView(title: string): DrawingView {
  if (/\bplan\b/i.test(title)) return 'plan';
  if (/\bhead\b/i.test(title)) return 'head';
  if (/\bjamb\b/i.test(title)) return 'jamb';
  if (/\bsill\b/i.test(title)) return 'sill';
  if (/\binstallation\b/i.test(title)) return 'installation';
  if (/\btypical details\b/i.test(title)) return 'typical';
  if (/\b(section|detail|details)\b/i.test(title)) return 'section';
  return 'elevation';
}

const FRAME = 2;
const WALL = 6;

function doorElevation(w: DxfWriter, v: ViewInput): Extents {
  const { width, height } = v;
  const m = w.model;
  m.polyline('A-DOOR', [[-FRAME, 0], [-FRAME, height + FRAME], [width + FRAME, height + FRAME], [width + FRAME, 0], [width, 0], [width, height], [0, height], [0, 0]], true);
  const pair = width >= 60;
  const leafWidth = pair ? width / 2 : width;
  for (let i = 0; i < (pair ? 2 : 1); i++) {
    const x0 = i * leafWidth;
    m.polyline('A-DOOR', rectPoints(x0 + 0.125, 0.75, leafWidth - 0.25, height - 0.875), true);
    if (/glazed|vision|french|full-view|storefront|entrance/i.test(v.text)) {
      const lite = rectPoints(x0 + 5, height * 0.45, leafWidth - 10, height * 0.45);
      m.polyline('A-GLAZ', lite, true);
      m.line('A-GLAZ', [x0 + 8, height * 0.6], [x0 + 14, height * 0.7]);
      m.line('A-GLAZ', [x0 + 8, height * 0.66], [x0 + 11, height * 0.7]);
    } else if (/stile|rail|panel/i.test(v.text)) {
      for (const y of [8, height / 2 + 4]) m.polyline('A-DOOR', rectPoints(x0 + 5.25, y, leafWidth - 10.5, height / 2 - 16), true);
    }
    const hingeX = i === 0 ? x0 : x0 + leafWidth;
    for (const y of [7, height / 2 - 2, height - 12]) m.insert('A-HRDW', 'SF-HINGE', [hingeX, y]);
    const leverX = i === 0 ? x0 + leafWidth - 2.75 : x0 + 2.75;
    m.insert('A-HRDW', 'SF-LEVER', [leverX, 40], 1, i === 0 ? 0 : 180);
    // Swing: the dashed chevron points to the hinge side.
    m.polyline('A-SWNG', [[x0 + (i === 0 ? leafWidth : 0), 0.75], [hingeX, height / 2], [x0 + (i === 0 ? leafWidth : 0), height - 0.125]]);
  }
  // The opening the record sizes: the door's width and height, inside the frame.
  dimension(w, [0, 0], [width, 0], 'x', 10, 3);
  dimension(w, [0, 0], [0, height], 'y', 10 + FRAME, 3);
  return { min: [-30, -30], max: [width + 30, height + 20] };
}

function doorPlan(w: DxfWriter, v: ViewInput): Extents {
  const { width, thickness } = v;
  const m = w.model;
  wallStubs(w, -FRAME, width + FRAME, WALL, 24);
  for (const x of [-FRAME, width]) {
    const left = x === -FRAME;
    // Double-rabbet frame profile wrapping the wall.
    const stop = left ? x + FRAME : x;
    m.polyline('A-DOOR', [[x, -0.5], [x + FRAME, -0.5], [x + FRAME, 1.5], [stop + (left ? 0.625 : -0.625), 1.5], [stop + (left ? 0.625 : -0.625), 3.25], [x + FRAME, 3.25], [x + FRAME, WALL + 0.5], [x, WALL + 0.5]], true);
  }
  const leaves = width >= 60 ? [[0, width / 2, 1], [width, width / 2, -1]] as const : [[0, width, 1]] as const;
  for (const [hingeX, leafWidth, dir] of leaves) {
    m.polyline('A-DOOR', rectPoints(dir > 0 ? hingeX : hingeX - thickness, 1.5, thickness, leafWidth), true);
    m.arc('A-SWNG', [hingeX, 1.5], leafWidth, dir > 0 ? 0 : 90, dir > 0 ? 90 : 180);
  }
  m.line('A-DOOR', [0, WALL / 2], [width, WALL / 2]);
  dimension(w, [0, 0], [width, 0], 'x', 8, 2.5);
  dimension(w, [-FRAME - 24, 0], [-FRAME - 24, WALL], 'y', 6, 2);
  note(m, [width * 0.3, 1.5 + width * 0.3], [width + 14, width * 0.55], 2, `LEAF ${thickness.toFixed(3).replace(/\.?0+$/, '')}" THICK`);
  return { min: [-40, -20], max: [width + 60, width + 10] };
}

function windowElevation(w: DxfWriter, v: ViewInput): Extents {
  const { width, height } = v;
  const m = w.model;
  const frame = 2.5;
  m.polyline('A-WIND', rectPoints(0, 0, width, height), true);
  m.polyline('A-WIND', [[-1.5, -1.5], [width + 1.5, -1.5], [width + 1.5, 0], [-1.5, 0]], true); // sill
  const sashes = width >= 48 ? 2 : 1;
  const hung = height > width * 1.2 && !/casement|awning|fixed/i.test(v.text);
  const sashWidth = (width - 2 * frame) / sashes;
  for (let i = 0; i < sashes; i++) {
    const x = frame + i * sashWidth;
    const rows = hung ? 2 : 1;
    const sashHeight = (height - 2 * frame) / rows;
    for (let r = 0; r < rows; r++) {
      const y = frame + r * sashHeight;
      m.polyline('A-WIND', rectPoints(x, y, sashWidth, sashHeight), true);
      m.polyline('A-GLAZ', rectPoints(x + 2, y + 2, sashWidth - 4, sashHeight - 4), true);
      m.line('A-GLAZ', [x + 5, y + sashHeight * 0.55], [x + 11, y + sashHeight * 0.7]);
      if (!hung) m.polyline('A-SWNG', [[x + 2, y + 2], [x + sashWidth - 2, y + sashHeight / 2], [x + 2, y + sashHeight - 2]]);
    }
  }
  if (sashes === 2) m.hatch('A-HATC', rectPoints(width / 2 - 1, frame, 2, height - 2 * frame), 'SOLID');
  dimension(w, [0, 0], [width, 0], 'x', 10, 3);
  dimension(w, [0, 0], [0, height], 'y', 10, 3);
  return { min: [-30, -30], max: [width + 30, height + 20] };
}

function windowPlan(w: DxfWriter, v: ViewInput): Extents {
  const { width } = v;
  const m = w.model;
  wallStubs(w, 0, width, WALL, 24);
  for (const x of [0, width - 2.5]) {
    m.polyline('A-WIND', rectPoints(x, 1, 2.5, 4), true);
    m.hatch('A-HATC', rectPoints(x + 0.25, 1.25, 2, 3.5), 'ANSI37', 1);
  }
  for (const y of [2.5, 3.5]) m.line('A-GLAZ', [2.5, y], [width - 2.5, y]);
  m.polyline('A-WIND', [[-1, WALL], [width + 1, WALL], [width + 1, WALL + 1], [-1, WALL + 1]], true); // stool
  dimension(w, [0, 0], [width, 0], 'x', 8, 2.5);
  note(m, [width / 2, 3], [width + 10, 18], 2, 'INSULATING GLASS UNIT');
  return { min: [-40, -20], max: [width + 70, 30] };
}

/** A cut through a leaf, sash or panel: layers with their hatches, and the frame or substrate. */
function section(w: DxfWriter, v: ViewInput): Extents {
  const m = w.model;
  const t = v.thickness;
  const length = 16;
  if (v.kind === 'window') {
    m.polyline('A-WIND', [[0, 0], [3.25, 0], [3.25, 1], [2.5, 1], [2.5, 6], [0.75, 6], [0.75, 1], [0, 1]], true);
    m.hatch('A-HATC', rectPoints(0.75, 1, 1.75, 5), 'ANSI37', 0.5);
    for (const x of [1, 1.9]) m.polyline('A-GLAZ', rectPoints(x, 1.5, 0.25, length), true);
    m.hatch('A-HATC', rectPoints(1.25, 1.5, 0.65, 0.5), 'SOLID');
    dimension(w, [0, 0], [3.25, 0], 'x', 3, 0.6);
    note(m, [1.1, 10], [6, 12], 0.6, 'INSULATING GLASS');
    note(m, [1.55, 1.75], [6, 4], 0.6, 'WARM-EDGE SPACER');
    note(m, [0.2, 0.5], [6, -1], 0.6, 'THERMALLY BROKEN FRAME');
    return { min: [-3, -6], max: [20, length + 4] };
  }
  const face = v.kind === 'door' ? 0.0625 : Math.min(0.5, t / 6);
  m.polyline(v.kind === 'door' ? 'A-DOOR' : 'A-PANL', rectPoints(0, 0, t, length), true);
  m.hatch('A-HATC', rectPoints(face, 0, t - 2 * face, length), 'ANSI37', Math.max(0.25, t / 4));
  for (const x of [0, t - face]) m.hatch('A-HATC', rectPoints(x, 0, face, length), 'SOLID');
  if (v.kind === 'door' && v.leadLining) {
    const lead = Math.max(v.leadLining, 1 / 32);
    m.polyline('A-DETL', rectPoints((t - lead) / 2, 0, lead, length), true);
    m.hatch('A-HATC', rectPoints((t - lead) / 2, 0, lead, length), 'SOLID');
    note(m, [t / 2, length * 0.45], [t + 6, length * 0.5], 0.6, `LEAD LINING ${(v.leadLabel ?? '').toUpperCase()}`.trim());
  }
  if (v.kind === 'door') {
    m.polyline('A-DOOR', [[-0.5, length], [-0.5, length + 2], [t + 0.625, length + 2], [t + 0.625, length + 1.25], [t + 2, length + 1.25], [t + 2, length + 2.5], [-1, length + 2.5], [-1, length]], true);
    note(m, [t + 0.3, length + 1.6], [t + 5, length + 4], 0.6, 'STEEL FRAME WITH STOP');
  } else {
    for (const y of [3, 9, 15]) m.insert('A-DETL', 'SF-FASTENER', [t / 2, y], Math.max(0.5, t / 3));
    m.polyline('A-WALL', rectPoints(t, -2, 3.5, length + 4), true);
    m.hatch('A-HATC', rectPoints(t, -2, 3.5, length + 4), 'ANSI31', 2);
    note(m, [t + 1.75, length], [t + 6, length + 2], 0.6, 'SUBSTRATE');
  }
  note(m, [face / 2, length * 0.3], [t + 6, length * 0.35], 0.6, 'FACE');
  note(m, [t / 2, length * 0.6], [t + 6, length * 0.65], 0.6, 'CORE');
  dimension(w, [0, 0], [t, 0], 'x', 2, 0.6);
  return { min: [-4, -6], max: [t + 22, length + 6] };
}

function panelElevation(w: DxfWriter, v: ViewInput): Extents {
  const { width, height } = v;
  const m = w.model;
  m.polyline('A-PANL', rectPoints(0, 0, width, height), true);
  const module = width >= 48 ? 24 : 12;
  for (let x = module; x < width; x += module) m.line('A-PANL', [x, 0], [x, height]);
  for (let y = 24; y < height; y += 24) m.line('A-DETL', [0, y], [width, y]);
  m.hatch('A-HATC', rectPoints(0, 0, Math.min(module, width), height), 'ANSI31', 6);
  for (let x = 3; x < width; x += module) for (let y = 6; y < height; y += 24) m.insert('A-DETL', 'SF-FASTENER', [x, y]);
  dimension(w, [0, 0], [width, 0], 'x', 10, 3);
  dimension(w, [0, 0], [0, height], 'y', 10, 3);
  if (width > module) dimension(w, [0, height], [module, height], 'x', -6, 2);
  return { min: [-30, -30], max: [width + 30, height + 20] };
}

function panelPlan(w: DxfWriter, v: ViewInput): Extents {
  const m = w.model;
  const t = v.thickness;
  const { width } = v;
  m.polyline('A-PANL', rectPoints(0, 0, width, t), true);
  m.hatch('A-HATC', rectPoints(0, 0, width, t), 'ANSI37', Math.max(0.5, t));
  for (let x = 24; x < width; x += 24) m.line('A-PANL', [x, 0], [x, t]);
  m.polyline('A-WALL', rectPoints(0, t, width, 3.5), true);
  for (let x = 0; x <= width; x += 16) m.polyline('A-WALL', rectPoints(Math.min(x, width - 1.5), t, 1.5, 3.5), true);
  dimension(w, [0, 0], [width, 0], 'x', 8, 2.5);
  note(m, [width / 2, t / 2], [width + 6, 12], 2, 'PANEL');
  note(m, [width / 3, t + 1.75], [width + 6, 6], 2, 'FRAMING AT 16" O.C.');
  return { min: [-20, -20], max: [width + 40, 30] };
}

/** Draws the view of the product into model space; returns the extents of what was drawn. */
export function drawView(w: DxfWriter, view: DrawingView, v: ViewInput): Extents {
  if (view === 'section') return section(w, v);
  if (view === 'head') return headDetail(w, v);
  if (view === 'jamb') return jambDetail(w, v);
  if (view === 'installation') return jambDetail(w, v, 0, true);
  if (view === 'sill') return sillDetail(w, v);
  if (view === 'typical') return typicalDetails(w, v);
  if (v.kind === 'door') return view === 'plan' ? doorPlan(w, v) : doorElevation(w, v);
  if (v.kind === 'window') return view === 'plan' ? windowPlan(w, v) : windowElevation(w, v);
  return view === 'plan' ? panelPlan(w, v) : panelElevation(w, v);
}
