import { z } from 'zod';
import { GWP_BANDS, MAX_BANDS_PER_UNIT } from './product-data/declared-units';
import { DECLARATION_KINDS } from './declarations';
import { isDivision, normalizeSection } from './csi';
import { PROPERTY_FACET_FACTS, PROPERTY_FACET_LABELS } from './property-facets';
import type { ChoiceFacet } from './choice-facets';
import { CHOICE_FACET_NAMES, CHOICE_FACETS } from './choice-facets';

/**
 * Search and listing facets (issue 14): what a result list can be narrowed by, the values each
 * accepts in the URL, and the URL form of a combination. Values of one facet are alternatives (OR),
 * facets combine (AND). Content type is not here: it is a path segment of the pages that list it.
 */
const FIXED_FACET_NAMES = [
  'manufacturer',
  'division',
  'section',
  'format',
  'updated',
  'declaration',
  'gwp',
  'fire-rating',
  'stc',
  'r-value',
  'u-factor',
] as const;
type FixedFacetName = (typeof FIXED_FACET_NAMES)[number];
/** A fixed facet, or a choice facet of the product record named after its property (src/domain/choice-facets.ts). */
export type FacetName = FixedFacetName | (string & {});
/** Every facet in the order panels list them: the fixed ones, then the record's choices. */
export const FACET_NAMES: readonly FacetName[] = [...FIXED_FACET_NAMES, ...CHOICE_FACET_NAMES];

export const FACET_LABELS: Readonly<Record<FacetName, string>> = {
  manufacturer: 'Manufacturer',
  division: 'CSI division',
  section: 'CSI section',
  format: 'File format',
  updated: 'Date',
  declaration: 'Sustainability',
  gwp: 'Global warming potential',
  ...PROPERTY_FACET_LABELS,
  ...Object.fromEntries(CHOICE_FACETS.map((f) => [f.name, f.label])),
};

/** The file formats items are published in (content_items.file_format). */
export const FILE_FORMATS = ['dxf', 'ifc', 'pdf', 'mp4', 'html'] as const;
export const FILE_FORMAT_LABELS: Readonly<Record<(typeof FILE_FORMATS)[number], string>> = {
  dxf: 'DXF drawing',
  ifc: 'IFC model',
  pdf: 'PDF document',
  mp4: 'MP4 video',
  html: 'Web page',
};

/**
 * Published within the last 30 days, within the last 12 months (which includes the 30 days), or before that.
 * Like every facet's values, bands are alternatives: "last 30 days" and "over a year ago" lists both.
 */
export const UPDATED_BANDS = ['30d', '12m', 'older'] as const;
export type UpdatedBand = (typeof UPDATED_BANDS)[number];
export const UPDATED_LABELS: Readonly<Record<UpdatedBand, string>> = {
  '30d': 'Last 30 days',
  '12m': 'Last 12 months',
  older: 'Over a year ago',
};

export const DECLARATION_LABELS: Readonly<Record<(typeof DECLARATION_KINDS)[number], string>> = {
  epd: 'Current EPD',
  hpd: 'Current HPD',
};

/** GWP bands are per declared unit (src/domain/product-data/declared-units.ts): one band never holds two units. */
export { GWP_BANDS };
export type GwpBand = string;
const GWP_BAND_NAMES = Object.keys(GWP_BANDS) as [GwpBand, ...GwpBand[]];
const gwpBand = z.enum(GWP_BAND_NAMES, { error: 'must be GWP bands of one declared unit such as door-leaf.100-200 or m2.5-20' });

/**
 * At most this many values of a facet with an open list (manufacturers, divisions, sections) in a URL. Every value
 * adds to the counting statement of a page no cache keeps; ten is more than a person ticks in one panel.
 */
const MAX_OPEN_VALUES = 10;

/**
 * One value or several (?manufacturer=1&manufacturer=2), each checked by `item`; sorted, duplicates dropped.
 * More than `max` values (counted as sent, before duplicates are dropped) is refused on the field itself, and so is
 * a bad value ("format: must be dxf, ..."), not its position in the list.
 */
