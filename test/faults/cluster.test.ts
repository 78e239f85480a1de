import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAULT_PG_BIN, FaultCluster, freePort } from '../helpers/fault-cluster';
import type { LogLine } from '../helpers/server-process';
import { isAlive, ServerProcess } from '../helpers/server-process';

// Issue 13, item 1: WEB_CONCURRENCY=2 on a real PostgreSQL server: two workers share the port, a dead one is
// replaced, the metrics add both up, and SIGTERM to the primary drains and ends every process.
if (!FAULT_PG_BIN) console.log('cluster tests skipped: FAULT_PG_BIN is not set (a PostgreSQL bin directory with initdb and pg_ctl)');

const isListening = (line: LogLine) => typeof line.msg === 'string' && line.msg.startsWith('listening on') && typeof line.pid === 'number';

describe.skipIf(!FAULT_PG_BIN)('cluster mode on a real PostgreSQL', () => {
  let database: FaultCluster;
  let server: ServerProcess;
  let requests = 0;

  /** GETs a page nobody has, on a new connection, and answers the pid of the worker that logged it. */
  async function answeringPid(): Promise<number> {
    const id = `cluster-test-${(requests += 1)}`;
    const res = await server.request(`/no-such-page-${requests}`, { 'X-Request-Id': id });
    expect(res.status).toBe(404);
    const line = await server.waitForLine((l) => (l.req as { id?: string } | undefined)?.id === id, 10_000);
    return line.pid as number;
  }

  async function pidsAnswering(count: number): Promise<Set<number>> {
    const pids = new Set<number>();
    for (let i = 0; i < count; i += 1) pids.add(await answeringPid());
    return pids;
  }

  beforeAll(async () => {
    database = await FaultCluster.create();
    server = ServerProcess.start({ DATABASE_URL: database.url, WEB_CONCURRENCY: '2' }, await freePort());
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

    const scrape = await server.request('/metrics');
    expect(scrape.status).toBe(200);
    // Every request above was counted by the worker that answered it: only the sum over both makes `requests`.
    const total = /^http_requests_total\{method="GET",route="unmatched",status="404"\} (\d+)$/m.exec(scrape.body);
    expect(Number(total?.[1])).toBe(requests);
    expect(scrape.body).toMatch(/^db_pool_connections_in_use \d+$/m);
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
