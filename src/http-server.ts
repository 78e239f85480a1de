import { createServer } from 'node:http';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';

interface ServerOptions {
  port: number;
  host: string;
  /** Longer than a load balancer's idle timeout, so the balancer closes idle connections first. */
  keepAliveTimeoutMs?: number;
  /** In-flight requests get this long after a drain begins; then every connection is closed. */
  graceMs?: number;
  /**
   * How long a drain keeps listening and leaves idle keep-alive connections open: a client that sends on one
   * meanwhile is answered (with `Connection: close`) instead of finding it reset under its request.
   */
  idleGraceMs?: number;
}

export interface RunningServer {
  server: Server;
  /**
   * Every answer from now on carries `Connection: close`, so each connection closes after its next answer. For
   * idleGraceMs the server still listens and leaves idle keep-alive connections open (closing one at once races
   * the client's next request on it: a reset); then it stops listening and closes those still idle. Resolves when
   * the last connection has closed (or graceMs forced them closed): true when all finished in time.
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
    res.on('close', () => inFlight.delete(res));
    handler(req, res);
  });
  server.keepAliveTimeout = options.keepAliveTimeoutMs ?? 65_000;

  const drain = (): Promise<boolean> =>
    new Promise((resolve) => {
      draining = true;
      // Answers not yet started tell their clients to go elsewhere; Node closes those sockets after them.
      for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
      // Node's close() also closes the idle connections.
      const stopListening = setTimeout(() => {
        server.close(() => {
          clearTimeout(force);
          resolve(true);
        });
      }, options.idleGraceMs ?? 2000);
      const force = setTimeout(() => {
        clearTimeout(stopListening);
        if (server.listening) server.close();
        server.closeAllConnections();
        resolve(false);
      }, options.graceMs ?? 10_000);
      stopListening.unref();
      force.unref();
    });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve({ server, drain });
    });
  });
}