function manyOf<T extends string | number>(item: z.ZodType<T, string>, max: number) {
  return z
    .union([z.string(), z.array(z.string())], { error: 'must be one or more values' })
    .transform((value, ctx) => {
      const values = (Array.isArray(value) ? value : [value]).filter((v) => v.trim() !== '');
      if (values.length > max) {
        ctx.addIssue({ code: 'custom', message: `must be at most ${max} values` });
        return z.NEVER;
      }
      const parsed: T[] = [];
      for (const v of values) {
        const result = item.safeParse(v);
        if (!result.success) {
          ctx.addIssue({ code: 'custom', message: result.error.issues[0].message });
          return z.NEVER;
        }
        parsed.push(result.data);
      }
      return [...new Set(parsed)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    })
    .optional();
}

const manufacturerId = z
  .string()
  .regex(/^[1-9]\d{0,8}$/, 'must be manufacturer numbers such as 1042')
  .transform(Number);
const division = z.string().refine(isDivision, 'must be CSI divisions such as 08');
const section = z
  .string()
  .transform((value, ctx) => {
    const normalized = normalizeSection(value);
    if (normalized === null) ctx.addIssue({ code: 'custom', message: 'must be CSI sections such as 08 11 13' });
    return normalized ?? '';
  });
const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be ${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}` });

/** The most values one facet parameter may carry: an open list's cap, or as many as a closed list has. */
export const FACET_VALUE_CAPS: Readonly<Record<FacetName, number>> = {
  manufacturer: MAX_OPEN_VALUES,
  division: MAX_OPEN_VALUES,
  section: MAX_OPEN_VALUES,
  format: FILE_FORMATS.length,
  updated: UPDATED_BANDS.length,
  declaration: DECLARATION_KINDS.length,
  // Bands are chosen within one declared unit: at most every band of one unit.
  gwp: MAX_BANDS_PER_UNIT,
  'fire-rating': PROPERTY_FACET_FACTS['fire-rating'].thresholds.length,
  stc: PROPERTY_FACET_FACTS.stc.thresholds.length,
  'r-value': PROPERTY_FACET_FACTS['r-value'].thresholds.length,
  'u-factor': PROPERTY_FACET_FACTS['u-factor'].thresholds.length,
  ...Object.fromEntries(CHOICE_FACETS.map((f) => [f.name, f.values.length])),
};

const choiceValue = (facet: ChoiceFacet) => oneOf(facet.values.map((v) => v.slug) as [string, ...string[]]);
/** The record's choice facets (`?material=polyisocyanurate&seismic=yes`), each at most every value it has. */
const choiceShape = Object.fromEntries(CHOICE_FACETS.map((f) => [f.name, manyOf(choiceValue(f), f.values.length)]));

const fixedFacetQuery = z.object({
  manufacturer: manyOf(manufacturerId, FACET_VALUE_CAPS.manufacturer),
  division: manyOf(division, FACET_VALUE_CAPS.division),
  section: manyOf(section, FACET_VALUE_CAPS.section),
  format: manyOf(oneOf(FILE_FORMATS), FACET_VALUE_CAPS.format),
  updated: manyOf(oneOf(UPDATED_BANDS), FACET_VALUE_CAPS.updated),
  declaration: manyOf(oneOf(DECLARATION_KINDS), FACET_VALUE_CAPS.declaration),
  gwp: manyOf(gwpBand, FACET_VALUE_CAPS.gwp),
  'fire-rating': manyOf(oneOf(PROPERTY_FACET_FACTS['fire-rating'].thresholds), FACET_VALUE_CAPS['fire-rating']),
  stc: manyOf(oneOf(PROPERTY_FACET_FACTS.stc.thresholds), FACET_VALUE_CAPS.stc),
  'r-value': manyOf(oneOf(PROPERTY_FACET_FACTS['r-value'].thresholds), FACET_VALUE_CAPS['r-value']),
  'u-factor': manyOf(oneOf(PROPERTY_FACET_FACTS['u-factor'].thresholds), FACET_VALUE_CAPS['u-factor']),
});

/** The facet fields of a query string: each absent, or its values. (Choice facets are typed by the index below.) */
export const facetQuery = fixedFacetQuery.extend(choiceShape as Record<never, never>);

export type FacetFilters = z.infer<typeof fixedFacetQuery> & { readonly [choice: string]: readonly (string | number)[] | undefined };

/** The facet fields of a wider query (a page's or the API's), every facet of FACET_NAMES and nothing else. */
export function facetsOf(query: object): FacetFilters {
  const fields = query as Readonly<Record<string, unknown>>;
  return Object.fromEntries(FACET_NAMES.flatMap((facet) => (fields[facet] === undefined ? [] : [[facet, fields[facet]]]))) as FacetFilters;
}

/** The chosen values of one facet as text, as they appear in the URL. */
export function facetValues(filters: FacetFilters, facet: FacetName): string[] {
  return (filters[facet] ?? []).map(String);
}

export function hasFacets(filters: FacetFilters): boolean {
  return FACET_NAMES.some((facet) => facetValues(filters, facet).length > 0);
}

/** Every chosen (facet, value), in the canonical order. */
export function activeFacets(filters: FacetFilters): { facet: FacetName; value: string }[] {
  return FACET_NAMES.flatMap((facet) => facetValues(filters, facet).map((value) => ({ facet, value })));
}

/** The filters without one chosen value. */
export function withoutFacetValue(filters: FacetFilters, facet: FacetName, value: string): FacetFilters {
  const rest = (filters[facet] ?? []).filter((v: string | number) => String(v) !== value);
  return { ...filters, [facet]: rest.length ? rest : undefined };
}

/** The query parameters of a combination in the canonical order (facets in FACET_NAMES order, values sorted). */
function facetParams(filters: FacetFilters): Record<string, string[]> {
  return Object.fromEntries(
    FACET_NAMES.map((facet) => [facet, facetValues(filters, facet)] as const).filter(([, values]) => values.length > 0),
  );
}

/** `path` with the combination's parameters added (after any it has): "/search/door?manufacturer=12&section=08+11+13". */
export function withFacets(path: string, filters: FacetFilters): string {
  const url = new URL(path, 'http://x');
  for (const [facet, values] of Object.entries(facetParams(filters))) {
    url.searchParams.delete(facet);
    for (const value of values) url.searchParams.append(facet, value);
  }
  return url.pathname + url.search;
}

/** The combination as its canonical query string without "?" ("manufacturer=12&declaration=epd"), "" for none. */
export function facetQueryString(filters: FacetFilters): string {
  return withFacets('/', filters).slice(2);
}

/** A query string's values by name. */
function paramsOf(text: string): Record<string, string[]> {
  const params: Record<string, string[]> = {};
  for (const [name, value] of new URLSearchParams(text)) (params[name] ??= []).push(value);
  return params;
}

/** At most this many characters of facet query string are read (20 values of 7 facets fit in well under it). */
const MAX_FACET_TEXT = 4000;

/**
 * A facet combination sent as a query string (a saved search's filters): parsed by the facet rules, unknown names
 * refused, and given back in canonical form, so the same filters are always the same text.
 */
export const facetText = z
  .string()
  .max(MAX_FACET_TEXT, `must be at most ${MAX_FACET_TEXT} characters`)
  .transform((text, ctx) => {
    const parsed = facetQuery.strict().safeParse(paramsOf(text));
    if (parsed.success) return facetQueryString(parsed.data);
    for (const issue of parsed.error.issues) {
      const where = issue.path.length ? issue.path.join('.') : (issue as { keys?: string[] }).keys?.join(', ');
      ctx.addIssue({ code: 'custom', message: `${where ? `${where}: ` : ''}${issue.message}` });
    }
    return z.NEVER;
  });

/** The filters a canonical facet query string names (as `facetText` wrote it). */
export function facetsOfText(text: string): FacetFilters {
  const parsed = facetQuery.safeParse(paramsOf(text));
  return parsed.success ? parsed.data : {};
}

/** One value of a facet as a panel shows it: how many of the listed items have it, and whether it is chosen. */
export interface FacetValue {
  value: string;
  label: string;
  count: number;
  selected: boolean;
}

/** The values of each facet a list offers (a facet left out is not offered). */
export type FacetCounts = Partial<Record<FacetName, FacetValue[]>>;
