import { createServer } from 'node:net';
import type { Config } from '../src/config';

/**
 * glibc malloc arenas for the server process. Each thread that allocates (the embedded database's worker, libuv's
 * pool, V8's helpers) otherwise gets arenas of its own, and their free memory is rarely given back: at 100k products
 * two arenas kept the embedded server 26 MB smaller (docs/performance.md). An operator's MALLOC_ARENA_MAX wins.
 */
export const SERVER_MALLOC_ARENAS = '2';

/**
 * The environment npm start gives its server (dist/server.js, always NODE_ENV=production for React's speed).
 * Unless the operator asked for production, this is the demo launcher: the server's PUBLIC_URL is
 * http://localhost:{port} when none is set (canonical links follow the port), and its logs are readable
 * lines (LOG_FORMAT=pretty) unless LOG_FORMAT says otherwise. An operator's production start has PUBLIC_URL
 * already (config requires it) and logs JSON; the session secret is the one the launcher's config settled on.
 */
export function serverEnv(
  env: NodeJS.ProcessEnv,
  config: Pick<Config, 'PORT' | 'PUBLIC_URL' | 'SESSION_SECRET'>,
  port: number = config.PORT,
): NodeJS.ProcessEnv {
  const askedForProduction = env.NODE_ENV === 'production';
  const publicUrl = askedForProduction || env.PUBLIC_URL ? config.PUBLIC_URL : `http://localhost:${port}`;
  const logFormat = env.LOG_FORMAT ?? (askedForProduction ? 'json' : 'pretty');
  return { MALLOC_ARENA_MAX: SERVER_MALLOC_ARENAS, ...env, NODE_ENV: 'production', PORT: String(port), SESSION_SECRET: config.SESSION_SECRET, PUBLIC_URL: publicUrl, LOG_FORMAT: logFormat };
}

/** What the preparation sends npm start's launcher: the server's environment and the lines to print once it listens. */
export const SERVE_PLAN_MESSAGE = 'specfind:serve';

export interface ServePlan {
  type: typeof SERVE_PLAN_MESSAGE;
  env: NodeJS.ProcessEnv;
  readyLines: string[];
}

/** A port nothing listens on now (PORT=0 asks for one): the launcher picks it so the printed address and canonical links can name it. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
