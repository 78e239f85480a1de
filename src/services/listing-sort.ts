import type { SqlQuery } from '../db/sql';
import { sql } from '../db/sql';
import type { SortState } from '../domain/sort';

/**
 * ORDER BY text for a listing: the chosen field's SQL expression in the chosen direction, then
 * fixed tie-breakers. `columns` maps each sortable field to constant SQL written by us; a field
 * missing from it falls back to the first one.
 */
export function orderBy(sort: SortState, columns: Readonly<Record<string, string>>, tieBreak: string): SqlQuery {
  const expression = columns[sort.field] ?? Object.values(columns)[0];
  const direction = sort.direction === 'desc' ? 'DESC NULLS LAST' : 'ASC NULLS LAST';
  return sql.raw(`${expression} ${direction}, ${tieBreak}`);
}
