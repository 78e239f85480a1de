import { describe, expect, it } from 'vitest';
import { isReadOnlyStatement } from '../../src/db/statement-kind';

describe('isReadOnlyStatement (which statements may read from the replica)', () => {
  it.each([
    'SELECT 1',
    '  select * from products where seq = $1',
    'WITH t AS (SELECT 1) SELECT * FROM t',
    '-- a comment\n/* another */ SELECT updated_at, deleted FROM users',
  ])('reads: %s', (text) => {
    expect(isReadOnlyStatement(text)).toBe(true);
  });

  it.each([
    'INSERT INTO t VALUES ($1)',
    'UPDATE t SET a = 1',
    'DELETE FROM t',
    'WITH moved AS (DELETE FROM t RETURNING *) SELECT * FROM moved',
    'SELECT * FROM t FOR UPDATE',
    'SELECT * FROM t FOR KEY SHARE',
    "SELECT nextval('s')",
    'SELECT pg_try_advisory_lock(1)',
    'BEGIN',
    'SET statement_timeout = 0',
    'CALL refresh_counts()',
  ])('goes to the primary: %s', (text) => {
    expect(isReadOnlyStatement(text)).toBe(false);
  });
});
