import { slugify } from '../../src/domain/slug';
import { CATEGORIES, divisionsOf, sectionsOfDivision } from './categories';
import { daysBefore } from './dates';
import type { CompanyPlan } from './model';
import type { Rng } from './prng';
import { allocate } from './allocate';
import { companyDescription } from './company-text';
import { COMPANY_FORMS, PLACE_WORDS, SURNAMES } from './vocab-names';
import { CITIES, STREET_NAMES, STREET_TYPES } from './vocab-places';
import type { Category, Family } from './vocab-types';
import { brandStem } from './brands';

/** Companies for a catalog of `products` products: one per ~16 products, at least 12. */
export function companyCount(products: number): number {
  return Math.min(50_000, Math.max(12, Math.round(products / 16)));
}

function inventName(rng: Rng, category: Category, taken: Set<string>): string {
  for (let attempt = 0; attempt < 200; attempt++) {
    const word = rng.pick(category.words);
    const shape = rng.weighted([['surname', 45], ['surname-place', 30], ['place', 25]] as const);
    const stem =
      shape === 'surname' ? rng.pick(SURNAMES)
      : shape === 'place' ? rng.pick(PLACE_WORDS)
      : `${rng.pick(SURNAMES)} ${rng.pick(PLACE_WORDS)}`;
    const name = `${stem} ${word}${attempt > 100 ? ` ${attempt}` : rng.pick(COMPANY_FORMS)}`;
    const key = slugify(name.replace(/ (Inc\.|Co\.|LLC)$/, ''));
    if (!taken.has(key)) {
      taken.add(key);
      return name;
    }
  }
  throw new Error('Could not invent a unique company name');
}

/** 3–10 lowercase letters: the first name word plus initials, made unique with a letter suffix. */
function webAbbreviation(name: string, taken: Set<string>): string {
  const words = slugify(name).split('-').filter((w) => /^[a-z]+$/.test(w) && !['inc', 'co', 'llc', 'and'].includes(w));
  const base = (words[0].slice(0, 7) + words.slice(1).map((w) => w[0]).join('')).slice(0, 10).padEnd(3, 'x');
  if (!taken.has(base)) {
    taken.add(base);
    return base;
  }
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  for (const a of letters) {
    for (const b of ['', ...letters]) {
      const candidate = `${base.slice(0, 10 - 1 - b.length)}${a}${b}`;
      if (!taken.has(candidate)) {
        taken.add(candidate);
        return candidate;
      }
    }
  }
  throw new Error(`No free web abbreviation for ${name}`);
}

function uniqueCoid(rng: Rng, taken: Set<number>): number {
  for (;;) {
    const coid = rng.int(10000, 99999);
    if (!taken.has(coid)) {
      taken.add(coid);
      return coid;
    }
  }
}

/** Primary category's families plus, for some companies, one or two from a related category (≤ 3 divisions). */
function chooseFamilies(rng: Rng, category: Category, forceTwo: boolean): Family[] {
  const own = category.families;
  const families = rng.sample(own, rng.int(Math.min(own.length, forceTwo ? 2 : 1), own.length));
  if (rng.chance(0.3)) {
    const divisions = new Set(divisionsOf(category));
    const related = CATEGORIES.filter((c) => c !== category && divisionsOf(c).some((d) => divisions.has(d)));
    if (related.length > 0) families.push(...rng.sample(rng.pick(related).families, rng.int(1, 2)));
  }
  const allowed = [...new Set(families.map((f) => f.section.slice(0, 2)))].slice(0, 3);
  return families.filter((f) => allowed.includes(f.section.slice(0, 2)));
}

function chooseSections(rng: Rng, families: readonly Family[]): { sections: string[]; sections95: string[] } {
  const own = [...new Set(families.map((f) => f.section))];
  const divisions = [...new Set(own.map((s) => s.slice(0, 2)))];
  const extra = divisions.flatMap(sectionsOfDivision).filter((s) => !own.includes(s));
  const target = Math.max(own.length, rng.int(3, 12));
  const sections = [...own, ...rng.sample(extra, Math.min(12, target) - own.length)].sort();
  const sections95 = [...new Set(families.flatMap((f) => (f.s95 ? [f.s95] : [])))].sort();
  return { sections, sections95 };
}

function phone(rng: Rng, area: string): string {
  const exchange = rng.int(201, 989);
  return `(${area}) ${exchange === 555 ? 556 : exchange}-${String(rng.int(1000, 9999))}`;
}

/** Plans every manufacturer: identity, address, category, families, sections and product count. */
export function planCompanies(root: Rng, count: number, totalProducts: number): CompanyPlan[] {
  const names = new Set<string>();
  const abbreviations = new Set<string>();
  const coids = new Set<number>();
  const counts = allocate(root.fork('product-counts'), totalProducts, count);
  return counts.map((productCount, index) => {
    const rng = root.fork(`company:${index}`);
    // The first company needs several families (its tree shows a heading without products).
    const category = rng.pick(index === 0 ? CATEGORIES.filter((c) => c.families.length >= 3) : CATEGORIES);
    const name = inventName(rng, category, names);
    const slug = slugify(name);
    const host = slug.replace(/-/g, '').slice(0, 60);
    const website = `https://www.${host}.example`;
    const place = rng.pick(CITIES);
    const families = chooseFamilies(rng, category, index === 0);
    const { sections, sections95 } = chooseSections(rng, families);
    // The first company is a client: the demo client account and reports use it.
    const isClient = index === 0 || rng.chance(0.25);
    const founded = rng.int(1921, 2016);
    const plan: CompanyPlan = {
      index,
      coid: uniqueCoid(rng, coids),
      name,
      slug,
      webabrv: webAbbreviation(name, abbreviations),
      isClient,
      description: '',
      address: `${rng.int(100, 9899)} ${rng.pick(STREET_NAMES)} ${rng.pick(STREET_TYPES)}`,
      city: place.city,
      state: place.state,
      zip: `${place.zip}${String(rng.int(1, 99)).padStart(2, '0')}`,
      phone: phone(rng, place.area),
      email: `info@${host}.example`,
      website,
      urls: {
        website,
        ...(rng.chance(0.6) ? { catalog: `${website}/catalog` } : {}),
        ...(rng.chance(0.5) ? { linkedin: `https://linkedin.example/company/${slug}` } : {}),
      },
      category,
      families,
      sections,
      sections95,
      hasNews: isClient ? rng.chance(0.8) : rng.chance(0.3),
      hasProjects: isClient && rng.chance(0.9),
      founded,
      createdAt: daysBefore(rng.int(1100, 1400)),
      productCount,
      brands: Array.from({ length: rng.int(1, 3) }, () => brandStem(rng)),
    };
    plan.description = companyDescription(rng, plan);
    return plan;
  });
}
