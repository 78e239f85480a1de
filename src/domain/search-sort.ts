import { z } from 'zod';
import type { SortDirection } from './sort';

export const SEARCH_SORT_FIELDS = ['relevance', 'title', 'date', 'company'] as const;
export type SearchSortField = (typeof SEARCH_SORT_FIELDS)[number];

export interface SearchSort {
  field: SearchSortField;
  direction: SortDirection;
}

export const DEFAULT_SEARCH_SORT: SearchSort = { field: 'relevance', direction: 'desc' };

const SORT_VALUES = SEARCH_SORT_FIELDS.flatMap((f) => [f, `-${f}`]);

function toSearchSort(value: string): SearchSort {
  const descending = value.startsWith('-');
  return { field: (descending ? value.slice(1) : value) as SearchSortField, direction: descending ? 'desc' : 'asc' };
}

/** `?sort=`: a field ("title", ascending) or "-field" (descending); anything else names the allowed values. */
export const searchSortSchema = z
  .string()
  .trim()
  .refine((v) => v === '' || SORT_VALUES.includes(v), `must be one of ${SORT_VALUES.join(', ')}`)
  .transform((v) => (v === '' ? DEFAULT_SEARCH_SORT : toSearchSort(v)));

export const isDefaultSearchSort = (sort: SearchSort) =>
  sort.field === DEFAULT_SEARCH_SORT.field && sort.direction === DEFAULT_SEARCH_SORT.direction;
