import { z } from 'zod';
import { COMPARE_MAX } from './product-compare';

/**
 * The compare tray: the products picked for comparison while browsing, carried in the page's address
 * (`?compare=12,34`) so it works without script and across pages, filters and listings. Every link of a
 * listing keeps it; each card adds or removes its product; "Compare (n)" opens /compare/{ids} from two on.
 */
const COMPARE_PARAM = 'compare';

const ID = /^[1-9]\d{0,9}$/;

/** `?compare=`: 0 to 4 product numbers joined by commas (or repeated), in the order picked, repeats dropped. */
export const compareTrayQuery = z.object({
  [COMPARE_PARAM]: z
    .union([z.string(), z.array(z.string())], { error: 'must be product numbers joined by commas, such as 12,34' })
    .optional()
    .transform((value, ctx) => {
      const parts = (Array.isArray(value) ? value : value === undefined ? [] : [value]).flatMap((v) => v.split(',')).filter((v) => v !== '');
      if (parts.some((v) => !ID.test(v) || Number(v) > 2_147_483_647)) {
        ctx.addIssue({ code: 'custom', message: 'must be product numbers joined by commas, such as 12,34' });
        return z.NEVER;
      }
      const ids = [...new Set(parts.map(Number))];
      if (ids.length > COMPARE_MAX) {
        ctx.addIssue({ code: 'custom', message: `must be at most ${COMPARE_MAX} products` });
        return z.NEVER;
      }
      return ids;
    }),
});

/** `path` (which may have a query) with the tray set to `ids`, or without it when empty; the rest is kept. */
export function withTray(path: string, ids: readonly number[]): string {
  const url = new URL(path, 'http://x');
  url.searchParams.delete(COMPARE_PARAM);
  if (ids.length > 0) url.searchParams.set(COMPARE_PARAM, ids.join(','));
  return url.pathname + url.search.replace(/%2C/g, ',');
}

/** The query field that carries the tray into a form or link builder, undefined when it is empty. */
export function trayField(ids: readonly number[]): string | undefined {
  return ids.length > 0 ? ids.join(',') : undefined;
}

/** Where "Compare (n)" leads: the comparison of the tray's products, from two on. */
export function trayComparePath(ids: readonly number[]): string | null {
  return ids.length >= 2 ? `/compare/${ids.join(',')}` : null;
}

export const trayWith = (ids: readonly number[], id: number): number[] => (ids.includes(id) || ids.length >= COMPARE_MAX ? [...ids] : [...ids, id]);
export const trayWithout = (ids: readonly number[], id: number): number[] => ids.filter((i) => i !== id);
