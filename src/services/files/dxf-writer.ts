import { toAscii } from './subject';

/**
 * An ASCII DXF writer for AutoCAD 2000 (AC1015): handles on every object, subclass markers,
 * the symbol tables a reader expects (VPORT, LTYPE, LAYER, STYLE, VIEW, UCS, APPID, DIMSTYLE,
 * BLOCK_RECORD), block definitions, and a root dictionary. Drawing units are inches ($INSUNITS 1).
 */

type Pair = [code: number, value: string | number];
export type Point = readonly [x: number, y: number];

export interface LayerDef {
  name: string;
  /** AutoCAD colour index. */
  color: number;
  linetype?: 'CONTINUOUS' | 'DASHED' | 'HIDDEN';
}

const LINETYPES: ReadonlyArray<readonly [name: string, description: string, pattern: number[]]> = [
  ['CONTINUOUS', 'Solid line', []],
  ['DASHED', '__ __ __ __', [0.5, -0.25]],
  ['HIDDEN', '_ _ _ _ _ _', [0.25, -0.125]],
];

function num(value: number): string {
  if (Number.isInteger(value)) return `${value}.0`;
  const text = value.toFixed(4).replace(/0+$/, '');
  return text.endsWith('.') ? `${text}0` : text;
}

class PairList {
  readonly pairs: Pair[] = [];
  add(...pairs: Pair[]): void {
    this.pairs.push(...pairs);
  }
}

/** Entities of one space: model space or a block's body. */
export class EntitySink extends PairList {
  constructor(
    private readonly nextHandle: () => string,
    private readonly owner: string,
  ) {
    super();
  }

  private start(type: string, layer: string, subclass: string): void {
    this.add([0, type], [5, this.nextHandle()], [330, this.owner], [100, 'AcDbEntity'], [8, layer], [100, subclass]);
  }

  line(layer: string, [x1, y1]: Point, [x2, y2]: Point): void {
    this.start('LINE', layer, 'AcDbLine');
    this.add([10, num(x1)], [20, num(y1)], [30, '0.0'], [11, num(x2)], [21, num(y2)], [31, '0.0']);
  }

  polyline(layer: string, points: readonly Point[], closed = false): void {
    this.start('LWPOLYLINE', layer, 'AcDbPolyline');
    this.add([90, points.length], [70, closed ? 1 : 0], [43, '0.0']);
    for (const [x, y] of points) this.add([10, num(x)], [20, num(y)]);
  }

  rect(layer: string, x: number, y: number, w: number, h: number): void {
    this.polyline(layer, [[x, y], [x + w, y], [x + w, y + h], [x, y + h]], true);
  }

  /** Angles in degrees, counter-clockwise from `start` to `end`. */
  arc(layer: string, [cx, cy]: Point, radius: number, start: number, end: number): void {
    this.start('ARC', layer, 'AcDbCircle');
    this.add([10, num(cx)], [20, num(cy)], [30, '0.0'], [40, num(radius)], [100, 'AcDbArc'], [50, num(start)], [51, num(end)]);
  }

  circle(layer: string, [cx, cy]: Point, radius: number): void {
    this.start('CIRCLE', layer, 'AcDbCircle');
    this.add([10, num(cx)], [20, num(cy)], [30, '0.0'], [40, num(radius)]);
  }

  text(layer: string, [x, y]: Point, height: number, value: string, rotation = 0): void {
    this.start('TEXT', layer, 'AcDbText');
    this.add([10, num(x)], [20, num(y)], [30, '0.0'], [40, num(height)], [1, toAscii(value)]);
    if (rotation) this.add([50, num(rotation)]);
    this.add([100, 'AcDbText']);
  }

  /** Multi-line text, top-left attached, wrapped at `width`; lines joined with the MTEXT paragraph code. */
  mtext(layer: string, [x, y]: Point, height: number, width: number, lines: readonly string[]): void {
    this.start('MTEXT', layer, 'AcDbMText');
    this.add([10, num(x)], [20, num(y)], [30, '0.0'], [40, num(height)], [41, num(width)], [71, 1], [72, 1]);
    this.add([1, lines.map((line) => toAscii(line).replace(/[\\{}]/g, '')).join('\\P')]);
  }

  /** A hatch bounded by one closed polyline: a solid fill or the ANSI31 diagonal pattern. */
  hatch(layer: string, boundary: readonly Point[], pattern: 'SOLID' | 'ANSI31' | 'ANSI37' | 'AR-SAND', scale = 1): void {
    const solid = pattern === 'SOLID';
    this.start('HATCH', layer, 'AcDbHatch');
    this.add([10, '0.0'], [20, '0.0'], [30, '0.0'], [210, '0.0'], [220, '0.0'], [230, '1.0']);
    this.add([2, pattern], [70, solid ? 1 : 0], [71, 0], [91, 1]);
    this.add([92, 3], [72, 0], [73, 1], [93, boundary.length]);
    for (const [x, y] of boundary) this.add([10, num(x)], [20, num(y)]);
    this.add([97, 0], [75, 0], [76, 1]);
    if (!solid) {
      const lines = pattern === 'ANSI37' ? [45, 135] : [45];
      this.add([52, '0.0'], [41, num(scale)], [77, 0], [78, lines.length]);
      for (const angle of lines) this.add([53, num(angle)], [43, '0.0'], [44, '0.0'], [45, num(-0.0884 * scale)], [46, num(0.0884 * scale)], [79, 0]);
    }
    this.add([98, 0]);
  }

