import type { TypedSort } from './sort-query';
import { typedSortQuery } from './sort-query';

const SEARCH_SORT_FIELDS = ['relevance', 'title', 'date', 'company'] as const;
export type SearchSortField = (typeof SEARCH_SORT_FIELDS)[number];

export type SearchSort = TypedSort<SearchSortField>;

export const DEFAULT_SEARCH_SORT: SearchSort = { field: 'relevance', direction: 'desc' };

/** `?sort=` of a search: a field ("title", ascending) or "-field" (descending); anything else names the allowed values. */
export const searchSortSchema = typedSortQuery(SEARCH_SORT_FIELDS).transform((sort) => sort ?? DEFAULT_SEARCH_SORT);

export const isDefaultSearchSort = (sort: SearchSort) =>
  sort.field === DEFAULT_SEARCH_SORT.field && sort.direction === DEFAULT_SEARCH_SORT.direction;
