import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createDb } from '../../src/db/create-db';
import { migrate } from '../../src/db/migrate';
import { createPgliteDriver } from '../../src/db/pglite-driver';
import type { PgliteWorker } from '../../src/db/pglite-worker-client';
import { startPgliteWorker } from '../../src/db/pglite-worker-client';
import { sql } from '../../src/db/sql';
import type { Db } from '../../src/db/types';
import { createLogger } from '../../src/log';
import { ROOT, TMP } from '../helpers/paths';

// Issue 22: the embedded database's worker thread dies (a crash, out of memory) or hangs in a statement.
// Opening PGlite in a new thread takes seconds on a busy machine: the hooks and tests wait for up to two minutes.
const OPENING_MS = 120_000;

/** What the worker client told the log. */
function recordingLog() {
  const lines: string[] = [];
  return { lines, error: (_detail: object, message: string) => void lines.push(message) };
}

describe('an embedded database worker that dies mid-query', () => {
  const dir = mkdtempSync(path.join(TMP, 'worker-restart-'));
  const log = recordingLog();
  let worker: PgliteWorker;
  let db: Db;
  let app: ReturnType<typeof createApp>['app'];

  beforeAll(async () => {
    worker = startPgliteWorker(dir, { log });
    db = createDb(createPgliteDriver(worker));
    await migrate(db);
    await db.query(sql`INSERT INTO podcasts (title) VALUES ('Kept On Disk')`);
    const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000', API_RATE_LIMIT: '0' });
    app = createApp({ db, config, log: createLogger('silent'), root: ROOT }).app;
  }, OPENING_MS);
  afterAll(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('fails the statement and the requests queued behind it with 503, then serves again from the reopened database', async () => {
    const running = db.query(sql`SELECT pg_sleep(60)`).then(
      () => null,
      (error: unknown) => error,
    );
    const queued = Array.from({ length: 4 }, () => request(app).get('/api/podcasts').then((res) => res));
    // Each list asks for its rows and its count at once: eight statements queued behind the running one.
    await vi.waitFor(() => expect(db.poolStats().waiting).toBe(8), { timeout: 10_000 });

    await worker.terminate();
    expect(await running).toMatchObject({ statusCode: 503 });
    for (const answer of await Promise.all(queued)) {
      expect(answer.status).toBe(503);
      expect(answer.headers['retry-after']).toBe('5');
    }
    expect(log.lines).toEqual(['embedded database worker died: reopening the database']);

    await vi.waitFor(async () => expect((await request(app).get('/api/podcasts')).status).toBe(200), { timeout: OPENING_MS, interval: 250 });
    const after = await request(app).get('/api/podcasts');
    expect(after.body.items.map((item: { title: string }) => item.title)).toEqual(['Kept On Disk']);
  }, OPENING_MS * 2);
});

describe('the embedded database statement timeout', () => {
  const log = recordingLog();
  let worker: PgliteWorker;
  let db: Db;

  beforeAll(async () => {
    worker = startPgliteWorker(undefined, { statementTimeoutMs: 1000, log });
    db = createDb(createPgliteDriver(worker));
  }, OPENING_MS);
  afterAll(() => db?.close());

  it('fails a statement that runs too long with 503, ends its worker and opens the database again (in memory: empty)', async () => {
    await db.query(sql`CREATE TABLE before_the_hang (n int)`);
    await expect(db.query(sql`SELECT count(*) FROM generate_series(1, 2000000000)`)).rejects.toMatchObject({ statusCode: 503 });
    await vi.waitFor(async () => expect(await db.one(sql`SELECT 1 AS one`)).toEqual({ one: 1 }), { timeout: OPENING_MS, interval: 250 });
    expect(await db.maybeOne(sql`SELECT to_regclass('before_the_hang') AS t`)).toEqual({ t: null });
    expect(log.lines).toEqual([
      'embedded database statement ran out of time: ending its worker',
      'embedded database worker died: its in-memory database restarts empty',
    ]);
  }, OPENING_MS * 2);
});
