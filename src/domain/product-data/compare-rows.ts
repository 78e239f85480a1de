import { displayValue } from './display';
import type { PropertyDefinition, ProductTemplate } from './template';
import { unitSymbol, type UnitId } from './units';
import type { PropertyValues } from './values';

/** One compared product's record: its template (null when it has none) and its values. */
export interface ComparedRecord {
  template: ProductTemplate | null;
  values: PropertyValues;
}

/** One row of a comparison: a property, and each product's display value (null: not stated). */
interface CompareRow {
  id: string;
  name: string;
  group: string;
  /** The display unit's symbol ("min", "in", "W/(m²·K)"), or null for values without a unit. */
  unit: string | null;
  cells: (string | null)[];
  /** The products do not all say the same (a missing value differs from a stated one). */
  differs: boolean;
}

function unitOf(def: PropertyDefinition): string | null {
  const unit = def.display ?? def.unit;
  return unit ? unitSymbol(unit as UnitId) || null : null;
}

/**
 * The union of the products' templates' properties, in the order they first appear, each with
 * every product's display value. Shared property ids mean the same thing in every family, so a
 * fire rating of a door and of a frame land on one row.
 */
export function compareRows(records: readonly ComparedRecord[]): CompareRow[] {
  const defs = new Map<string, PropertyDefinition>();
  for (const r of records) for (const def of r.template?.properties ?? []) if (!defs.has(def.id)) defs.set(def.id, def);
  return [...defs.values()].map((def) => {
    const cells = records.map((r) => {
      const own = r.template?.properties.find((d) => d.id === def.id);
      const value = r.values[def.id];
      return own && value !== undefined ? displayValue(own, value) : null;
    });
    return { id: def.id, name: def.name, group: def.group, unit: unitOf(def), cells, differs: new Set(cells).size > 1 };
  });
}

/** A product's global warming potential as its newest current EPD declares it. */
export interface DeclaredGwp {
  gwp: number;
  declaredUnit: string | null;
}

/**
 * The GWP row: each product's value per its declared unit. Values are only compared (a
 * difference marked) when every stated one is per the same declared unit; otherwise
 * `comparable` is false and the page says so instead.
 */
export function gwpRow(declared: readonly (DeclaredGwp | null)[]): { cells: (string | null)[]; comparable: boolean; differs: boolean } {
  const units = new Set(declared.flatMap((d) => (d ? [d.declaredUnit ?? ''] : [])));
  const comparable = units.size === 1 && !units.has('');
  const cells = declared.map((d) =>
    d ? `${d.gwp.toLocaleString('en-US', { maximumFractionDigits: 2 })} kg CO2e${d.declaredUnit ? ` per ${d.declaredUnit}` : ''}` : null,
  );
  return { cells, comparable, differs: comparable && new Set(cells).size > 1 };
}
