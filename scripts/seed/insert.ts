import { sql } from '../../src/db/sql';
import type { Queryable } from '../../src/db/types';

/** PostgreSQL allows 65535 parameters per statement; stay well below. */
const MAX_PARAMS = 30_000;
const MAX_ROWS = 1_000;

/**
 * Inserts rows with multi-row VALUES statements, in batches. `table` and `columns`
 * are fixed names chosen by the seed (trusted); every value is a parameter.
 * JSON columns take JSON text (JSON.stringify) so pg and PGlite store the same thing.
 */
export async function insertRows(
  db: Queryable,
  table: string,
  columns: readonly string[],
  rows: ReadonlyArray<readonly unknown[]>,
): Promise<void> {
  if (rows.length === 0) return;
  const batch = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMS / columns.length)));
  const head = sql.raw(`INSERT INTO ${table} (${columns.join(', ')}) VALUES `);
  for (let start = 0; start < rows.length; start += batch) {
    const values = rows.slice(start, start + batch).map((row) => {
      if (row.length !== columns.length) throw new Error(`${table}: row has ${row.length} values for ${columns.length} columns`);
      return sql`(${sql.join(row.map((v) => sql`${v}`), ', ')})`;
    });
    await db.query(sql`${head}${sql.join(values, ', ')}`);
  }
}

/** Next free value of an integer key (max + 1), so explicit ids never collide with existing rows. */
export async function nextId(db: Queryable, table: string, column: string): Promise<number> {
  const row = await db.one<{ next: number }>(
    sql`SELECT (coalesce(max(${sql.raw(column)}), 0) + 1)::int AS next FROM ${sql.raw(table)}`,
  );
  return row.next;
}

/** After inserting explicit ids into a serial column, move its sequence past them. */
export async function syncSequence(db: Queryable, table: string, column: string): Promise<void> {
  await db.query(sql`SELECT setval(pg_get_serial_sequence(${table}, ${column}),
    (SELECT coalesce(max(${sql.raw(column)}), 0) + 1 FROM ${sql.raw(table)}), false)`);
}
