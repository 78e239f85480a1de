import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import type { Db } from '../../src/db/types';
import { createTestDb } from '../helpers/test-db';

/** Statements run as named prepared statements on PostgreSQL (src/db/pg-driver.ts), a bounded number of texts. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('prepared statements on PostgreSQL (TEST_DATABASE_URL)', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(() => db.close());

  const prepared = (tx: { many: Db['many'] }) => tx.many<{ statement: string }>(sql`SELECT statement FROM pg_prepared_statements`);

  it('keeps a statement prepared on its connection, and answers it again from there with other values', async () => {
    const statement = sql`SELECT ${41}::int + 1 AS n`;
    await db.transaction(async (tx) => {
      expect((await tx.one<{ n: number }>(statement)).n).toBe(42);
      expect((await tx.one<{ n: number }>(sql`SELECT ${1}::int + 1 AS n`)).n).toBe(2);
      expect((await prepared(tx)).map((row) => row.statement)).toContain('SELECT $1::int + 1 AS n');
    });
  });

  it('answers any number of distinct texts, and prepares at most 256 of them on a connection', async () => {
    await db.transaction(async (tx) => {
      for (let i = 0; i < 300; i++) expect((await tx.one<{ n: number }>(sql`SELECT ${i}::int + ${sql.raw(String(i))} AS n`)).n).toBe(2 * i);
      expect((await prepared(tx)).length).toBeLessThanOrEqual(256);
    });
  });
});
