import { Pagination, withQuery } from '../../components/pagination';
import type { SortField } from '../../components/sort-links';
import type { SortState } from '../../domain/sort';
import { formatSort } from '../../domain/sort';

/** A link to a page of a sorted list; the sort is kept unless it is the default (the first field's default direction). */
function listingHref(basePath: string, sort: SortState, fields: readonly SortField[], page: number): string {
  const isDefault = sort.field === fields[0].field && sort.direction === fields[0].defaultDirection;
  return withQuery(basePath, { page, sort: isDefault ? undefined : formatSort(sort) });
}

/** Pagination of a sorted browsing list. */
export function ListingPages(props: { basePath: string; sort: SortState; fields: readonly SortField[]; page: number; pageCount: number }) {
  const { basePath, sort, fields, page, pageCount } = props;
  return <Pagination page={page} pageCount={pageCount} hrefFor={(p) => listingHref(basePath, sort, fields, p)} />;
}
