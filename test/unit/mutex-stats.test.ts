import { describe, expect, it } from 'vitest';
import { createDb } from '../../src/db/create-db';
import { Mutex } from '../../src/db/mutex';
import { createPgliteDriver } from '../../src/db/pglite-driver';
import type { PgliteLike } from '../../src/db/pglite-driver';
import { sql } from '../../src/db/sql';

describe('the embedded database reports its one connection and the queue for it', () => {
  it('counts the holder and the waiters, and nothing once all have finished', async () => {
    const lock = new Mutex();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = lock.run(() => held);
    const second = lock.run(async () => undefined);
    const third = lock.run(async () => undefined);
    expect([lock.holders, lock.waiting]).toEqual([1, 2]);
    release();
    await Promise.all([first, second, third]);
    expect([lock.holders, lock.waiting]).toEqual([0, 0]);
  });

  it('as the pool statistics of its Db', async () => {
    const answers: (() => void)[] = [];
    let onCall = () => undefined as void;
    const target = {
      query: () =>
        new Promise((resolve) => {
          answers.push(() => resolve({ rows: [], rowCount: 0 }));
          onCall();
        }),
      exec: async () => undefined,
      close: async () => undefined,
    } as PgliteLike;
    /** Resolves once the engine has been asked its `n`th statement. */
    const called = (n: number) =>
      new Promise<void>((resolve) => {
        onCall = () => answers.length >= n && resolve();
        onCall();
      });
    const db = createDb(createPgliteDriver(target));
    expect(db.poolStats()).toEqual({ inUse: 0, waiting: 0 });
    const pending = [db.query(sql`SELECT 1`), db.query(sql`SELECT 2`)];
    await called(1);
    expect(db.poolStats()).toEqual({ inUse: 1, waiting: 1 });
    answers[0]();
    await called(2);
    expect(db.poolStats()).toEqual({ inUse: 1, waiting: 0 });
    answers[1]();
    await Promise.all(pending);
    expect(db.poolStats()).toEqual({ inUse: 0, waiting: 0 });
  });
});
