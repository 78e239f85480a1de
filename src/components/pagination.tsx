interface PaginationProps {
  page: number;
  pageCount: number;
  /** Builds the link of a page number, keeping the other query parameters. */
  hrefFor: (page: number) => string;
}

/** Numbered pages around the current one, with previous/next; nothing when there is one page. */
export function Pagination({ page, pageCount, hrefFor }: PaginationProps) {
  if (pageCount <= 1) return null;
  const first = Math.max(1, page - 2);
  const last = Math.min(pageCount, first + 4);
  const pages = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  return (
    <nav className="pagination" aria-label="Pages">
      <ul>
        {page > 1 && (
          <li>
            <a href={hrefFor(page - 1)} rel="prev">
              Previous
            </a>
          </li>
        )}
        {pages.map((p) => (
          <li key={p}>
            {p === page ? (
              <span aria-current="page">{p}</span>
            ) : (
              <a href={hrefFor(p)}>{p}</a>
            )}
          </li>
        ))}
        {page < pageCount && (
          <li>
            <a href={hrefFor(page + 1)} rel="next">
              Next
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}

/**
 * `/path?x=1` + { page: 2 } → `/path?x=1&page=2`; page 1 drops the parameter. An empty path gives a
 * link relative to the current page (`?x=1`, or `?` for none), for pages whose address must not be repeated.
 */
export function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const url = new URL(path, 'http://x');
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || (key === 'page' && Number(value) === 1)) url.searchParams.delete(key);
    else url.searchParams.set(key, String(value));
  }
  return path === '' ? url.search || '?' : url.pathname + url.search;
}
