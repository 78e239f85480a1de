/**
 * dxf-parser 1.1 reads no HATCH; this handler, registered through its entity-handler API,
 * reads a hatch's layer, pattern and polyline boundary loops (edge-defined loops are skipped).
 */
export interface HatchEntity {
  type: 'HATCH';
  layer: string;
  pattern: string;
  solid: boolean;
  loops: Array<Array<{ x: number; y: number }>>;
}

interface Group {
  code: number;
  value: unknown;
}

interface Scanner {
  next(): Group;
  isEOF(): boolean;
}

export class HatchHandler {
  readonly ForEntityName = 'HATCH';

  parseEntity(scanner: Scanner, first: Group): HatchEntity {
    const entity: HatchEntity = { type: 'HATCH', layer: '0', pattern: '', solid: false, loops: [] };
    let loop: Array<{ x: number; y: number }> | null = null;
    let pendingX: number | null = null;
    let inBoundary = false;
    let curr = first;
    for (curr = scanner.next(); !scanner.isEOF() && curr.code !== 0; curr = scanner.next()) {
      const value = curr.value;
      if (curr.code === 8) entity.layer = String(value);
      else if (curr.code === 2) entity.pattern = String(value);
      else if (curr.code === 70) entity.solid = value === 1;
      else if (curr.code === 91) inBoundary = true;
      else if (curr.code === 92 && inBoundary) {
        // Bit 2: a polyline loop, whose vertices follow as 10/20 pairs.
        loop = (Number(value) & 2) !== 0 ? [] : null;
        if (loop) entity.loops.push(loop);
      } else if (curr.code === 97 || curr.code === 75) {
        loop = null;
        if (curr.code === 75) inBoundary = false;
      } else if (curr.code === 10 && loop) pendingX = Number(value);
      else if (curr.code === 20 && loop && pendingX !== null) {
        loop.push({ x: pendingX, y: Number(value) });
        pendingX = null;
      }
    }
    return entity;
  }
}
