import { recordDimensions, type ProductRecord } from '../../domain/drawing-attributes';
import { stableHash } from '../../domain/stable-hash';

export { stableHash };

/** What a generated download is about; built by the seed and by the download service. */
export interface FileSubject {
  contentType: string;
  title: string;
  filename: string;
  companyName: string;
  productName: string | null;
  section: string | null;
  description: string;
  /** The product's typed record, when the file belongs to a product with one: every fact its files state. */
  productRecord?: ProductRecord | null;
  date: Date;
  /** Text of the pages after the title page (catalog pages, spec parts, data sheet text). */
  pages?: string[];
}

export interface RenderedFile {
  filename: string;
  mime: string;
  body: Uint8Array | string;
}

export type ElementKind = 'door' | 'window' | 'panel';

const DOOR_WORDS = /\b(door|doors|entrance|frame|storefront|exit device|lockset|closer)\b/i;
const WINDOW_WORDS = /\b(window|windows|skylight|glass|glazing|curtain wall)\b/i;

/** IFC classes of sheets and boards: drawn as panels whatever their names say ("Glass-Mat Sheathing" is no window). */
const PANEL_CLASSES = new Set(['IfcCovering', 'IfcWall', 'IfcPlate', 'IfcSlab', 'IfcRoof']);

/** Door, window or generic panel: from the record's IFC class, else the product name, the title and the CSI section. */
export function elementKind(subject: FileSubject): ElementKind {
  const ifcClass = subject.productRecord?.template.ifcClass;
  if (ifcClass === 'IfcDoor') return 'door';
  if (ifcClass === 'IfcWindow' || ifcClass === 'IfcCurtainWall') return 'window';
  if (ifcClass !== undefined && PANEL_CLASSES.has(ifcClass)) return 'panel';
  const text = `${subject.productName ?? ''} ${subject.title}`;
  if (DOOR_WORDS.test(text)) return 'door';
  if (WINDOW_WORDS.test(text)) return 'window';
  const section = subject.section ?? '';
  if (/^08 [1-4]/.test(section)) return 'door';
  if (/^08 [5-8]/.test(section)) return 'window';
  return 'panel';
}

/** Overall width and height in inches: the record's, else typical sizes chosen by a hash of the subject. */
export function elementSize(subject: FileSubject, kind: ElementKind): { width: number; height: number } {
  const stated = subject.productRecord ? recordDimensions(subject.productRecord) : null;
  const fallback = typicalSize(subject, kind);
  return { width: stated?.width ?? fallback.width, height: stated?.height ?? fallback.height };
}

function typicalSize(subject: FileSubject, kind: ElementKind): { width: number; height: number } {
  const h = stableHash(`${subject.companyName}|${subject.productName ?? subject.title}`);
  const sizes: Record<ElementKind, ReadonlyArray<readonly [number, number]>> = {
    door: [[36, 84], [36, 96], [42, 84], [48, 96], [72, 84]],
    window: [[36, 48], [48, 60], [60, 72], [36, 72], [72, 60]],
    panel: [[48, 96], [24, 48], [36, 36], [48, 48], [60, 24]],
  };
  const [width, height] = sizes[kind][h % sizes[kind].length];
  return { width, height };
}

/** Usual leaf, sash or panel thickness in inches, when the product states none. */
const DEFAULT_THICKNESS: Record<ElementKind, number> = { door: 1.75, window: 2.5, panel: 1 };

/** Thickness of the leaf, sash or panel: what the record states, else its family's usual one. */
export function elementThickness(subject: FileSubject, kind: ElementKind): number {
  const stated = subject.productRecord ? recordDimensions(subject.productRecord).thickness : null;
  return stated && stated > 0 && stated < 24 ? stated : DEFAULT_THICKNESS[kind];
}

/** Feet-and-inches label: 42 → 3'-6". */
export function feetInches(inches: number): string {
  return `${Math.floor(inches / 12)}'-${inches % 12}"`;
}

/** Plain ASCII for formats that expect it (DXF text). */
export function toAscii(text: string): string {
  return text
    .replace(/[–—]/g, '-')
    .replace(/®/g, '(R)')
    .replace(/™/g, '(TM)')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/°/g, ' deg')
    .replace(/±/g, '+/-')
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '');
}
