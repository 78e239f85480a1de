import { escapeXml } from '../../domain/xml-text';
import type { Box } from '../files/ifc-shapes';
import { OverBudget, PREVIEW_LIMITS } from './budgets';
import { DrawingError } from './dxf-preview';
import { deref, readStep, type StepInstance, type StepValue } from './step-reader';

/**
 * An IFC model as an isometric SVG, read with our STEP reader: every IfcExtrudedAreaSolid with a
 * rectangle profile is drawn as a shaded box seen from front-left-above, far boxes first, and a
 * plan curve (a door's swing) is drawn dashed on the floor.
 */


const nums = (value: StepValue): number[] => (Array.isArray(value) ? value.map(Number) : []);

function pointOf(model: Map<number, StepInstance>, value: StepValue): number[] {
  const point = deref(model, value);
  return point?.type === 'IFCCARTESIANPOINT' ? nums(point.args[0]) : [0, 0, 0];
}

function boxes(model: Map<number, StepInstance>): Box[] {
  const out: Box[] = [];
  for (const solid of model.values()) {
    if (solid.type !== 'IFCEXTRUDEDAREASOLID') continue;
    if (out.length >= PREVIEW_LIMITS.ifcSolids) throw new OverBudget(`IFC with more than ${PREVIEW_LIMITS.ifcSolids} solids`);
    const profile = deref(model, solid.args[0]);
    const placement = deref(model, solid.args[1]);
    if (profile?.type !== 'IFCRECTANGLEPROFILEDEF' || !placement) continue;
    const [cx, cy, cz = 0] = pointOf(model, placement.args[0]);
    const dx = Number(profile.args[3]);
    const dy = Number(profile.args[4]);
    const dz = Number(solid.args[3]);
    if (![cx, cy, cz, dx, dy, dz].every(Number.isFinite)) continue;
    out.push({ part: String(profile.args[1] ?? ''), x: cx - dx / 2, y: cy - dy / 2, z: cz, dx, dy, dz });
  }
  return out;
}

function planCurves(model: Map<number, StepInstance>): number[][][] {
  return [...model.values()]
    .filter((i) => i.type === 'IFCPOLYLINE')
    .map((line) => (line.args[0] as StepValue[]).map((p) => pointOf(model, p)));
}

const COS = Math.cos(Math.PI / 6);
const SIN = Math.sin(Math.PI / 6);
/** Isometric projection, viewer at front-left-above (y runs away from the viewer). */
const project = (x: number, y: number, z: number): [number, number] => [(x + y) * COS, -(z + (y - x) * SIN)];

const FILL: Record<string, readonly [front: string, side: string, top: string]> = {
  Glass: ['#bcd7f0', '#a6c8e8', '#d6e7f7'],
  Leaf: ['#c9ccd1', '#aeb2b8', '#dfe1e4'],
  Core: ['#f1d98a', '#dcc273', '#f7e7ad'],
};
const DEFAULT_FILL = ['#8c939c', '#737a83', '#a9aeb5'] as const;

export function ifcToSvg(text: string, title: string, width = 640, height = 480): string {
  let model: Map<number, StepInstance>;
  try {
    model = readStep(text, PREVIEW_LIMITS.ifcInstances);
  } catch (error) {
    if (error instanceof OverBudget) throw error;
    throw new DrawingError(`Unreadable IFC: ${(error as Error).message}`);
  }
  const parts = boxes(model);
  if (parts.length === 0) throw new DrawingError('IFC without extruded solids');
  const corners = parts.flatMap((b) => [0, 1].flatMap((i) => [0, 1].flatMap((j) => [0, 1].map((k) => project(b.x + i * b.dx, b.y + j * b.dy, b.z + k * b.dz)))));
  const curves = planCurves(model).map((c) => c.map(([x, y]) => project(x, y, 0)));
  const all = [...corners, ...curves.flat()];
  // Loops, not Math.min(...all): spreading a large model's points overflows the stack.
  let [minX, maxX, minY, maxY] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const [x, y] of all) {
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  const pad = 16;
  const scale = Math.min((width - 2 * pad) / Math.max(maxX - minX, 1), (height - 2 * pad) / Math.max(maxY - minY, 1));
  const ox = pad + (width - 2 * pad - (maxX - minX) * scale) / 2;
  const oy = pad + (height - 2 * pad - (maxY - minY) * scale) / 2;
  const at = ([x, y]: [number, number]) => `${Math.round((ox + (x - minX) * scale) * 10) / 10} ${Math.round((oy + (y - minY) * scale) * 10) / 10}`;
  const face = (points: Array<[number, number, number]>, fill: string, opacity: string) =>
    `<path d="M${points.map(([x, y, z]) => at(project(x, y, z))).join('L')}Z" fill="${fill}"${opacity}/>`;

  // Far boxes first: larger y (away from the viewer) and lower x (left) are further back.
  const ordered = [...parts].sort((a, b) => b.y + b.dy / 2 - (a.y + a.dy / 2) || a.z - b.z || b.x - a.x);
  const faces = ordered.map((b) => {
    const [front, side, top] = FILL[b.part] ?? DEFAULT_FILL;
    const opacity = b.part === 'Glass' ? ' fill-opacity="0.75"' : '';
    const x1 = b.x + b.dx;
    const y1 = b.y + b.dy;
    const z1 = b.z + b.dz;
    return [
      face([[b.x, b.y, b.z], [x1, b.y, b.z], [x1, b.y, z1], [b.x, b.y, z1]], front, opacity),
      face([[x1, b.y, b.z], [x1, y1, b.z], [x1, y1, z1], [x1, b.y, z1]], side, opacity),
      face([[b.x, b.y, z1], [x1, b.y, z1], [x1, y1, z1], [b.x, y1, z1]], top, opacity),
    ].join('');
  });
  const swing = curves.map((c) => `<path d="M${c.map(at).join('L')}" fill="none" stroke="#555" stroke-dasharray="5 4"/>`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect width="${width}" height="${height}" fill="#fff"/>`,
    ...swing,
    `<g stroke="#2d3138" stroke-width="0.8" stroke-linejoin="round">${faces.join('')}</g>`,
    '</svg>',
  ].join('');
}
