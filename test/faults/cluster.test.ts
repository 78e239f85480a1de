import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '../../scripts/seed/index';
import { connect } from '../../src/db/connect';
import { migrate } from '../../src/db/migrate';
import { sql } from '../../src/db/sql';
import { rebuildSearchIndex } from '../../src/services/search-index';
import { FAULT_PG_BIN, FaultCluster, freePort } from '../helpers/fault-cluster';
import { TEST_CATALOG_PRODUCTS, TMP } from '../helpers/paths';
import type { HttpAnswer, LogLine } from '../helpers/server-process';
import { isAlive, ServerProcess } from '../helpers/server-process';
import { createTestUser } from '../helpers/users';

// Issue 13, items 1 and 4: WEB_CONCURRENCY=2 on a real PostgreSQL server: two workers share the port, a write
// through one is seen by the other within a second, a dead one is replaced, the metrics add both up, and SIGTERM
// to the primary drains and ends every process.
if (!FAULT_PG_BIN) console.log('cluster tests skipped: FAULT_PG_BIN is not set (a PostgreSQL bin directory with initdb and pg_ctl)');

const isListening = (line: LogLine) => typeof line.msg === 'string' && line.msg.startsWith('listening on') && typeof line.pid === 'number';

describe.skipIf(!FAULT_PG_BIN)('cluster mode on a real PostgreSQL', () => {
  let database: FaultCluster;
  let server: ServerProcess;
  let requests = 0;
  let notFound = 0;
  let adminToken: string;
  let product: { seq: number; name: string };
  let lexeme: string;

  /** A GET on a new connection, with the pid of the worker that answered it (from its access log line). */
  async function get(path: string): Promise<HttpAnswer & { pid: number }> {
    const id = `cluster-test-${(requests += 1)}`;
    const res = await server.request(path, { 'X-Request-Id': id });
    const line = await server.waitForLine((l) => (l.req as { id?: string } | undefined)?.id === id, 10_000);
    return { ...res, pid: line.pid as number };
  }

  /** GETs a page nobody has and answers the pid of the worker that logged it. */
  async function answeringPid(): Promise<number> {
    notFound += 1;
    const res = await get(`/no-such-page-${notFound}`);
    expect(res.status).toBe(404);
    return res.pid;
  }

  /** Asks again (each round a real request; no sleeping) until every worker in `pids` has answered `seen`. */
  async function untilEveryWorker(pids: readonly number[], path: string, seen: (res: HttpAnswer) => boolean): Promise<number> {
    const started = performance.now();
    const done = new Set<number>();
    while (done.size < pids.length) {
      const res = await get(path);
      if (seen(res)) done.add(res.pid);
      if (performance.now() - started > 10_000) throw new Error(`only workers ${[...done].join(', ')} answered as expected on ${path}`);
    }
    return performance.now() - started;
  }

  async function pidsAnswering(count: number): Promise<Set<number>> {
    const pids = new Set<number>();
    for (let i = 0; i < count; i += 1) pids.add(await answeringPid());
    return pids;
  }

  beforeAll(async () => {
    database = await FaultCluster.create();
    const db = await connect({ databaseUrl: database.url, dataDir: TMP });
    await migrate(db);
    await seedCatalog(db, { products: TEST_CATALOG_PRODUCTS, demoAccounts: false });
    // A small catalog: words matching 20+ items get precomputed lists, as words matching 500+ do on a real one.
    await rebuildSearchIndex(db, { commonLexemeDocs: 20 });
    adminToken = (await createTestUser(db, { isAdmin: true })).token;
    ({ lexeme } = await db.one<{ lexeme: string }>(sql`
      SELECT lexeme FROM search_top WHERE content_type = 'product' AND lexeme ~ '^[a-z]{4,}$'
        AND querytree(plainto_tsquery('english', lexeme)) = '''' || lexeme || '''' ORDER BY total, lexeme LIMIT 1`));
    product = await db.one<{ seq: number; name: string }>(sql`
      SELECT p.seq, p.name FROM products p JOIN content_items ci ON ci.product_seq = p.seq AND ci.content_type = 'product'
      WHERE p.online AND NOT ci.search @@ to_tsquery('english', ${lexeme}) ORDER BY p.seq LIMIT 1`);
    await db.close();
    // An SMTP address (nothing listens there, nothing is due) so that the mail worker starts where it runs.
    server = ServerProcess.start({ DATABASE_URL: database.url, WEB_CONCURRENCY: '2', SMTP_URL: 'smtp://127.0.0.1:9' }, await freePort());
    await server.waitForLine((line) => server.lines.filter(isListening).length === 2 && isListening(line), 90_000);
  });

  afterAll(async () => {
    server?.kill();
    await database?.destroy();
  });

  it('serves from two worker processes and aggregates their metrics', async () => {
    const workers = server.lines.filter(isListening).map((line) => line.pid as number);
    expect(new Set(workers).size).toBe(2);
    expect(workers).not.toContain(server.child.pid);
    const pids = await pidsAnswering(6);
    expect([...pids].sort()).toEqual([...workers].sort());
    // The mail worker runs in one of them only.
    const mailWorkers = server.lines.filter((line) => line.msg === 'mail worker started');
    expect(mailWorkers.map((line) => line.worker)).toEqual([0]);
    expect(workers).toContain(mailWorkers[0].pid);

    const scrape = await server.request('/metrics');
    expect(scrape.status).toBe(200);
    // Every request above was counted by the worker that answered it: only the sum over both makes `notFound`.
    const total = /^http_requests_total\{method="GET",route="unmatched",status="404"\} (\d+)$/m.exec(scrape.body);
    expect(Number(total?.[1])).toBe(notFound);
    expect(scrape.body).toMatch(/^db_pool_connections_in_use \d+$/m);
  });

  it('a write through one worker is seen on the other within a second: its cached page and the common word’s search', async () => {
    const workers = server.lines.filter(isListening).map((line) => line.pid as number);
    const page = `/product/${product.seq}`;
    const search = `/api/search/${lexeme}/product`;
    // Both workers hold the page in their HTML cache and answer the word from its precomputed list.
    await untilEveryWorker(workers, page, (res) => res.headers['x-page-cache'] === 'hit' && res.body.includes(product.name));
    const before = JSON.parse((await get(search)).body).total as number;

    const renamed = `Crossproc ${lexeme} ${product.seq}`;
    const write = await server.request(`/api/products/${product.seq}`, { Authorization: `Bearer ${adminToken}` }, { method: 'PUT', body: { name: renamed } });
    expect(write.status).toBe(200);
    const pageMs = await untilEveryWorker(workers, page, (res) => res.body.includes(renamed));
    const searchMs = await untilEveryWorker(workers, search, (res) => JSON.parse(res.body).total === before + 1);
    // One second by the data_version rule, and a margin for two cores shared by the tests and both workers.
    expect(pageMs).toBeLessThan(2500);
    expect(searchMs).toBeLessThan(2500);
  });

  it('replaces a worker that dies', async () => {
    const before = server.lines.filter(isListening).map((line) => line.pid as number);
    process.kill(before[0], 'SIGKILL');
    const replacement = await server.waitForLine((line) => isListening(line) && !before.includes(line.pid as number));
    await server.waitForLine((line) => line.msg === 'worker died; starting another' && line.pid === before[0]);
    const now = new Set([before[1], replacement.pid as number]);
    const pids = await pidsAnswering(6);
    expect([...pids].sort()).toEqual([...now].sort());
  });

  it('SIGTERM to the primary drains every worker, then every process has ended within seconds', async () => {
    const workers = [...new Set(server.lines.filter(isListening).map((line) => line.pid as number))].filter(isAlive);
    expect(workers).toHaveLength(2);
    const started = performance.now();
    server.child.kill('SIGTERM');
    const { code } = await server.exited;
    expect(performance.now() - started).toBeLessThan(5000);
    expect(code).toBe(0);
    expect(server.lines.filter((line) => line.msg === 'stopped' && workers.includes(line.pid as number))).toHaveLength(2);
    expect(workers.filter(isAlive)).toEqual([]);
  });
});

describe('WEB_CONCURRENCY on the embedded database', () => {
  let server: ServerProcess;
  let dataDir: string;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'specfind-cluster-pglite-'));
  });

  afterAll(() => {
    server?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('says in one line that it runs one process, and does', async () => {
    server = ServerProcess.start({ WEB_CONCURRENCY: '2', DATA_DIR: dataDir }, await freePort());
    const warning = await server.waitForLine((line) => String(line.msg).startsWith('WEB_CONCURRENCY ignored'), 90_000);
    expect(warning.level).toBe('warn');
    await server.waitForLine((line) => String(line.msg).startsWith('listening on'), 90_000);
    expect((await server.request('/healthz')).status).toBe(200);
    expect(server.lines.filter((line) => String(line.msg).startsWith('listening on'))).toHaveLength(1);
    expect(server.lines.some((line) => String(line.msg).includes('cluster primary'))).toBe(false);
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
  });
});
