import { utcDay } from '../../src/domain/declarations';
import { GWP_BANDS, declaredUnitOfText } from '../../src/domain/product-data/declared-units';
import { parseHtml } from './parsed-html';

/** What a facet counts of one listed item, read straight from the tables by the test. */
export interface FacetFact {
  coid: number;
  division: string | null;
  section: string | null;
  format: string | null;
  /** "YYYY-MM-DD", the UTC day it was published. */
  published: string;
  /** It or its product has a current EPD, HPD; the lowest current EPD GWP. */
  epd: boolean;
  hpd: boolean;
  gwp: number | null;
  /** The declared unit ("1 door leaf") of that lowest GWP. */
  gwpUnit: string | null;
}

const today = utcDay(new Date());
const daysBefore = (days: number) => utcDay(new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000));

/** The UTC day twelve months before today. */
export function yearAgo(): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - 12);
  return utcDay(d);
}

/** Each facet value's rule over the facts, as a panel should count it (written apart from the SQL it checks). */
export const RULES: Record<string, (f: FacetFact) => string[]> = {
  manufacturer: (f) => [String(f.coid)],
  division: (f) => (f.division ? [f.division] : []),
  section: (f) => (f.section ? [f.section] : []),
  format: (f) => (f.format ? [f.format] : []),
  updated: (f) => [...(f.published >= daysBefore(30) ? ['30d'] : []), f.published >= yearAgo() ? '12m' : 'older'],
  declaration: (f) => [...(f.epd ? ['epd'] : []), ...(f.hpd ? ['hpd'] : [])],
  // A band of the GWP's own declared unit, never another unit's: a declaration of no known unit is in no band.
  gwp: (f) => {
    const unit = f.gwpUnit === null ? undefined : declaredUnitOfText(f.gwpUnit);
    if (f.gwp === null || unit === undefined) return [];
    const gwp = f.gwp;
    return Object.entries(GWP_BANDS)
      .filter(([, b]) => b.unit === unit && gwp >= b.from && (b.below === null || gwp < b.below))
      .map(([name]) => name);
  },
};

/** How many of `items` each value of `facet` has. */
export function expectedCounts(items: FacetFact[], facet: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of items.flatMap(RULES[facet])) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

/** The facet panel's values per facet: count and whether checked. */
export function panelOf(html: string): Record<string, Record<string, { count: number; checked: boolean }>> {
  const page = parseHtml(html);
  const panel: Record<string, Record<string, { count: number; checked: boolean }>> = {};
  for (const input of page.all('input[id^="facet-"][type="checkbox"], input[id^="facet-"][type="radio"]')) {
    // The count's own text is the number; a visually hidden " results" follows it for screen readers.
    const count = page.document.querySelector(`label[for="${input.id}"] .count`)?.firstChild?.textContent;
    if (count === undefined || count === null) continue;
    (panel[input.getAttribute('name') ?? ''] ??= {})[input.getAttribute('value') ?? ''] = { count: Number(count), checked: input.hasAttribute('checked') };
  }
  return panel;
}

/** A panel facet's counts by value. */
export const counts = (values: Record<string, { count: number }> | undefined) =>
  Object.fromEntries(Object.entries(values ?? {}).map(([value, v]) => [value, v.count]));
