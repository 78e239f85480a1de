import { describeValue } from '../../src/domain/product-data/display';
import type { ProductTemplate, PropertyDefinition } from '../../src/domain/product-data/template';
import { shippedTemplate } from '../../src/domain/product-data/templates';
import { toCanonical, type UnitId } from '../../src/domain/product-data/units';
import type { PropertyValue, PropertyValues } from '../../src/domain/product-data/values';
import { validateProperties } from '../../src/domain/product-data/values';
import { Rng } from './prng';
import { stableHash } from '../../src/domain/stable-hash';
import type { Family } from './vocab-types';

/** A product's typed record and the words every artifact of it is written from. */
interface ProductRecord {
  template: ProductTemplate;
  values: PropertyValues;
  /** The record's properties as the description says them, in template order. */
  phrases: string[];
  standards: string[];
}

/** Properties the description leaves to the data sheet: sizes the whole family shares, and the record's fine print. */
const NOT_DESCRIBED = new Set(['standards', 'warranty', 'width', 'height']);
/** How many standards a product cites. */
const STANDARDS_CITED = 2;

function typicalValue(def: PropertyDefinition, rng: Rng): PropertyValue | undefined {
  if (!def.typical || def.typical.length === 0) return undefined;
  const picked = rng.pick(def.typical);
  if (def.type === 'range' && typeof picked === 'string') {
    const [min, max] = picked.split('-').map(Number);
    return { min: toCanonical(min, def.display as UnitId), max: toCanonical(max, def.display as UnitId) };
  }
  if (typeof picked === 'number' && def.unit) return toCanonical(picked, (def.display ?? def.unit) as UnitId);
  return picked;
}

/**
 * The record of one product, drawn from its template's typical values on a stream of its own (named by the
 * product), so adding a property never shifts the rest of the catalog. A family can pin values per noun (a
 * lead-lined door has its lining; a mineral wool board its standard), and rated families set fire ratings.
 */
export function productRecord(family: Family, noun: string, name: string, fireRatingMinutes: number | null, warrantyYears: number): ProductRecord | null {
  if (!family.template) return null;
  const template = shippedTemplate(family.template);
  if (!template) throw new Error(`family ${family.heading}: no template ${family.template}`);
  const rng = new Rng(stableHash(`record|${name}`));
  const pinned = family.byNoun?.[noun] ?? {};
  const raw: Record<string, unknown> = {};
  for (const def of template.properties) {
    if (def.id in pinned) {
      const v = pinned[def.id];
      raw[def.id] = typeof v === 'number' && def.unit ? toCanonical(v, (def.display ?? def.unit) as UnitId) : v;
    } else if (def.id === 'fire-rating' && family.fireRated) {
      if (fireRatingMinutes !== null) raw[def.id] = toCanonical(fireRatingMinutes, 'min');
    } else if (def.id === 'warranty') {
      raw[def.id] = warrantyYears;
    } else if (def.id === 'standards') {
      raw[def.id] = rng.sample(def.values ?? [], Math.min(STANDARDS_CITED, def.values?.length ?? 0));
    } else {
      const v = typicalValue(def, rng);
      if (v !== undefined) raw[def.id] = v;
    }
  }
  const checked = validateProperties(template, raw);
  if (!checked.ok) throw new Error(`${name}: ${checked.errors.map((e) => `${e.property} ${e.message}`).join('; ')}`);
  const values = family.derive ? family.derive(checked.values, template) : checked.values;
  const phrases = template.properties
    .filter((def) => !NOT_DESCRIBED.has(def.id) && values[def.id] !== undefined && values[def.id] !== false)
    .map((def) => describeValue(def, values[def.id]));
  const cited = values.standards;
  return { template, values, phrases, standards: Array.isArray(cited) ? cited : [] };
}
