import type { ProductTemplate, PropertyDefinition } from '../product-data/template';
import { fromCanonical, unitSymbol, type UnitId } from '../product-data/units';

/** The columns every import sheet starts with; one column per template property id follows. */
export const FIXED_COLUMNS = ['code', 'name', 'tradename', 'section', 'template'] as const;
type FixedColumn = (typeof FIXED_COLUMNS)[number];

export const FIXED_COLUMN_HELP: Record<FixedColumn, string> = {
  code: 'Your own product code: the key that ties a row to one of your products (required, up to 40 letters, digits and . _ / -)',
  name: 'Product name as architects read it (required)',
  tradename: 'Trade name or model (optional)',
  section: 'MasterFormat 2004 section number, e.g. 08 11 13 (required)',
  template: 'The product data template, e.g. hollow-metal-doors (required)',
};

/** A header cell as a column id: "Fire-Rating (min)" and " fire-rating " both read as fire-rating. */
export function columnIdOf(header: string): string {
  return header.replace(/\s*\(.*\)\s*$/, '').trim().toLowerCase();
}

function displayUnit(def: PropertyDefinition): UnitId | null {
  return (def.display ?? def.unit ?? null) as UnitId | null;
}

/** The unit a property's cells are written in, as the header note states it ("min", "in"), or null. */
export function cellUnit(def: PropertyDefinition): string | null {
  const unit = displayUnit(def);
  return unit ? unitSymbol(unit) || null : null;
}

/** A canonical bound as the display unit writes it, rounded to what a person types. */
export function displayBound(def: PropertyDefinition, canonical: number | undefined): number | undefined {
  const unit = displayUnit(def);
  if (canonical === undefined || !unit) return undefined;
  return Number(fromCanonical(canonical, unit).toPrecision(6));
}

/** How to fill one property's cells: the sentence of the header note and the description sheet. */
export function columnHelp(def: PropertyDefinition): string {
  const parts = [def.name];
  const unit = cellUnit(def);
  if (def.type === 'number') parts.push(unit ? `a number in ${unit}` : 'a number');
  if (def.type === 'range') parts.push(unit ? `a range such as 2–6 in ${unit}` : 'a range such as 2–6');
  if (def.type === 'boolean') parts.push('Yes or No');
  if (def.type === 'text') parts.push('text, up to 200 characters');
  if (def.type === 'enumeration') parts.push(def.multiple ? `one or more of (comma-separated): ${def.values!.join(', ')}` : `one of: ${def.values!.join(', ')}`);
  const [min, max] = [displayBound(def, def.min), displayBound(def, def.max)];
  if (min !== undefined && max !== undefined) parts.push(`from ${min} to ${max}`);
  else if (min !== undefined) parts.push(`at least ${min}`);
  else if (max !== undefined) parts.push(`at most ${max}`);
  if (def.required) parts.push('required');
  return parts.join('; ');
}

/** The header row of a template's blank sheet. */
export function templateColumns(template: ProductTemplate): string[] {
  return [...FIXED_COLUMNS, ...template.properties.map((p) => p.id)];
}