  insert(layer: string, block: string, [x, y]: Point, scale = 1, rotation = 0): void {
    this.start('INSERT', layer, 'AcDbBlockReference');
    this.add([2, block], [10, num(x)], [20, num(y)], [30, '0.0']);
    if (scale !== 1) this.add([41, num(scale)], [42, num(scale)], [43, num(scale)]);
    if (rotation) this.add([50, num(rotation)]);
  }

  /** A rotated linear DIMENSION (0° horizontal, 90° vertical) whose graphics live in block `block`. */
  dimension(layer: string, block: string, from: Point, to: Point, line: Point, textAt: Point, angle: number, measurement: number): void {
    this.start('DIMENSION', layer, 'AcDbDimension');
    this.add([2, block], [10, num(line[0])], [20, num(line[1])], [30, '0.0'], [11, num(textAt[0])], [21, num(textAt[1])], [31, '0.0']);
    this.add([70, 32], [71, 5], [42, num(measurement)], [3, 'Standard'], [100, 'AcDbAlignedDimension']);
    this.add([13, num(from[0])], [23, num(from[1])], [33, '0.0'], [14, num(to[0])], [24, num(to[1])], [34, '0.0']);
    this.add([50, num(angle)], [100, 'AcDbRotatedDimension']);
  }
}

interface BlockDef {
  name: string;
  record: string;
  begin: string;
  end: string;
  body: EntitySink;
}

export class DxfWriter {
  private handle = 0x20;
  private readonly modelRecord = this.next();
  private readonly paperRecord = this.next();
  readonly model = new EntitySink(() => this.next(), this.modelRecord);
  private readonly blocks: BlockDef[] = [];
  private dimensionCount = 0;

  constructor(private readonly layers: readonly LayerDef[]) {}

  next(): string {
    return (this.handle++).toString(16).toUpperCase();
  }

  /** A block definition whose body the caller draws; INSERT it by name. */
  block(name: string): EntitySink {
    const record = this.next();
    const def: BlockDef = { name, record, begin: this.next(), end: this.next(), body: new EntitySink(() => this.next(), record) };
    this.blocks.push(def);
    return def.body;
  }

  /** The next anonymous dimension block name: *D1, *D2, ... */
  dimensionBlock(): { name: string; body: EntitySink } {
    this.dimensionCount++;
    const name = `*D${this.dimensionCount}`;
    return { name, body: this.block(name) };
  }

  toString(extents: { min: Point; max: Point }): string {
    const out = new PairList();
    const seedAt = () => this.handle.toString(16).toUpperCase();
    out.add([0, 'SECTION'], [2, 'HEADER']);
    out.add([9, '$ACADVER'], [1, 'AC1015'], [9, '$DWGCODEPAGE'], [3, 'ANSI_1252']);
    out.add([9, '$INSBASE'], [10, '0.0'], [20, '0.0'], [30, '0.0']);
    out.add([9, '$EXTMIN'], [10, num(extents.min[0])], [20, num(extents.min[1])], [30, '0.0']);
    out.add([9, '$EXTMAX'], [10, num(extents.max[0])], [20, num(extents.max[1])], [30, '0.0']);
    out.add([9, '$LIMMIN'], [10, num(extents.min[0])], [20, num(extents.min[1])]);
    out.add([9, '$LIMMAX'], [10, num(extents.max[0])], [20, num(extents.max[1])]);
    out.add([9, '$INSUNITS'], [70, 1], [9, '$MEASUREMENT'], [70, 0], [9, '$LUNITS'], [70, 4], [9, '$DIMSCALE'], [40, '1.0']);
    const handseed = out.pairs.length;
    out.add([9, '$HANDSEED'], [5, 'FFFF']);
    out.add([0, 'ENDSEC'], [0, 'SECTION'], [2, 'CLASSES'], [0, 'ENDSEC']);
    this.writeTables(out);
    this.writeBlocks(out);
    out.add([0, 'SECTION'], [2, 'ENTITIES'], ...this.model.pairs, [0, 'ENDSEC']);
    this.writeObjects(out);
    out.add([0, 'EOF']);
    out.pairs[handseed + 1] = [5, seedAt()];
    return out.pairs.map(([code, value]) => `${String(code).padStart(3)}\n${value}\n`).join('');
  }

  private table(out: PairList, name: string, count: number, entries: () => void): void {
    out.add([0, 'TABLE'], [2, name], [5, this.next()], [330, '0'], [100, 'AcDbSymbolTable'], [70, count]);
    entries();
    out.add([0, 'ENDTAB']);
  }

