import { z } from 'zod';
import { notFound } from '../errors';
import { pageNumber } from '../domain/number-input';

export const MAX_PAGE = 100;

/** ?page=N for listings. */
export const pageQuery = z.object({
  page: pageNumber(MAX_PAGE),
});

/**
 * A row's serial number in a path or query: written plainly (no leading zeros, signs or exponents)
 * and within PostgreSQL's integer, so a longer one is an unknown row, never a database error.
 */
export const plainSerial = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .pipe(z.number().max(2_147_483_647));

/** `{id}` of a page: a row's serial number. */
export const plainIdParams = z.object({ id: plainSerial });

/**
 * A listing's ?page=: absent means 1; anything but a whole number from 1 to MAX_PAGE names a page
 * that does not exist, so it is a 404 like a page past the last (never silently clamped).
 */
export function requestedPage(query: Record<string, unknown>): number {
  const parsed = pageQuery.safeParse({ page: query.page });
  if (!parsed.success) throw notFound(`No page ${String(query.page).slice(0, 20)}`);
  return parsed.data.page;
}

/** Past the last page of a listing there is nothing: 404. */
export function requireExistingPage(page: number, pageCount: number): void {
  if (page > pageCount) throw notFound(`No page ${page}`);
}

/**
 * The query parameters a paged listing reads (a route row's `query`: part of its page cache key). Rows declare only
 * parameters with few valid values (a page up to MAX_PAGE, a sort field, a filter's options): free text (?q=) or
 * numbers a visitor makes up would let anyone fill the cache, so pages asked for with them are rendered, not kept.
 */
export const PAGE_QUERY: readonly string[] = Object.keys(pageQuery.shape);
/** …and a sortable one. */
export const LISTING_QUERY: readonly string[] = [...PAGE_QUERY, 'sort'];
/** …and a company's search, which filters by result type. */
export const COMPANY_SEARCH_QUERY: readonly string[] = [...LISTING_QUERY, 'type'];
