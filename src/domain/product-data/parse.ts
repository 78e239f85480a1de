import type { ProductTemplate, PropertyDefinition } from './template';
import { sameQuantity, toCanonical, unitSymbol, type UnitId } from './units';
import type { PropertyValue, PropertyValues } from './values';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "1-3/4" → 1.75, "3/4" → 0.75, "2,500" → 2500, "0.29" → 0.29; NaN for anything else. */
export function parseTradeNumber(text: string): number {
  const t = text.trim().replace(/,/g, '');
  const mixed = /^(\d+)[- ](\d+)\/(\d+)$/.exec(t);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const fraction = /^(\d+)\/(\d+)$/.exec(t);
  if (fraction) return Number(fraction[1]) / Number(fraction[2]);
  return /^-?\d+(\.\d+)?$|^-?\.\d+$/.test(t) ? Number(t) : Number.NaN;
}

const NUMBER = String.raw`-?\d[\d,]*(?:\.\d+)?(?:[- ]\d+\/\d+)?|\d+\/\d+`;
/** Words the trade writes for a unit besides its symbol. */
const UNIT_WORDS: Partial<Record<UnitId, string[]>> = {
  in: ['inches', 'inch', '"'],
  ft: ['feet', 'foot', "'"],
  min: ['minutes', 'minute'],
  h: ['hours', 'hour'],
  yr: ['years', 'year'],
  percent: ['percent'],
  psf: ['psf'],
};

function unitPattern(unit: UnitId): string {
  const words = [unitSymbol(unit), ...(UNIT_WORDS[unit] ?? [])].filter(Boolean).map(escape);
  return words.length ? `(?:\\s*(?:${words.join('|')}))?` : '';
}

/** A pattern for one number of a measured property in its display unit, with one capture group. */
function numberPattern(def: PropertyDefinition): string {
  const unit = (def.display ?? def.unit) as UnitId;
  if (def.format) return escape(def.format).replace('\\{\\}', `(${NUMBER})`);
  return `(${NUMBER})${unitPattern(unit)}`;
}

function measured(def: PropertyDefinition, text: string): number | null {
  const n = parseTradeNumber(text);
  return Number.isFinite(n) ? toCanonical(n, (def.display ?? def.unit) as UnitId) : null;
}

/** A length written in feet and inches, 3'-0" or 7' 2-1/2", as the trade dimensions doors and openings. */
function feetAndInches(def: PropertyDefinition, text: string): number | null {
  if (!def.unit || !sameQuantity(def.unit as UnitId, 'in')) return null;
  const m = /^(\d+)\s*'\s*(?:-?\s*(\d+(?:[- ]\d+\/\d+)?|\d+\/\d+)\s*(?:"|in)?)?$/.exec(text);
  if (!m) return null;
  const inches = Number(m[1]) * 12 + (m[2] ? parseTradeNumber(m[2]) : 0);
  return Number.isFinite(inches) ? toCanonical(inches, 'in') : null;
}

/** A number with the property's canonical SI unit written out ("5400 s", "0.9144 m"): taken as it is. */
function canonicalNumber(def: PropertyDefinition, text: string): number | null {
  const symbol = def.unit ? unitSymbol(def.unit as UnitId) : '';
  if (!symbol || def.display === undefined || def.display === def.unit) return null;
  const m = new RegExp(`^(${NUMBER})\\s*${escape(symbol)}$`).exec(text);
  return m ? measured({ ...def, display: def.unit }, m[1]) : null;
}

/**
 * A value written as the pages print it ("60 min", "R-30", "1-3/4 in", "2–6", "Yes", "AW-PG70") or as a person
 * types it into a form or a spreadsheet cell, in the display unit; null when it cannot be read.
 */
export function parseDisplayValue(def: PropertyDefinition, text: string): PropertyValue | null {
  const t = text.trim();
  if (t === '') return null;
  switch (def.type) {
    case 'boolean':
      if (/^(yes|true|y|1)$/i.test(t)) return true;
      if (/^(no|false|n|0)$/i.test(t)) return false;
      return null;
    case 'text':
      return t;
    case 'enumeration': {
      const find = (v: string) => def.values!.find((allowed) => allowed.toLowerCase() === v.trim().toLowerCase());
      if (!def.multiple) return find(t) ?? null;
      const all = t.split(/\s*[,;]\s*/).map(find);
      return all.every(Boolean) ? (all as string[]) : null;
    }
    case 'number': {
      const m = new RegExp(`^${numberPattern(def)}$`, 'i').exec(t);
      if (m) return measured(def, m[1]);
      // A bare number is in the display unit, whatever the printed form ("16" for "16-gauge").
      if (new RegExp(`^(?:${NUMBER})$`).test(t)) return measured(def, t);
      return feetAndInches(def, t) ?? canonicalNumber(def, t);
    }
    case 'range': {
      const m = new RegExp(`^(${NUMBER})\\s*(?:–|—|to| - )\\s*(${NUMBER})${unitPattern((def.display ?? def.unit) as UnitId)}$`, 'i').exec(t)
        ?? new RegExp(`^(\\d+(?:\\.\\d+)?)-(\\d+(?:\\.\\d+)?)$`).exec(t);
      if (!m) return null;
      const [min, max] = [measured(def, m[1]), measured(def, m[2])];
      return min === null || max === null ? null : { min, max };
    }
  }
}

/**
 * What a product's prose states of its template's properties, read through each property's phrase
 * ("{} cold-rolled steel face sheets", "U-factor {}"). Only what the text says is taken; the rest stays unstated.
 */
export function valuesFromProse(template: ProductTemplate, prose: string): PropertyValues {
  const values: PropertyValues = {};
  for (const def of template.properties) {
    if (!def.phrase || def.type === 'text') continue;
    let slot: string;
    if (def.type === 'enumeration') slot = `(${def.values!.map(escape).join('|')})`;
    else if (def.type === 'number') slot = numberPattern(def);
    else continue;
    const m = new RegExp(escape(def.phrase).replace('\\{\\}', slot), 'i').exec(prose);
    if (!m) continue;
    const value = def.type === 'enumeration' ? parseDisplayValue({ ...def, multiple: false }, m[1]) : measured(def, m[1]);
    if (value !== null) values[def.id] = def.multiple && typeof value === 'string' ? [value] : value;
  }
  const cited = template.properties.find((d) => d.id === 'standards');
  if (cited?.values) {
    const found = cited.values.filter((s) => prose.includes(s));
    if (found.length) values.standards = found;
  }
  return values;
}
