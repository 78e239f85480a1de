import DxfParser from 'dxf-parser';
import { OverBudget, PREVIEW_LIMITS } from './budgets';
import { HatchHandler, type HatchEntity } from './dxf-hatch';
import { shapesToSvg, type Shape, type Style } from './svg-canvas';

/**
 * A DXF drawing as SVG: parsed with dxf-parser (plus our HATCH handler), its model-space
 * entities flattened to shapes (block INSERTs and DIMENSION blocks expanded, arcs sampled),
 * fitted to the image and stroked by layer.
 */

type Affine = readonly [a: number, b: number, c: number, d: number, e: number, f: number];
const IDENTITY: Affine = [1, 0, 0, 1, 0, 0];

function apply(t: Affine, x: number, y: number): [number, number] {
  return [t[0] * x + t[2] * y + t[4], t[1] * x + t[3] * y + t[5]];
}

function compose(outer: Affine, inner: Affine): Affine {
  return [
    outer[0] * inner[0] + outer[2] * inner[1],
    outer[1] * inner[0] + outer[3] * inner[1],
    outer[0] * inner[2] + outer[2] * inner[3],
    outer[1] * inner[2] + outer[3] * inner[3],
    outer[0] * inner[4] + outer[2] * inner[5] + outer[4],
    outer[1] * inner[4] + outer[3] * inner[5] + outer[5],
  ];
}

const STYLES: ReadonlyArray<readonly [RegExp, Style]> = [
  [/^A-WALL/, { stroke: '#333', width: 1.4 }],
  [/^A-(DOOR|WIND|PANL)/, { stroke: '#1d1d1d', width: 1.1 }],
  [/^A-GLAZ/, { stroke: '#2b6cb0', width: 0.8 }],
  [/^A-SWNG/, { stroke: '#555', width: 0.6, dash: '4 3' }],
  [/^A-HATC/, { stroke: '#9a9a9a', width: 0.4 }],
  [/^A-DIMS/, { stroke: '#b03a2e', width: 0.5 }],
  [/^A-(ANNO|TTLB)/, { stroke: '#444', width: 0.5 }],
];

function layerStyle(layer: string): Style {
  return STYLES.find(([pattern]) => pattern.test(layer))?.[1] ?? { stroke: '#222', width: 0.7 };
}

interface Entity {
  type: string;
  layer?: string;
  [key: string]: unknown;
}

type Point = { x: number; y: number; bulge?: number };

function arcPoints(t: Affine, cx: number, cy: number, radius: number, start: number, end: number): Array<[number, number]> {
  // A full turn at most, whatever angles the file gives (a sweep of 1e12 radians would ask for 1e13 points).
  const sweep = Math.min(2 * Math.PI, end > start ? end - start : end + 2 * Math.PI - start) || 0;
  const steps = Math.max(6, Math.ceil((sweep / (2 * Math.PI)) * 48));
  return Array.from({ length: steps + 1 }, (_, i) => {
    const angle = start + (sweep * i) / steps;
    return apply(t, cx + radius * Math.cos(angle), cy + radius * Math.sin(angle));
  });
}

/** What expanding a drawing's blocks may visit and draw: nested INSERTs multiply, so both are counted as they grow. */
interface DxfLimits {
  entities: number;
  points: number;
}

interface Tally {
  limits: DxfLimits;
  entities: number;
  points: number;
}

function count(tally: Tally, entities: number, points: number): void {
  tally.entities += entities;
  tally.points += points;
  if (tally.entities > tally.limits.entities) throw new OverBudget(`DXF expands to more than ${tally.limits.entities} entities`);
  if (tally.points > tally.limits.points) throw new OverBudget(`DXF draws more than ${tally.limits.points} points`);
}

