import { displayValue } from '../../src/domain/product-data/display';
import type { ProductPlan } from './model';

/** A specification paragraph drawn from the records: a value stated, or a blank with the choices the records hold. */
interface RecordDraft {
  text: string;
  options?: string[];
}

/** Properties the MATERIALS article does not offer: standards go to the references, the warranty to its article. */
const ELSEWHERE = new Set(['standards', 'warranty']);
const byNumber = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

/**
 * One paragraph per property where the section's products of a family leave a choice: several products
 * differing, one product holding several values, or a range. A value every product shares is stated in
 * the products' own paragraphs, not offered.
 */
export function familyChoices(heading: string, products: readonly ProductPlan[]): RecordDraft[] {
  const template = products.find((p) => p.record)?.record?.template;
  if (!template) return [];
  const drafts: RecordDraft[] = [];
  for (const def of template.properties) {
    if (ELSEWHERE.has(def.id)) continue;
    const shown = new Set<string>();
    let ranged = false;
    for (const p of products) {
      const value = p.record?.template.id === template.id ? p.record.values[def.id] : undefined;
      if (value === undefined) continue;
      if (Array.isArray(value)) for (const v of value) shown.add(v);
      else {
        ranged ||= typeof value === 'object';
        shown.add(displayValue(def, value));
      }
    }
    const label = `${heading}, ${def.name.charAt(0).toLowerCase()}${def.name.slice(1)}`;
    if (shown.size > 1) drafts.push({ text: `${label}: [____].`, options: [...shown].sort(byNumber) });
    else if (ranged) drafts.push({ text: `${label}: [____], within ${[...shown][0]}.` });
  }
  return drafts;
}

/** The warranty terms (years) the records of these products state, shortest first. */
export function warrantyTerms(products: readonly ProductPlan[]): number[] {
  const years = products.flatMap((p) => (typeof p.record?.values.warranty === 'number' ? [p.record.values.warranty] : []));
  return [...new Set(years)].sort((a, b) => a - b);
}
