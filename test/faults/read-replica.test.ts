import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '../../scripts/seed/index';
import type { App } from '../../src/app';
import { createApp } from '../../src/app';
import type { Config } from '../../src/config';
import { loadConfig } from '../../src/config';
import { connect } from '../../src/db/connect';
import { dbLimits } from '../../src/db/limits';
import { migrate } from '../../src/db/migrate';
import { sql } from '../../src/db/sql';
import type { Db } from '../../src/db/types';
import { createLogger } from '../../src/log';
import { FAULT_PG_BIN, FaultCluster, freePort } from '../helpers/fault-cluster';
import { ROOT, TMP } from '../helpers/paths';
import { ServerProcess } from '../helpers/server-process';
import type { TestUser } from '../helpers/users';
import { createTestUser, SAME_ORIGIN } from '../helpers/users';

// Issue 13, item 2: DATABASE_READ_URL against a real primary and a streaming replica taken with
// `pg_basebackup -R`. Pausing the replica's replay makes a write exist on the primary only, which tells
// the two servers' answers apart; the replica's statement counter in /metrics shows which one answered.
if (!FAULT_PG_BIN) console.log('read-replica tests skipped: FAULT_PG_BIN is not set (a PostgreSQL bin directory with initdb and pg_ctl)');

const MAX_LAG_MS = 1500;

