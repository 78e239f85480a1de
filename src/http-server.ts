import { createServer } from 'node:http';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';

interface ServerOptions {
  port: number;
  host: string;
  /** Longer than a load balancer's idle timeout, so the balancer closes idle connections first. */
  keepAliveTimeoutMs?: number;
  /** In-flight requests get this long after a drain begins; then every connection is closed. */
  graceMs?: number;
}

export interface RunningServer {
  server: Server;
  /**
   * Stops taking connections; every answer from now on carries `Connection: close`, idle keep-alive
   * connections are closed at once and busy ones as soon as their answer is sent. Resolves when the
   * last connection has closed (or the grace period forced them closed): true when all finished in time.
   */
  drain(): Promise<boolean>;
}

/** Starts an HTTP server for `handler` and resolves once it listens. */
export function startServer(handler: RequestListener, options: ServerOptions): Promise<RunningServer> {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (draining) res.setHeader('Connection', 'close');
    inFlight.add(res);
    res.on('close', () => {
      inFlight.delete(res);
      // Its connection may be idle now: close it rather than wait for another request.
      if (draining) setImmediate(() => server.closeIdleConnections());
    });
    handler(req, res);
  });
  server.keepAliveTimeout = options.keepAliveTimeoutMs ?? 65_000;

  const drain = (): Promise<boolean> =>
    new Promise((resolve) => {
      draining = true;
      // Answers not yet started tell their clients to go elsewhere; Node closes those sockets after them.
      for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
      const force = setTimeout(() => {
        server.closeAllConnections();
        resolve(false);
      }, options.graceMs ?? 10_000);
      force.unref();
      server.close(() => {
        clearTimeout(force);
        resolve(true);
      });
      server.closeIdleConnections();
    });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve({ server, drain });
    });
  });
}
