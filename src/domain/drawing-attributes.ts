import { dataSheetRows } from './product-data/data-sheet';
import type { ProductTemplate, PropertyGroup } from './product-data/template';
import { fromCanonical } from './product-data/units';
import type { PropertyValues } from './product-data/values';

/**
 * What a product's files (data sheet, drawings, models) state about it: its typed record, read through
 * its template, so a file and the product page never disagree. No fact is parsed back out of prose.
 */
export interface ProductRecord {
  template: ProductTemplate;
  values: PropertyValues;
  tradename: string | null;
  /** Titles of the product's other downloadable files, in the order its page lists them. */
  documents: readonly string[];
}

interface DrawnRow {
  /** The data sheet's label: 'Sound transmission class (STC)'. */
  label: string;
  /** The data sheet's display value: 'STC 45', '1-3/4 in', '90 min'; several joined by '; '. */
  value: string;
}

/** Data-sheet groups a drawing states: ratings and sizes, not finishes, standards or warranty. */
const DRAWN_GROUPS: ReadonlySet<PropertyGroup> = new Set(['performance', 'dimensions']);

/** The ratings and sizes of a record as its data sheet prints them, one row per label, in template order. */
export function drawnRows(record: Pick<ProductRecord, 'template' | 'values'>): DrawnRow[] {
  const byLabel = new Map<string, DrawnRow>();
  for (const row of dataSheetRows(record.template, record.values)) {
    if (!DRAWN_GROUPS.has(row.group)) continue;
    const known = byLabel.get(row.label);
    if (known) known.value = `${known.value}; ${row.value}`;
    else byLabel.set(row.label, { label: row.label, value: row.value });
  }
  return [...byLabel.values()];
}

/** Sizes a drawing is drawn from, in inches; null where the record states none. */
interface RecordDimensions {
  width: number | null;
  height: number | null;
  thickness: number | null;
  jambDepth: number | null;
  leadLining: number | null;
}

/** A length in inches to the nearest 1/64 (what a drawing can show), so 0.9144 m is drawn 36 in, not 35.99999. */
function inches(values: PropertyValues, id: string): number | null {
  const value = values[id];
  const metres = typeof value === 'number' ? value : value && typeof value === 'object' && !Array.isArray(value) ? value.max : null;
  return metres !== null && metres > 0 ? Math.round(fromCanonical(metres, 'in') * 64) / 64 : null;
}

/** The record's lengths (stored in metres) in inches; a range is drawn at its largest size. */
export function recordDimensions(record: Pick<ProductRecord, 'values'>): RecordDimensions {
  const v = record.values;
  return {
    width: inches(v, 'width'),
    height: inches(v, 'height'),
    thickness: inches(v, 'thickness'),
    jambDepth: inches(v, 'jamb-depth'),
    leadLining: inches(v, 'lead-lining'),
  };
}
