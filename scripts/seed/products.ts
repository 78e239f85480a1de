import { productAttributes } from '../../src/domain/product-attributes';
import { dataSheetRows } from '../../src/domain/product-data/data-sheet';
import { productRecord } from './product-record';
import { shippedTemplate } from '../../src/domain/product-data/templates';
import { fromCanonical } from '../../src/domain/product-data/units';
import type { PropertyValues } from '../../src/domain/product-data/values';
import { publishedDate } from './dates';
import type { CompanyPlan, ProductPlan } from './model';
import type { Rng } from './prng';
import { stableHash } from '../../src/domain/stable-hash';
import { ADJECTIVES, MARKS, SERIES_LABELS } from './vocab-names';
import type { Family } from './vocab-types';

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Model numbers unique within a company: 1800, 350, 4400... */
function modelNumbers(rng: Rng, count: number): number[] {
  const pool = new Set<number>();
  while (pool.size < count) {
    const n = rng.weighted([
      [rng.int(1, 99) * 100, 5],
      [rng.int(10, 99) * 10, 3],
      [rng.int(1, 9) * 1000 + rng.int(0, 9) * 100 + rng.int(0, 9) * 10, 1],
    ] as const);
    pool.add(n);
  }
  return [...pool];
}

/** Headings (product families) per company and how many products sit under each. */
function treeShape(rng: Rng, plan: CompanyPlan): { family: Family; children: number }[] {
  const total = plan.productCount;
  if (total <= 0) return [];
  if (total === 1) return [{ family: plan.families[0], children: 0 }];
  let headings = Math.min(plan.families.length, Math.max(1, Math.round(total / 5)), Math.ceil(total / 2));
  if (plan.index === 0) headings = Math.min(plan.families.length, Math.max(headings, 2), total - 1);
  const families = plan.families.slice(0, headings);
  const childless = headings >= 2 && (plan.index === 0 || rng.chance(0.12)) ? 1 : 0;
  const withChildren = headings - childless;
  const counts = families.map((_, i) => (i < withChildren ? 1 : 0));
  for (let left = total - headings - withChildren; left > 0; left--) counts[rng.int(0, withChildren - 1)]++;
  return families.map((family, i) => ({ family, children: counts[i] }));
}

/** Limited warranty terms by division: roofing and envelope systems carry long ones, equipment short ones. */
const WARRANTY_YEARS: Record<string, readonly number[]> = {
  '07': [10, 15, 20, 30],
  '08': [1, 2, 5, 10],
  '09': [1, 5, 10, 15],
  '10': [1, 2, 5],
  '12': [1, 3, 5, 10],
};
const DEFAULT_WARRANTY_YEARS = [1, 2, 3, 5] as const;

/** A product's warranty term, picked from its name so adding it left the seed's random sequence unchanged. */
function warrantyYears(division: string, name: string, templateId?: string): number {
  const typical = templateId ? shippedTemplate(templateId)?.properties.find((p) => p.id === 'warranty')?.typical : undefined;
  const terms = (typical as number[] | undefined) ?? WARRANTY_YEARS[division] ?? DEFAULT_WARRANTY_YEARS;
  return terms[stableHash(name) % terms.length];
}

/**
 * A product's fire rating in minutes when its family is rated product by product, else null; picked from its
 * name (like the warranty) so the seed's random sequence stays as it was.
 */
function fireRatingMinutes(family: Family, name: string): number | null {
  if (!family.fireRated) return null;
  const h = stableHash(`fire|${name}`);
  if ((h % 1000) / 1000 >= family.fireRated.share) return null;
  return family.fireRated.minutes[Math.floor(h / 1000) % family.fireRated.minutes.length];
}

/** '90 minute fire rating', '3 hour fire rating': as specifications and data sheets write it. */
function fireRatingPhrase(minutes: number): string {
  return minutes >= 60 && minutes % 60 === 0 ? `${minutes / 60} hour fire rating` : `${minutes} minute fire rating`;
}

/** The record's fire rating in minutes, or null when it states none. */
function recordFireMinutes(values: PropertyValues): number | null {
  const seconds = values['fire-rating'];
  return typeof seconds === 'number' ? Math.round(fromCanonical(seconds, 'min')) : null;
}

function productDescription(brand: string, noun: string, use: string, specs: string[], standards: string[]): string {
  return `${brand} ${noun.toLowerCase()} ${use}. Features ${list(specs)}. Tested to ${list(standards)}.`;
}

/** The product tree of one company: headings with child products, depth-first in tree order. */
export function buildProducts(rng: Rng, plan: CompanyPlan, firstSeq: number): ProductPlan[] {
  const shape = treeShape(rng, plan);
  const numbers = modelNumbers(rng, shape.reduce((n, s) => n + s.children, 0));
  const out: ProductPlan[] = [];
  let seq = firstSeq;
  let order = 0;
  for (const { family, children } of shape) {
    const heading: ProductPlan = {
      seq: seq++,
      coid: plan.coid,
      parentId: null,
      heading: true,
      name: family.heading,
      tradename: null,
      brand: '',
      noun: family.heading,
      family,
      treeOrder: order++,
      online: true,
      featured: false,
      section: family.section,
      division: family.section.slice(0, 2),
      description: `${family.heading} from ${plan.name} ${rng.pick(family.uses)}.`,
      createdAt: publishedDate(rng),
      specs: [],
      standards: [],
      attributes: [],
      fireRatingMinutes: null,
      record: null,
      code: null,
    };
    out.push(heading);
    for (let c = 0; c < children; c++) {
      const number = numbers.pop()!;
      const noun = rng.pick(family.nouns);
      const stem = rng.pick(plan.brands);
      const brand = `${stem} ${number}`;
      // Drawn even when the record replaces them, so the rest of the catalog keeps its random sequence.
      let specs = rng.sample(family.specs, rng.int(2, 3)).map((s) => rng.fill(s));
      let standards = rng.sample(family.standards, 2).map((s) => rng.fill(s));
      const name = `${rng.pick(SERIES_LABELS)} ${number} ${rng.pick(ADJECTIVES)}${noun}`;
      const division = family.section.slice(0, 2);
      const rating = fireRatingMinutes(family, name);
      const warranty = warrantyYears(division, name, family.template);
      const record = productRecord(family, noun, name, rating, warranty);
      if (record) {
        specs = record.phrases;
        standards = record.standards;
      } else if (rating !== null) specs.unshift(fireRatingPhrase(rating));
      out.push({
        seq: seq++,
        coid: plan.coid,
        parentId: heading.seq,
        heading: false,
        name,
        tradename: `${brand}${rng.pick(MARKS)}`,
        brand,
        noun,
        family,
        treeOrder: order++,
        online: rng.chance(0.95),
        featured: rng.chance(0.03),
        section: family.section,
        division: family.section.slice(0, 2),
        description: productDescription(brand, noun, rng.pick(family.uses), specs, standards),
        createdAt: publishedDate(rng),
        specs,
        standards,
        attributes: record ? dataSheetRows(record.template, record.values) : productAttributes({ specs, standards, warrantyYears: warranty }),
        fireRatingMinutes: record ? recordFireMinutes(record.values) : rating,
        record: record ? { template: record.template, values: record.values } : null,
        code: `${family.short.toUpperCase().replace(/[^A-Z]+/g, '-')}-${number}`,
      });
    }
  }
  return out;
}