describe.skipIf(!FAULT_PG_BIN)('a read replica beside a real PostgreSQL primary', () => {
  let primary: FaultCluster;
  let replica: FaultCluster;
  let db: Db;
  let built: App;
  let admin: TestUser;
  let seq: number;
  let originalName: string;
  const renamed = 'Replica test rename';
  const logs: { level: string; msg: string; reason?: string }[] = [];

  const path = () => `/api/products/${seq}`;
  const anonymous = () => request(built.app).get(path());
  const signedIn = () => request(built.app).get(path()).set('Cookie', admin.cookie);
  const nameOf = (res: request.Response) => (res.body as { name: string }).name;

  async function metric(pattern: RegExp): Promise<number> {
    const res = await request(built.app).get('/metrics');
    return Number(pattern.exec(res.text)?.[1] ?? 0);
  }
  const replicaStatements = () => metric(/^db_replica_statements_total (\d+)$/m);

  /** Runs one statement on the replica as its superuser (to pause and resume replay). */
  async function onReplica(text: string): Promise<void> {
    const client = new pg.Client(replica.url);
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  }

  /** Asks anonymously again (each round a real request; no sleeping) until `seen` holds; every answer must be 200. */
  async function untilAnonymous(seen: (res: request.Response, replicaAnswered: boolean) => boolean): Promise<void> {
    const started = performance.now();
    for (;;) {
      const before = await replicaStatements();
      const res = await anonymous();
      expect(res.status).toBe(200);
      if (seen(res, (await replicaStatements()) > before)) return;
      if (performance.now() - started > 15_000) throw new Error(`not seen within 15 s; last answer: ${nameOf(res)}`);
    }
  }

  const lines = (msg: string) => logs.filter((line) => line.msg === msg);
  const FALLBACK = 'read replica unavailable: reads fall back to the primary';
  const RECOVERY = 'read replica back: anonymous reads go to it again';

  beforeAll(async () => {
    primary = await FaultCluster.create();
    const setup = await connect({ databaseUrl: primary.url, dataDir: TMP });
    await migrate(setup);
    await seedCatalog(setup, { products: 20, demoAccounts: false });
    admin = await createTestUser(setup, { isAdmin: true });
    ({ seq, name: originalName } = await setup.one<{ seq: number; name: string }>(sql`
      SELECT p.seq, p.name FROM products p JOIN content_items ci ON ci.product_seq = p.seq AND ci.content_type = 'product'
      WHERE p.online ORDER BY p.seq LIMIT 1`));
    await setup.close();
    replica = await FaultCluster.replicaOf(primary);

    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: primary.url,
      DATABASE_READ_URL: replica.url,
      DATABASE_REPLICA_MAX_LAG_MS: String(MAX_LAG_MS),
      DATABASE_REPLICA_CHECK_MS: '100',
      DATABASE_READ_AFTER_WRITE_MS: '2000',
      PUBLIC_URL: 'http://localhost:3000',
    };
    const config: Config = loadConfig(env);
    const log = createLogger('info', { write: (line: string) => void logs.push(JSON.parse(line)) });
    db = await connect({
      databaseUrl: primary.url,
      dataDir: TMP,
      limits: dbLimits(config),
      replica: { url: replica.url, maxLagMs: config.DATABASE_REPLICA_MAX_LAG_MS, checkMs: config.DATABASE_REPLICA_CHECK_MS, log },
    });
    built = createApp({ db, config, log: createLogger('silent'), root: ROOT });
  });

  afterAll(async () => {
    await onReplica('SELECT pg_wal_replay_resume()').catch(() => undefined);
    await db?.close().catch(() => undefined);
    await replica?.destroy();
    await primary?.destroy();
  });

  it('answers an anonymous read from the replica, a signed-in user’s from the primary', async () => {
    expect(lines('read replica in use for anonymous reads')).toHaveLength(1);
    const before = await replicaStatements();
    const res = await anonymous();
    expect(res.status).toBe(200);
    expect(nameOf(res)).toBe(originalName);
    const afterAnonymous = await replicaStatements();
    expect(afterAnonymous).toBeGreaterThan(before);

    expect(nameOf(await signedIn())).toBe(originalName);
    expect(await replicaStatements()).toBe(afterAnonymous);

    // A page as well (not in the page cache yet: rendered from the database).
    const page = await request(built.app).get(`/product/${seq}`);
    expect(page.status).toBe(200);
    expect(await replicaStatements()).toBeGreaterThan(afterAnonymous);
  });

  it('a signed-in user’s write is in their next read, and in a visitor’s read after their own POST, while the replica lacks it', async () => {
    await onReplica('SELECT pg_wal_replay_pause()');
    const write = await request(built.app).put(path()).set('Cookie', admin.cookie).set(SAME_ORIGIN).send({ name: renamed });
    expect(write.status).toBe(200);
    // The replica replays nothing now: within the allowed lag it still answers anonymous reads, with the old name.
    expect(nameOf(await anonymous())).toBe(originalName);
    expect(nameOf(await signedIn())).toBe(renamed);

    // Any visitor's POST marks them for DATABASE_READ_AFTER_WRITE_MS: their reads go to the primary meanwhile.
    const post = await request(built.app).post('/api/feedback').set(SAME_ORIGIN).send({});
    const mark = (post.headers['set-cookie'] as unknown as string[]).find((cookie) => cookie.startsWith('wrote='));
    expect(mark).toBeDefined();
    const marked = await request(built.app).get(path()).set('Cookie', mark!.split(';')[0]);
    expect(nameOf(marked)).toBe(renamed);
  });

  it('a replica trailing beyond DATABASE_REPLICA_MAX_LAG_MS: anonymous reads go to the primary; replay resumed: back to the replica', async () => {
    // Replay is still paused: only the primary can answer the new name.
    await untilAnonymous((res, replicaAnswered) => nameOf(res) === renamed && !replicaAnswered);
    expect(lines(FALLBACK).map((line) => line.reason)).toEqual(['lagging']);
    expect(await metric(/^db_replica_fallbacks_total\{reason="lagging"\} (\d+)$/m)).toBe(1);

    await onReplica('SELECT pg_wal_replay_resume()');
    await untilAnonymous((res, replicaAnswered) => replicaAnswered && nameOf(res) === renamed);
    expect(lines(RECOVERY)).toHaveLength(1);
    expect(await metric(/^db_replica_recoveries_total (\d+)$/m)).toBe(1);
  });

  it('the replica stopped mid-test: reads still answer 200 from the primary; started again: back to the replica', async () => {
    await replica.stop();
    for (let i = 0; i < 3; i += 1) {
      const res = await anonymous();
      expect(res.status).toBe(200);
      expect(nameOf(res)).toBe(renamed);
    }
    expect(lines(FALLBACK).map((line) => line.reason)).toEqual(['lagging', 'down']);
    const pages = await request(built.app).get('/');
    expect(pages.status).toBe(200);

    await replica.start();
    await untilAnonymous((_res, replicaAnswered) => replicaAnswered);
    expect(lines(RECOVERY)).toHaveLength(2);
    expect(lines(FALLBACK)).toHaveLength(2);
  });

  it('the server started with DATABASE_READ_URL answers anonymous reads from the replica', async () => {
    const server = ServerProcess.start({ DATABASE_URL: primary.url, DATABASE_READ_URL: replica.url, WEB_CONCURRENCY: '1' }, await freePort());
    try {
      await server.waitForLine((line) => line.msg === 'read replica in use for anonymous reads', 60_000);
      await server.waitForLine((line) => typeof line.msg === 'string' && line.msg.startsWith('listening on'), 60_000);
      const res = await server.request(path());
      expect(res.status).toBe(200);
      const scrape = await server.request('/metrics');
      expect(Number(/^db_replica_statements_total (\d+)$/m.exec(scrape.body)?.[1])).toBeGreaterThan(0);
    } finally {
      server.kill();
    }
  });
});