  private record(out: PairList, type: string, subclass: string): void {
    out.add([0, type], [5, this.next()], [100, 'AcDbSymbolTableRecord'], [100, subclass]);
  }

  private writeTables(out: PairList): void {
    out.add([0, 'SECTION'], [2, 'TABLES']);
    this.table(out, 'VPORT', 1, () => {
      this.record(out, 'VPORT', 'AcDbViewportTableRecord');
      out.add([2, '*ACTIVE'], [70, 0], [10, '0.0'], [20, '0.0'], [11, '1.0'], [21, '1.0'], [12, '0.0'], [22, '0.0'], [40, '100.0'], [41, '1.5']);
    });
    this.table(out, 'LTYPE', LINETYPES.length + 2, () => {
      for (const name of ['ByBlock', 'ByLayer']) {
        this.record(out, 'LTYPE', 'AcDbLinetypeTableRecord');
        out.add([2, name], [70, 0], [3, ''], [72, 65], [73, 0], [40, '0.0']);
      }
      for (const [name, description, pattern] of LINETYPES) {
        this.record(out, 'LTYPE', 'AcDbLinetypeTableRecord');
        out.add([2, name], [70, 0], [3, description], [72, 65], [73, pattern.length], [40, num(pattern.reduce((sum, dash) => sum + Math.abs(dash), 0))]);
        for (const dash of pattern) out.add([49, num(dash)], [74, 0]);
      }
    });
    this.table(out, 'LAYER', this.layers.length + 1, () => {
      for (const layer of [{ name: '0', color: 7 }, ...this.layers] as LayerDef[]) {
        this.record(out, 'LAYER', 'AcDbLayerTableRecord');
        out.add([2, layer.name], [70, 0], [62, layer.color], [6, layer.linetype ?? 'CONTINUOUS']);
      }
    });
    this.table(out, 'STYLE', 1, () => {
      this.record(out, 'STYLE', 'AcDbTextStyleTableRecord');
      out.add([2, 'Standard'], [70, 0], [40, '0.0'], [41, '1.0'], [50, '0.0'], [71, 0], [42, '2.5'], [3, 'txt'], [4, '']);
    });
    this.table(out, 'VIEW', 0, () => {});
    this.table(out, 'UCS', 0, () => {});
    this.table(out, 'APPID', 1, () => {
      this.record(out, 'APPID', 'AcDbRegAppTableRecord');
      out.add([2, 'ACAD'], [70, 0]);
    });
    this.table(out, 'DIMSTYLE', 1, () => {
      out.add([0, 'DIMSTYLE'], [105, this.next()], [100, 'AcDbSymbolTableRecord'], [100, 'AcDbDimStyleTableRecord'], [2, 'Standard'], [70, 0]);
    });
    const records: ReadonlyArray<readonly [string, string]> = [
      ['*Model_Space', this.modelRecord],
      ['*Paper_Space', this.paperRecord],
      ...this.blocks.map((b) => [b.name, b.record] as const),
    ];
    this.table(out, 'BLOCK_RECORD', records.length, () => {
      for (const [name, handle] of records) out.add([0, 'BLOCK_RECORD'], [5, handle], [100, 'AcDbSymbolTableRecord'], [100, 'AcDbBlockTableRecord'], [2, name]);
    });
    out.add([0, 'ENDSEC']);
  }

  private writeBlocks(out: PairList): void {
    out.add([0, 'SECTION'], [2, 'BLOCKS']);
    const spaces: BlockDef[] = [
      { name: '*Model_Space', record: this.modelRecord, begin: this.next(), end: this.next(), body: new EntitySink(() => this.next(), this.modelRecord) },
      { name: '*Paper_Space', record: this.paperRecord, begin: this.next(), end: this.next(), body: new EntitySink(() => this.next(), this.paperRecord) },
    ];
    for (const block of [...spaces, ...this.blocks]) {
      const anonymous = block.name.startsWith('*D') ? 1 : 0;
      out.add([0, 'BLOCK'], [5, block.begin], [330, block.record], [100, 'AcDbEntity'], [8, '0'], [100, 'AcDbBlockBegin']);
      out.add([2, block.name], [70, anonymous], [10, '0.0'], [20, '0.0'], [30, '0.0'], [3, block.name], [1, '']);
      out.pairs.push(...block.body.pairs);
      out.add([0, 'ENDBLK'], [5, block.end], [330, block.record], [100, 'AcDbEntity'], [8, '0'], [100, 'AcDbBlockEnd']);
    }
    out.add([0, 'ENDSEC']);
  }

  private writeObjects(out: PairList): void {
    const root = this.next();
    const groups = this.next();
    out.add([0, 'SECTION'], [2, 'OBJECTS']);
    out.add([0, 'DICTIONARY'], [5, root], [330, '0'], [100, 'AcDbDictionary'], [281, 1], [3, 'ACAD_GROUP'], [350, groups]);
    out.add([0, 'DICTIONARY'], [5, groups], [330, root], [100, 'AcDbDictionary'], [281, 1]);
    out.add([0, 'ENDSEC']);
  }
}