function flatten(entities: readonly Entity[], blocks: Record<string, { entities?: Entity[] }>, t: Affine, parentLayer: string, out: Shape[], depth: number, tally: Tally): void {
  if (depth > 8) return;
  for (const e of entities) {
    count(tally, 1, 0);
    const layer = !e.layer || e.layer === '0' ? parentLayer : e.layer;
    switch (e.type) {
      case 'LINE':
      case 'LWPOLYLINE':
      case 'POLYLINE': {
        const vertices = (e.vertices as Point[] | undefined) ?? [];
        count(tally, 0, vertices.length);
        if (vertices.length >= 2) out.push({ kind: 'path', layer, points: vertices.map((v) => apply(t, v.x, v.y)), closed: Boolean(e.shape) });
        break;
      }
      case 'ARC': {
        const c = e.center as Point;
        count(tally, 0, 49);
        out.push({ kind: 'path', layer, points: arcPoints(t, c.x, c.y, e.radius as number, e.startAngle as number, e.endAngle as number), closed: false });
        break;
      }
      case 'CIRCLE': {
        const c = e.center as Point;
        count(tally, 0, 1);
        out.push({ kind: 'circle', layer, at: apply(t, c.x, c.y), r: (e.radius as number) * Math.sqrt(Math.abs(t[0] * t[3] - t[1] * t[2])) });
        break;
      }
      case 'TEXT':
      case 'MTEXT': {
        const at = (e.startPoint ?? e.position) as Point | undefined;
        const height = ((e.textHeight ?? e.height) as number | undefined) ?? 0;
        const lines = String(e.text ?? '').split('\\P');
        const scale = Math.sqrt(Math.abs(t[0] * t[3] - t[1] * t[2]));
        const angle = (Math.atan2(t[1], t[0]) * 180) / Math.PI + ((e.rotation as number | undefined) ?? 0);
        if (at) {
          count(tally, 0, lines.length);
          lines.forEach((line, i) => {
            const y = e.type === 'MTEXT' ? at.y - height * (1 + i * 1.5) : at.y;
            out.push({ kind: 'text', layer, at: apply(t, at.x, y), height: height * scale, rotation: angle, text: line });
          });
        }
        break;
      }
      case 'HATCH': {
        const hatch = e as unknown as HatchEntity;
        for (const loop of hatch.loops) {
          if (loop.length < 3) continue;
          count(tally, 0, loop.length);
          out.push({ kind: 'path', layer, points: loop.map((p) => apply(t, p.x, p.y)), closed: true, fill: hatch.solid ? '#8a8a8a' : '#e4e4e4' });
        }
        break;
      }
      case 'INSERT':
      case 'DIMENSION': {
        const block = blocks[e.type === 'INSERT' ? (e.name as string) : (e.block as string)];
        if (!block?.entities) break;
        let local: Affine = IDENTITY;
        if (e.type === 'INSERT') {
          const at = (e.position as Point | undefined) ?? { x: 0, y: 0 };
          const angle = (((e.rotation as number | undefined) ?? 0) * Math.PI) / 180;
          const sx = (e.xScale as number | undefined) ?? 1;
          const sy = (e.yScale as number | undefined) ?? 1;
          local = [Math.cos(angle) * sx, Math.sin(angle) * sx, -Math.sin(angle) * sy, Math.cos(angle) * sy, at.x, at.y];
        }
        flatten(block.entities, blocks, compose(t, local), layer, out, depth + 1, tally);
        break;
      }
      default:
        break;
    }
  }
}

export class DrawingError extends Error {}

const DEFAULT_LIMITS: DxfLimits = { entities: PREVIEW_LIMITS.dxfEntities, points: PREVIEW_LIMITS.dxfPoints };

/** The drawing's entities as shapes; throws DrawingError when the file is not a readable DXF, OverBudget past `limits`. */
export function dxfShapes(text: string, limits: DxfLimits = DEFAULT_LIMITS): Shape[] {
  const parser = new DxfParser();
  parser.registerEntityHandler(HatchHandler as never);
  let dxf: ReturnType<DxfParser['parseSync']>;
  try {
    dxf = parser.parseSync(text);
  } catch (error) {
    throw new DrawingError(`Unreadable DXF: ${(error as Error).message}`);
  }
  if (!dxf || dxf.entities.length === 0) throw new DrawingError('DXF without entities');
  const out: Shape[] = [];
  const tally: Tally = { limits, entities: 0, points: 0 };
  flatten(dxf.entities as unknown as Entity[], dxf.blocks as unknown as Record<string, { entities?: Entity[] }>, IDENTITY, '0', out, 0, tally);
  if (out.length === 0) throw new DrawingError('DXF without drawable entities');
  return out;
}

/** Hatches first, so outlines and text are drawn over their fills. */
export function dxfToSvg(text: string, title: string, width = 640, height = 480): string {
  const shapes = dxfShapes(text).sort((a, b) => Number(Boolean(b.kind === 'path' && b.fill)) - Number(Boolean(a.kind === 'path' && a.fill)));
  return shapesToSvg(shapes, width, height, layerStyle, title);
}
