import DxfParser from 'dxf-parser';
import type { QualityCheck } from '../../../domain/uploads/quality-report';
import { UPLOAD_CHECK_LIMITS } from './limits';
import type { CheckOutcome } from './outcome';

/** $INSUNITS codes: their name and length in metres. */
const UNITS: Record<number, [string, number]> = {
  1: ['inches', 0.0254], 2: ['feet', 0.3048], 3: ['miles', 1609.344], 4: ['millimetres', 0.001], 5: ['centimetres', 0.01],
  6: ['metres', 1], 7: ['kilometres', 1000], 8: ['microinches', 2.54e-8], 9: ['mils', 2.54e-5], 10: ['yards', 0.9144],
  11: ['ångströms', 1e-10], 12: ['nanometres', 1e-9], 13: ['microns', 1e-6], 14: ['decimetres', 0.1], 15: ['decametres', 10], 16: ['hectometres', 100],
};

interface Entity {
  type: string;
  [key: string]: unknown;
}
type Point = { x: number; y: number };
type Affine = readonly [number, number, number, number, number, number];

class TooMuch extends Error {}

/** Expands block references with their transforms, counting entities and measuring the bounding box as it goes. */
class Walker {
  entities = 0;
  box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  finite = true;
  constructor(private readonly blocks: Record<string, { entities?: Entity[] }>) {}

  private add(t: Affine, x: unknown, y: unknown, r = 0): void {
    if (typeof x !== 'number' || typeof y !== 'number') return;
    const px = t[0] * x + t[2] * y + t[4];
    const py = t[1] * x + t[3] * y + t[5];
    const scale = Math.sqrt(Math.abs(t[0] * t[3] - t[1] * t[2]));
    if (![px, py, r * scale].every(Number.isFinite)) {
      this.finite = false;
      return;
    }
    this.box.minX = Math.min(this.box.minX, px - r * scale);
    this.box.maxX = Math.max(this.box.maxX, px + r * scale);
    this.box.minY = Math.min(this.box.minY, py - r * scale);
    this.box.maxY = Math.max(this.box.maxY, py + r * scale);
  }

  walk(entities: readonly Entity[], t: Affine, depth: number): void {
    for (const e of entities) {
      if (++this.entities > UPLOAD_CHECK_LIMITS.dxfExpandedEntities) throw new TooMuch(`block references expand to more than ${UPLOAD_CHECK_LIMITS.dxfExpandedEntities.toLocaleString('en-US')} entities`);
      const point = (e.position ?? e.startPoint ?? e.center) as Point | undefined;
      for (const v of (e.vertices as Point[] | undefined) ?? []) this.add(t, v.x, v.y);
      if (point) this.add(t, point.x, point.y, e.type === 'CIRCLE' || e.type === 'ARC' ? Number(e.radius) || 0 : 0);
      if (e.type !== 'INSERT') continue;
      const block = this.blocks[e.name as string];
      if (!block?.entities?.length) continue;
      if (depth + 1 > UPLOAD_CHECK_LIMITS.dxfInsertDepth) throw new TooMuch(`blocks nest deeper than ${UPLOAD_CHECK_LIMITS.dxfInsertDepth} levels`);
      const at = point ?? { x: 0, y: 0 };
      const angle = ((Number(e.rotation) || 0) * Math.PI) / 180;
      const sx = (e.xScale as number | undefined) ?? 1;
      const sy = (e.yScale as number | undefined) ?? 1;
      const local: Affine = [Math.cos(angle) * sx, Math.sin(angle) * sx, -Math.sin(angle) * sy, Math.cos(angle) * sy, at.x, at.y];
      this.walk(block.entities, compose(t, local), depth + 1);
    }
  }
}

function compose(o: Affine, i: Affine): Affine {
  return [o[0] * i[0] + o[2] * i[1], o[1] * i[0] + o[3] * i[1], o[0] * i[2] + o[2] * i[3], o[1] * i[2] + o[3] * i[3], o[0] * i[4] + o[2] * i[5] + o[4], o[1] * i[4] + o[3] * i[5] + o[5]];
}

const size = (metres: number) => (metres >= 1 ? `${metres.toFixed(2)} m` : `${Math.round(metres * 1000)} mm`);

/** A DXF drawing read with dxf-parser: it parses, its units are set, its entities stay within limits, its extent is sane. */
export function checkDxf(text: string): CheckOutcome {
  const records = text.match(/^[ \t]*0\r?$/gm)?.length ?? 0;
  if (records > UPLOAD_CHECK_LIMITS.dxfRecords) {
    return { checks: [{ name: 'entities', ok: false, message: `more than ${UPLOAD_CHECK_LIMITS.dxfRecords.toLocaleString('en-US')} records` }], phrases: [] };
  }
  let dxf: ReturnType<DxfParser['parseSync']>;
  try {
    dxf = new DxfParser().parseSync(text);
  } catch (error) {
    return { checks: [{ name: 'parses', ok: false, message: `dxf-parser cannot read it: ${(error as Error).message.slice(0, 200)}` }], phrases: [] };
  }
  if (!dxf) return { checks: [{ name: 'parses', ok: false, message: 'dxf-parser found no drawing in it' }], phrases: [] };
  const checks: QualityCheck[] = [{ name: 'parses', ok: true, message: `dxf-parser reads ${dxf.entities.length} entities in model space` }];
  const code = Number((dxf.header as Record<string, unknown> | undefined)?.$INSUNITS ?? 0);
  const unit = UNITS[code];
  checks.push(unit ? { name: 'units', ok: true, message: `units set: ${unit[0]}` } : { name: 'units', ok: false, message: 'units not set: the header has no $INSUNITS (or 0, unitless)' });
  const walker = new Walker(dxf.blocks as unknown as Record<string, { entities?: Entity[] }>);
  try {
    walker.walk(dxf.entities as unknown as Entity[], [1, 0, 0, 1, 0, 0], 0);
    checks.push({ name: 'entities', ok: dxf.entities.length > 0, message: dxf.entities.length > 0 ? `${walker.entities} entities with blocks expanded` : 'no entities in model space' });
  } catch (error) {
    if (!(error instanceof TooMuch)) throw error;
    checks.push({ name: 'entities', ok: false, message: error.message });
    return { checks, phrases: [] };
  }
  const { minX, minY, maxX, maxY } = walker.box;
  const metres = unit?.[1] ?? 1;
  const [w, h] = [(maxX - minX) * metres, (maxY - minY) * metres];
  if (!walker.finite || !Number.isFinite(w) || !Number.isFinite(h)) checks.push({ name: 'extent', ok: false, message: 'the bounding box is not finite' });
  else if (Math.max(w, h) > UPLOAD_CHECK_LIMITS.dxfExtentMetres) checks.push({ name: 'extent', ok: false, message: `the drawing spans ${size(Math.max(w, h))}, more than ${UPLOAD_CHECK_LIMITS.dxfExtentMetres} m: are its units right?` });
  else if (Math.max(w, h) === 0) checks.push({ name: 'extent', ok: false, message: 'the drawing has no extent' });
  else checks.push({ name: 'extent', ok: true, message: `bounding box ${size(w)} × ${size(h)}` });
  return { checks, phrases: ['units set', `${walker.entities.toLocaleString('en-US')} entities`, `${size(w)} × ${size(h)}`] };
}
