import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connect } from '../../src/db/connect';
import { withReadRoute } from '../../src/db/read-routing';
import { observeReplica } from '../../src/db/replica-events';
import { ReplicaHealth } from '../../src/db/replica-health';
import { createRoutedDriver } from '../../src/db/routed-driver';
import type { Driver, QueryResult, Row } from '../../src/db/types';

/** A stand-in server: answers the health check's WAL questions from its fields, records every other statement. */
class FakeServer {
  statements: string[] = [];
  lsn = '0/100';
  replayed: string | null = '0/100';
  failure: Error | null = null;

  driver(): Driver {
    const run = async (text: string): Promise<QueryResult<Row>> => {
      if (this.failure) throw this.failure;
      if (text.includes('pg_current_wal_lsn')) return { rows: [{ lsn: this.lsn }], rowCount: 1 };
      if (text.includes('pg_last_wal_replay_lsn')) return { rows: [{ replayed: this.replayed }], rowCount: 1 };
      this.statements.push(text);
      return { rows: [], rowCount: 0 };
    };
    return {
      kind: 'pg',
      run,
      exec: async (text) => void this.statements.push(text),
      transaction: (work) => work(run),
      session: (work) => work({ run, exec: async (text) => void this.statements.push(text) }),
      close: async () => undefined,
    };
  }
}

function failure(code: string, message = code): Error {
  return Object.assign(new Error(message), { code });
}

describe('reads routed between a primary and its replica', () => {
  let primary: FakeServer;
  let replica: FakeServer;
  let health: ReplicaHealth;
  let driver: Driver;
  let logs: { level: string; message: string; detail: object }[];
  let events: string[];
  let stopObserving: () => void;

  beforeEach(async () => {
    primary = new FakeServer();
    replica = new FakeServer();
    logs = [];
    events = [];
    stopObserving = observeReplica({ fallback: (reason) => events.push(`fallback:${reason}`), recovery: () => events.push('recovery'), read: () => events.push('read') });
    const log = {
      info: (detail: object, message: string) => logs.push({ level: 'info', message, detail }),
      warn: (detail: object, message: string) => logs.push({ level: 'warn', message, detail }),
    };
    health = new ReplicaHealth(primary.driver(), replica.driver(), { maxLagMs: 1000, checkMs: 100, timeoutMs: 1000, log });
    await health.check();
    driver = createRoutedDriver(primary.driver(), replica.driver(), health);
  });

  afterEach(() => {
    stopObserving();
    vi.useRealTimers();
  });

  const read = (text = 'SELECT 1') => driver.run(text, []);

  it('reads of a route that allows the replica go there; outside a route and in a primary route they do not', async () => {
    await withReadRoute(true, () => read('SELECT anonymous'));
    await read('SELECT outside');
    await withReadRoute(false, () => read('SELECT personal'));
    expect(replica.statements).toEqual(['SELECT anonymous']);
    expect(primary.statements).toEqual(['SELECT outside', 'SELECT personal']);
    expect(events).toEqual(['read']);
    expect(logs).toEqual([expect.objectContaining({ level: 'info', message: 'read replica in use for anonymous reads' })]);
  });

  it('a write, a transaction or a session sends the rest of the route to the primary', async () => {
    for (const write of [
      () => driver.run('UPDATE t SET a = 1', []),
      () => driver.transaction(async (run) => run('SELECT in_tx', [])),
      () => driver.session(async (conn) => conn.run('SELECT in_session', [])),
      () => driver.exec('VACUUM'),
    ]) {
      await withReadRoute(true, async () => {
        await read('SELECT before');
        await write();
        await read('SELECT after');
      });
    }
    expect(replica.statements).toEqual(['SELECT before', 'SELECT before', 'SELECT before', 'SELECT before']);
    expect(primary.statements.filter((text) => text === 'SELECT after')).toHaveLength(4);
    expect(primary.statements).toEqual(expect.arrayContaining(['UPDATE t SET a = 1', 'SELECT in_tx', 'SELECT in_session', 'VACUUM']));
  });

  it('a replica that loses its connection: the primary answers, reads stay there (logged once) until a check finds it answering', async () => {
    replica.failure = failure('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5433');
    await withReadRoute(true, () => read('SELECT first'));
    await withReadRoute(true, () => read('SELECT second'));
    await health.check();
    expect(primary.statements).toEqual(['SELECT first', 'SELECT second']);
    expect(health.usable).toBe(false);
    replica.failure = null;
    await health.check();
    await withReadRoute(true, () => read('SELECT back'));
    expect(replica.statements).toEqual(['SELECT back']);
    expect(events).toEqual(['fallback:down', 'recovery', 'read']);
    expect(logs.map((line) => `${line.level}: ${line.message}`)).toEqual([
      'info: read replica in use for anonymous reads',
      'warn: read replica unavailable: reads fall back to the primary',
      'info: read replica back: anonymous reads go to it again',
    ]);
    expect(logs[1].detail).toMatchObject({ reason: 'down', error: 'connect ECONNREFUSED 127.0.0.1:5433' });
  });

  it('a statement the standby refuses runs on the primary without leaving the replica; other errors are the caller’s', async () => {
    replica.failure = failure('25006', 'cannot execute nextval() in a read-only transaction');
    await withReadRoute(true, () => read('SELECT writes_inside()'));
    expect(primary.statements).toEqual(['SELECT writes_inside()']);
    expect(health.usable).toBe(true);
    replica.failure = failure('42P01', 'relation "nope" does not exist');
    await expect(withReadRoute(true, () => read('SELECT * FROM nope'))).rejects.toThrow(/does not exist/);
  });

  it('a replica trailing the primary beyond the allowed lag: reads go to the primary until it catches up; an idle primary is no lag', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(0);
    vi.setSystemTime(3_600_000); // an hour with no writes
    await health.check();
    expect(health.usable).toBe(true);
    primary.lsn = '0/200';
    await health.check(); // sees the write
    vi.setSystemTime(3_600_900);
    await health.check();
    expect(health.usable).toBe(true);
    vi.setSystemTime(3_601_100);
    await health.check();
    expect(health.usable).toBe(false);
    await withReadRoute(true, () => read('SELECT while_lagging'));
    expect(primary.statements).toEqual(['SELECT while_lagging']);
    replica.replayed = '0/200';
    await health.check();
    expect(health.usable).toBe(true);
    expect(events).toEqual(['fallback:lagging', 'recovery']);
    expect(logs[1].detail).toMatchObject({ reason: 'lagging', lagMs: 1100, maxLagMs: 1000 });
  });

  it('a server that is not a standby is never read from', async () => {
    replica.replayed = null;
    await health.check();
    await withReadRoute(true, () => read('SELECT anonymous'));
    expect(primary.statements).toEqual(['SELECT anonymous']);
    expect(logs[1].detail).toMatchObject({ reason: 'down', error: expect.stringMatching(/not a standby/) });
  });
});

describe('connect with a replica', () => {
  it('refuses one beside the embedded database, before opening anything', async () => {
    const log = { info: () => undefined, warn: () => undefined };
    await expect(connect({ dataDir: '/nonexistent/never-created', replica: { url: 'postgres://r/db', maxLagMs: 1000, checkMs: 100, log } })).rejects.toThrow(
      /read replica needs a PostgreSQL server \(DATABASE_URL\): the embedded database has none/,
    );
  });
});
