import type { ReactNode } from 'react';
import { Pagination, withQuery } from '../../components/pagination';
import type { SortField } from '../../components/sort-links';
import { SortLinks } from '../../components/sort-links';
import type { SortState } from '../../domain/sort';
import { formatSort } from '../../domain/sort';

/** A link to a page of a sorted list; the sort is kept unless it is the default (the first field's default direction). */
function listingHref(basePath: string, sort: SortState, fields: readonly SortField[], page: number): string {
  const isDefault = sort.field === fields[0].field && sort.direction === fields[0].defaultDirection;
  return withQuery(basePath, { page, sort: isDefault ? undefined : formatSort(sort) });
}

interface SortedListingProps {
  /** The page of the list shown: only whether it has items and where it stands are read. */
  page: { items: readonly unknown[]; page: number; pageCount: number };
  basePath: string;
  sort: SortState;
  fields: readonly SortField[];
  /** What the result count line says ("12 projects"). */
  count: ReactNode;
  /** What an empty list says instead of the sort links, the items and the pages. */
  empty: ReactNode;
  /** The items, rendered only when there are some. */
  children: ReactNode;
}

/** A sorted browsing list: its count, then either the empty state or sort links, the items and pagination. */
export function SortedListing({ page, basePath, sort, fields, count, empty, children }: SortedListingProps) {
  return (
    <>
      <p className="result-count">{count}</p>
      {page.items.length === 0 ? (
        <p className="empty-state">{empty}</p>
      ) : (
        <>
          <SortLinks basePath={basePath} sort={sort} fields={fields} />
          {children}
          <Pagination page={page.page} pageCount={page.pageCount} hrefFor={(p) => listingHref(basePath, sort, fields, p)} />
        </>
      )}
    </>
  );
}
