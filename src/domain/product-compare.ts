/** Side-by-side product comparison: how many products, and how their ids are written in paths. */

export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

/** The content types whose titles are listed as a product's certifications. */
export const CERTIFICATION_TYPES = ['certificate', 'epd', 'hpd'] as const;

type CompareSelection = { ok: true; ids: number[] } | { ok: false; reason: 'too-few' | 'too-many' | 'invalid' };

const ID = /^[1-9]\d{0,9}$/;

/**
 * The product ids a compare form sent (`?ids=1&ids=2`, or `ids=1,2`), in the order given,
 * duplicates dropped: 2 to 4 of them, each a plain positive number.
 */
export function compareSelection(value: unknown): CompareSelection {
  const raw = (Array.isArray(value) ? value : value === undefined ? [] : [value]).flatMap((v) => (typeof v === 'string' ? v.split(',') : [null]));
  const parts = raw.filter((v) => v !== '');
  if (parts.some((v) => v === null || !ID.test(v) || Number(v) > 2_147_483_647)) return { ok: false, reason: 'invalid' };
  const ids = [...new Set(parts.map(Number))];
  if (ids.length < COMPARE_MIN) return { ok: false, reason: 'too-few' };
  if (ids.length > COMPARE_MAX) return { ok: false, reason: 'too-many' };
  return { ok: true, ids };
}

/**
 * The {ids} segment of /company/{id}/{contentType}/products/{ids}: 2 to 4 distinct plain
 * numbers joined by commas, or null (the page is a 404). Repeats and leading zeros are not
 * another spelling of the same page, they are wrong.
 */
export function parseCompareIds(segment: string): number[] | null {
  const parts = segment.split(',');
  if (parts.length < COMPARE_MIN || parts.length > COMPARE_MAX || !parts.every((p) => ID.test(p))) return null;
  const ids = parts.map(Number);
  return new Set(ids).size === ids.length && ids.every((id) => id <= 2_147_483_647) ? ids : null;
}
