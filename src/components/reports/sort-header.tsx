import type { ReactNode } from 'react';
import { toggleSort, type SortDirection, type SortState } from '../../domain/sort';

interface SortHeaderProps {
  field: string;
  defaultDirection: SortDirection;
  sort: SortState;
  hrefFor: (next: SortState) => string;
  className?: string;
  children: ReactNode;
}

/** A column header whose link sorts by the column; choosing the sorted column again flips the direction. */
export function SortHeader({ field, defaultDirection, sort, hrefFor, className, children }: SortHeaderProps) {
  const active = sort.field === field;
  const next = toggleSort(sort, field, defaultDirection);
  return (
    <th
      scope="col"
      className={['report-table__head', active ? 'report-table__head--sorted' : '', className ?? ''].filter(Boolean).join(' ')}
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <a href={hrefFor(next)} className="report-table__sort">
        {children}
        <span className="report-table__arrow" aria-hidden="true">
          {active ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </a>
    </th>
  );
}
