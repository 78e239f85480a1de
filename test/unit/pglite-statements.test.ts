import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/pglite-open';
import { PreparedStatements } from '../../src/db/pglite-statements';

let pglite: PGlite;
beforeAll(async () => {
  pglite = await openPglite();
  await pglite.exec(`
    CREATE TABLE widgets (id int PRIMARY KEY, name text NOT NULL, tags text[], facts jsonb, made date);
    INSERT INTO widgets VALUES (1, 'Anchor', '{steel,zinc}', '{"gauge": 16}', '2026-01-02'), (2, 'Brace', NULL, NULL, NULL)`);
});
afterAll(() => pglite.close());

const preparedNames = async () =>
  (await pglite.query<{ name: string }>(`SELECT name FROM pg_prepared_statements WHERE name LIKE 'specfind_%' ORDER BY name`)).rows.map((r) => r.name);

describe('prepared statements on PGlite', () => {
  it('answers exactly as PGlite’s own query does, for every parameter and column type we use', async () => {
    const statements = new PreparedStatements(pglite);
    const text = `SELECT id, name, tags, facts, made, $2::int + 1 AS next FROM widgets WHERE name = ANY($1) OR facts @> $3 ORDER BY id`;
    const values = [['Brace'], 41, { gauge: 16 }];
    const expected = await pglite.query(text, values);
    const first = await statements.query(text, values);
    const second = await statements.query(text, values);
    expect(first.rows).toEqual(expected.rows);
    expect(second.rows).toEqual(expected.rows);
    expect(first.rows[0]).toEqual({ id: 1, name: 'Anchor', tags: ['steel', 'zinc'], facts: { gauge: 16 }, made: new Date('2026-01-02'), next: 42 });
    expect(first.rowCount).toBe(2);
  });

  it('parses a statement text once and reuses it with other values', async () => {
    const statements = new PreparedStatements(pglite);
    const before = (await preparedNames()).length;
    const text = 'SELECT name FROM widgets WHERE id = $1';
    expect((await statements.query(text, [1])).rows).toEqual([{ name: 'Anchor' }]);
    expect((await statements.query(text, [2])).rows).toEqual([{ name: 'Brace' }]);
    expect((await statements.query(text, [null])).rows).toEqual([]);
    expect(statements.size).toBe(1);
    expect((await preparedNames()).length).toBe(before + 1);
  });

  it('reports affected rows of writes', async () => {
    const statements = new PreparedStatements(pglite);
    const insert = await statements.query('INSERT INTO widgets (id, name) VALUES ($1, $2), ($3, $4)', [10, 'Clip', 11, 'Dowel']);
    expect(insert).toEqual({ rows: [], rowCount: 2 });
    const removed = await statements.query('DELETE FROM widgets WHERE id >= $1 RETURNING id', [10]);
    expect(removed.rowCount).toBe(2);
    expect(removed.rows.map((r) => r.id).sort()).toEqual([10, 11]);
  });

  it('keeps at most its limit of statements, closing the least recently used', async () => {
    const statements = new PreparedStatements(pglite, 2);
    const before = await preparedNames();
    const texts = ['SELECT 1 AS n', 'SELECT 2 AS n', 'SELECT 3 AS n'];
    await statements.query(texts[0], []);
    await statements.query(texts[1], []);
    await statements.query(texts[0], []); // the first is now the most recent
    await statements.query(texts[2], []); // so the second goes
    expect(statements.size).toBe(2);
    const added = (await preparedNames()).filter((name) => !before.includes(name));
    expect(added).toHaveLength(2);
    expect((await statements.query(texts[1], [])).rows).toEqual([{ n: 2 }]);
    expect(statements.size).toBe(2);
  });

  it('throws database errors with their code and stays usable; a statement that fails to parse is not kept', async () => {
    const statements = new PreparedStatements(pglite);
    await expect(statements.query('INSERT INTO widgets (id, name) VALUES ($1, $2)', [1, 'Again'])).rejects.toMatchObject({ code: '23505' });
    await expect(statements.query('SELECT nothing FROM nowhere', [])).rejects.toMatchObject({ code: '42P01' });
    expect(statements.size).toBe(1);
    expect((await statements.query('SELECT count(*)::int AS n FROM widgets', [])).rows).toEqual([{ n: 2 }]);
  });

  it('prepares again when a table’s columns changed under a kept statement', async () => {
    const statements = new PreparedStatements(pglite);
    await pglite.exec('CREATE TABLE gadgets (id int)');
    await pglite.exec('INSERT INTO gadgets VALUES (7)');
    expect((await statements.query('SELECT * FROM gadgets', [])).rows).toEqual([{ id: 7 }]);
    await pglite.exec(`ALTER TABLE gadgets ADD COLUMN label text DEFAULT 'seven'`);
    expect((await statements.query('SELECT * FROM gadgets', [])).rows).toEqual([{ id: 7, label: 'seven' }]);
  });

  it('inside a transaction a changed table fails that transaction, and the statement is prepared again after it', async () => {
    const statements = new PreparedStatements(pglite);
    await pglite.exec('CREATE TABLE fixtures (id int)');
    await pglite.exec('INSERT INTO fixtures VALUES (3)');
    expect((await statements.query('SELECT * FROM fixtures', [])).rows).toEqual([{ id: 3 }]);
    await pglite.exec('ALTER TABLE fixtures ADD COLUMN kind text');
    await pglite.exec('BEGIN');
    await expect(statements.query('SELECT * FROM fixtures', [])).rejects.toThrow('cached plan must not change result type');
    await pglite.exec('ROLLBACK');
    expect((await statements.query('SELECT * FROM fixtures', [])).rows).toEqual([{ id: 3, kind: null }]);
  });

  it('works inside a transaction and after a rollback', async () => {
    const statements = new PreparedStatements(pglite);
    await pglite.exec('BEGIN');
    await statements.query('INSERT INTO widgets (id, name) VALUES ($1, $2)', [20, 'Eyelet']);
    await pglite.exec('ROLLBACK');
    expect((await statements.query('SELECT count(*)::int AS n FROM widgets WHERE id = $1', [20])).rows).toEqual([{ n: 0 }]);
    await statements.query('INSERT INTO widgets (id, name) VALUES ($1, $2)', [20, 'Eyelet']);
    expect((await statements.query('SELECT count(*)::int AS n FROM widgets WHERE id = $1', [20])).rows).toEqual([{ n: 1 }]);
  });
});
