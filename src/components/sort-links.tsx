import type { SortDirection, SortState } from '../domain/sort';
import { formatSort, toggleSort } from '../domain/sort';
import { withQuery } from './pagination';

export interface SortField {
  field: string;
  label: string;
  defaultDirection: SortDirection;
}

/** Sort choices as links: choosing the current field again flips its direction. */
export function SortLinks({ basePath, sort, fields }: { basePath: string; sort: SortState; fields: readonly SortField[] }) {
  return (
    <nav className="sort-links" aria-label="Sort by">
      <span>Sort by</span>
      <ul>
        {fields.map((f) => {
          const next = toggleSort(sort, f.field, f.defaultDirection);
          const current = sort.field === f.field;
          return (
            <li key={f.field}>
              <a href={withQuery(basePath, { sort: formatSort(next) })} aria-current={current ? 'true' : undefined}>
                {f.label}
                {current && (
                  <>
                    <span aria-hidden="true">{sort.direction === 'asc' ? ' ▲' : ' ▼'}</span>
                    <span className="visually-hidden">{sort.direction === 'asc' ? ' ascending' : ' descending'}</span>
                  </>
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
