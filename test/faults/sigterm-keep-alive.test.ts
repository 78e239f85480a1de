import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, get as httpGet } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/fault-cluster';
import { TMP } from '../helpers/paths';
import { ServerProcess } from '../helpers/server-process';

// Issue 22: SIGTERM while a keep-alive client sends requests without pause. The server (the embedded database,
// one process) must answer every request that reaches it and reset none: idle keep-alive connections are
// closed only after a grace, and requests meanwhile are answered with `Connection: close`.

const CLIENTS = 12;
const PATHS = ['/api/podcasts', '/healthz', '/api/csinos?size=5'];

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
}

function get(agent: Agent, port: number, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    httpGet({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

describe('SIGTERM under keep-alive load', () => {
  const dataDir = mkdtempSync(path.join(TMP, 'sigterm-'));
  let server: ServerProcess;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    server = ServerProcess.start({ DATA_DIR: dataDir, API_RATE_LIMIT: '0' }, port);
    await server.waitForLine((line) => typeof line.msg === 'string' && line.msg.startsWith('listening on'), 110_000);
  }, 120_000);
  afterAll(() => {
    server?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers every request, resets none, and exits 0 once the clients were told to close', async () => {
    const agent = new Agent({ keepAlive: true });
    const answered: number[] = [];
    const failures: string[] = [];
    let sigtermSent = false;
    let answeredAfterSigterm = 0;
    let warm!: () => void;
    const warmedUp = new Promise<void>((resolve) => (warm = resolve));

    // Each client sends request after request, a few milliseconds apart (so its connection is idle now and then),
    // until an answer to it says Connection: close.
    const client = async (n: number) => {
      for (let i = 0, toldToClose = false; !toldToClose; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 20));
        try {
          const answer = await get(agent, port, PATHS[(n + i) % PATHS.length]);
          answered.push(answer.status);
          if (sigtermSent) answeredAfterSigterm += 1;
          if (answered.length >= CLIENTS * 20) warm();
          if (answer.headers.connection === 'close') toldToClose = true;
        } catch (error) {
          failures.push((error as NodeJS.ErrnoException).code ?? String(error));
          return;
        }
      }
    };
    const clients = Array.from({ length: CLIENTS }, (_, n) => client(n));
    await warmedUp;
    sigtermSent = server.child.kill('SIGTERM');
    await Promise.all(clients);
    agent.destroy();

    expect(failures).toEqual([]);
    expect(answeredAfterSigterm).toBeGreaterThan(0);
    expect(new Set(answered)).toEqual(new Set([200]));
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.lines.map((line) => line.msg)).toContain('stopped');
  }, 120_000);
});
