import { describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';

describe('sql tag', () => {
  it('turns every value into a numbered parameter', () => {
    const q = sql`SELECT * FROM t WHERE a = ${1} AND b = ${"x'; DROP TABLE t; --"}`;
    expect(q.text).toBe('SELECT * FROM t WHERE a = $1 AND b = $2');
    expect(q.values).toEqual([1, "x'; DROP TABLE t; --"]);
  });

  it('renumbers nested fragments and joins them', () => {
    const conditions = [sql`a = ${1}`, sql`b = ${2}`, sql`c IN (${3}, ${4})`];
    const q = sql`SELECT ${sql.raw('id')} FROM t WHERE ${sql.join(conditions, ' AND ')} LIMIT ${10}`;
    expect(q.text).toBe('SELECT id FROM t WHERE a = $1 AND b = $2 AND c IN ($3, $4) LIMIT $5');
    expect(q.values).toEqual([1, 2, 3, 4, 10]);
  });

  it('joins nothing into an empty fragment', () => {
    expect(sql`x ${sql.join([], ' AND ')} y`.text).toBe('x  y');
  });
});
