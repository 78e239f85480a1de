import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/types';
import { catalogTransaction, DataVersion } from '../../src/db/data-version';

/** A database whose data_version read is counted and answers after a tick what held when it was sent (fails while `down`). */
function countingDb() {
  const state = { reads: 0, version: 7, down: false };
  const db = {
    transaction: async <T>(work: (tx: Db) => Promise<T>) => work(db),
    one: async () => {
      state.reads += 1;
      const { version, down } = state;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (down) throw new Error('connect ECONNREFUSED');
      return { version };
    },
  } as unknown as Db;
  return { state, db };
}

describe('DataVersion', () => {
  it('shares one read among requests that find the value old', async () => {
    const { state, db } = countingDb();
    const version = new DataVersion(db);
    const answers = await Promise.all(Array.from({ length: 20 }, () => version.current()));
    expect(answers).toEqual(Array(20).fill(7));
    expect(state.reads).toBe(1);
  });

  it('shares a failing read, and reads again on the next request (recovery needs no wait)', async () => {
    const { state, db } = countingDb();
    state.down = true;
    const version = new DataVersion(db);
    await expect(Promise.all([version.current(), version.current(), version.current()])).rejects.toThrow(/ECONNREFUSED/);
    expect(state.reads).toBe(1);
    state.down = false;
    expect(await version.current()).toBe(7);
    expect(state.reads).toBe(2);
  });

  it('reads again after a catalog write of this process, even while an older read is in flight', async () => {
    const { state, db } = countingDb();
    const version = new DataVersion(db);
    const before = version.current();
    await catalogTransaction(db, async () => {
      state.version = 8;
    });
    expect(await version.current()).toBe(8);
    expect(await before).toBe(7);
    expect(await version.current()).toBe(8);
    expect(state.reads).toBe(2);
  });

  it('reads again after a catalog write that failed (its COMMIT may have happened)', async () => {
    const { state, db } = countingDb();
    const version = new DataVersion(db);
    expect(await version.current()).toBe(7);
    const failed = catalogTransaction(db, async () => {
      state.version = 8;
      throw new Error('connection lost during COMMIT');
    });
    await expect(failed).rejects.toThrow(/COMMIT/);
    expect(await version.current()).toBe(8);
  });
});
