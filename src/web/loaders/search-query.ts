import { z } from 'zod';
import { searchSortSchema } from '../../domain/search-sort';
import { pageQuery } from '../query-schemas';

/** The query of both search pages: the header or company form's words (redirected to the slug URL), sort and page. */
export const searchPageQuery = pageQuery.extend({
  q: z.string().max(200, 'must be 200 characters or fewer').optional(),
  sort: searchSortSchema.optional(),
});
