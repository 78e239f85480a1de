import { sql } from '../../src/db/sql';
import type { Queryable } from '../../src/db/types';

/** Rows per statement: one array parameter per column, so the count is not limited by 65535 parameters. */
const BATCH_ROWS = 5_000;
const TYPES = new Set(['int', 'bigint', 'text', 'boolean', 'numeric', 'date', 'timestamptz', 'jsonb']);

/**
 * Bulk insert: `INSERT INTO t (a, b) SELECT * FROM unnest($1::int[], $2::text[])`, one array
 * parameter per column, in batches of 5000 rows. On PGlite this is ~4x faster than
 * multi-row VALUES with one parameter per value (measured: 20,000 activity rows in 0.29 s
 * against 1.1 s), and it works the same on a PostgreSQL server.
 *
 * `columns` are 'name type' pairs chosen by the seed (trusted), e.g. 'coid int', 'urls jsonb'.
 * Values are always parameters. JSON columns take JSON text (JSON.stringify): it travels
 * as text[] and is cast to jsonb per row, so pg and PGlite store the same thing.
 */
export async function insertRows(
  db: Queryable,
  table: string,
  columns: readonly string[],
  rows: ReadonlyArray<readonly unknown[]>,
  /** A fixed clause such as 'ON CONFLICT DO NOTHING'. */
  suffix = '',
): Promise<void> {
  if (rows.length === 0) return;
  const specs = columns.map((column) => {
    const [name, type] = column.split(' ');
    if (!type || !TYPES.has(type)) throw new Error(`${table}: column '${column}' needs one of the types ${[...TYPES].join(', ')}`);
    return { name, type };
  });
  const names = specs.map((s) => s.name).join(', ');
  const select = specs.map((s, i) => (s.type === 'jsonb' ? `c${i}::jsonb` : `c${i}`)).join(', ');
  const aliases = specs.map((_, i) => `c${i}`).join(', ');
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const batch = rows.slice(start, start + BATCH_ROWS);
    const arrays = specs.map((spec, i) => {
      const values = batch.map((row) => {
        if (row.length !== specs.length) throw new Error(`${table}: row has ${row.length} values for ${specs.length} columns`);
        return row[i] ?? null;
      });
      return sql`${values}::${sql.raw(spec.type === 'jsonb' ? 'text' : spec.type)}[]`;
    });
    await db.query(sql`INSERT INTO ${sql.raw(table)} (${sql.raw(names)})
      SELECT ${sql.raw(select)} FROM unnest(${sql.join(arrays, ', ')}) AS u(${sql.raw(aliases)})${sql.raw(suffix ? ` ${suffix}` : '')}`);
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
