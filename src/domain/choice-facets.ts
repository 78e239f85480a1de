import { PRODUCT_TEMPLATES } from './product-data/templates';
import type { ProductTemplate } from './product-data/template';
import { slugify } from './slug';

/**
 * Facets on the product record's choices (issue 23): every enumeration or boolean property a template marks as a
 * facet (material, core, edge, glazing, seismic…). A property id means the same thing in every family, so one
 * facet gathers the values of every template that has it ("Material": polyisocyanurate, mineral fiber…). The URL
 * names the facet after the property (`?material=polyisocyanurate&seismic=yes`) and each value by its slug; a
 * property id that another query field already uses (`format`) is named `product-{id}`.
 */
interface ChoiceValue {
  /** In the URL. */
  slug: string;
  /** As the record stores it: the enumeration's text, or true / false. */
  stored: string | boolean;
  label: string;
}

export interface ChoiceFacet {
  /** The query field. */
  name: string;
  property: string;
  label: string;
  values: readonly ChoiceValue[];
}

/** Query fields of the pages and APIs that list items, which a choice facet may not take. */
const TAKEN = new Set([
  'manufacturer', 'division', 'section', 'format', 'updated', 'declaration', 'gwp', 'fire-rating', 'stc', 'r-value', 'u-factor',
  'page', 'sort', 'q', 'exact', 'compare', 'type', 'valid', 'declaredUnit', 'gwpMax', 'ids', 'back', 'company', 'done', 'view', 'limit', 'cursor',
]);

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).replace(/-/g, ' ');

/** The choice facets of these templates, in the order their properties first appear. */
function choiceFacetsOf(templates: readonly ProductTemplate[]): ChoiceFacet[] {
  const byProperty = new Map<string, { names: Set<string>; values: ChoiceValue[]; boolean: boolean }>();
  for (const template of templates) {
    for (const def of template.properties) {
      if (!def.facet || (def.type !== 'enumeration' && def.type !== 'boolean')) continue;
      const entry = byProperty.get(def.id) ?? { names: new Set<string>(), values: [], boolean: def.type === 'boolean' };
      byProperty.set(def.id, entry);
      entry.names.add(def.name);
      if (def.type === 'boolean') continue;
      for (const value of def.values ?? []) {
        if (!entry.values.some((v) => v.stored === value)) entry.values.push({ slug: slugify(value), stored: value, label: value });
      }
    }
  }
  return [...byProperty].map(([property, entry]) => ({
    name: TAKEN.has(property) ? `product-${property}` : property,
    property,
    // Families that name the property differently ("Grade and type (ASTM C216)", "ANSI/BHMA grade") share its plain name.
    label: entry.names.size === 1 ? [...entry.names][0] : sentenceCase(property),
    values: entry.boolean
      ? [
          { slug: 'yes', stored: true, label: 'Yes' },
          { slug: 'no', stored: false, label: 'No' },
        ]
      : entry.values,
  }));
}

export const CHOICE_FACETS: readonly ChoiceFacet[] = choiceFacetsOf(PRODUCT_TEMPLATES);
const BY_NAME = new Map(CHOICE_FACETS.map((f) => [f.name, f]));

export const CHOICE_FACET_NAMES: readonly string[] = CHOICE_FACETS.map((f) => f.name);

export function choiceFacet(name: string): ChoiceFacet | undefined {
  return BY_NAME.get(name);
}

/** The facet values a record's stored properties hold, by facet name (for counting in memory). */
export function choiceValuesOf(properties: Readonly<Record<string, unknown>> | null): [string, string][] {
  if (!properties) return [];
  return CHOICE_FACETS.flatMap((facet) => {
    const stored = properties[facet.property];
    const held = Array.isArray(stored) ? stored : [stored];
    return facet.values.filter((v) => held.includes(v.stored)).map((v): [string, string] => [facet.name, v.slug]);
  });
}
