import { spawn } from 'node:child_process';
import { waitUntilUp } from '../wait-until-up';
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { CatalogPlace } from './catalog';
import { SERVER_MALLOC_ARENAS } from '../start-env';

interface ServerSettings {
  port: number;
  place: CatalogPlace;
  /** false: HTML_CACHE_ENTRIES=0, every page rendered. */
  cached: boolean;
  workers: number;
  /** Access lines written (LOG_LEVEL=info, to /dev/null): the cached rows measure a site that logs each request. */
  accessLog?: boolean;
}

interface RunningServer {
  base: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** `env` over this process's environment; a name set to undefined is left out. */
export function startProcess(file: string, env: Record<string, string | undefined>): ChildProcess {
  return spawn(process.execPath, [file], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

export function waitFor(url: string, child?: ChildProcess): Promise<void> {
  return waitUntilUp(url, 60, () => child?.exitCode == null);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * The built server (npm run build) on 127.0.0.1. API_RATE_LIMIT=0 and FILTERED_PAGE_RATE_LIMIT=0: the load comes
 * from one address and would otherwise measure the anonymous limits, not the pages.
 */
export async function startServer({ port, place, cached, workers, accessLog = false }: ServerSettings): Promise<RunningServer> {
  const base = `http://127.0.0.1:${port}`;
  const child = startProcess('dist/server.js', {
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret',
    PUBLIC_URL: base,
    DATA_DIR: place.dataDir,
    DATABASE_URL: place.databaseUrl,
    LOG_LEVEL: accessLog ? 'info' : 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    WEB_CONCURRENCY: String(workers),
    API_RATE_LIMIT: '0',
    FILTERED_PAGE_RATE_LIMIT: '0',
    // The bench catalog is a demo catalog (its published demo passwords work); production refuses it otherwise.
    SEED_DEMO_ACCOUNTS: 'true',
    HTML_CACHE_ENTRIES: cached ? '2000' : '0',
    // As npm start and the Procfile run the server.
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? SERVER_MALLOC_ARENAS,
  });
  try {
    await waitFor(`${base}/healthz`, child);
  } catch (error) {
    await stop(child);
    throw error;
  }
  return { base, process: child, stop: () => stop(child) };
}

/** The processes whose parent is `pid` (a cluster's workers), from /proc. */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

function rssMb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** Resident memory of the server's process that serves requests: each worker of a cluster, or the one process. */
export function servingRssMb(server: RunningServer): number[] {
  const pid = server.process.pid!;
  const workers = childrenOf(pid);
  return (workers.length > 0 ? workers : [pid]).map(rssMb);
}
