import { z } from 'zod';
import { searchSortSchema } from '../../domain/search-sort';
import { termsToSlug } from '../../domain/slug';
import { pageQuery } from '../../http/query-schemas';

/** The query of both search pages: the header or company form's words (redirected to the slug URL), sort and page. */
export const searchPageQuery = pageQuery.extend({
  q: z.string().max(200, 'must be 200 characters or fewer').optional(),
  sort: searchSortSchema.optional(),
  /** ?exact=1: the words as typed, without spelling correction (the "search instead for" link). */
  exact: z.literal('1', { error: 'must be 1 (search the words as typed)' }).optional(),
});

/**
 * The answer to a search form's GET (?q=): 303 to the slug address of its words, built by `pathFor`,
 * or to the empty form when no words are left.
 */
export function searchFormRedirect(q: string, pathFor: (slug: string) => string, emptyForm: string): { redirect: string; status: 303 } {
  const slug = termsToSlug(q);
  return { redirect: slug ? pathFor(slug) : emptyForm, status: 303 };
}
