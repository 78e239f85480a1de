import type { Server } from 'node:http';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type express from 'express';

interface Call {
  method?: string;
  /** The client's address, sent as X-Forwarded-For (the app trusts the loopback proxy). */
  from?: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface Listening {
  /** One request on a connection of its own; resolves to the answer's status. */
  status(path: string, call?: Call): Promise<number>;
  close(): Promise<void>;
}

/**
 * Serves `app` on a free loopback port, so that many requests really run at once. Each request opens its own
 * connection (no keep-alive pool whose idle sockets the server may close under a client reusing them).
 */
export async function listen(app: express.Express): Promise<Listening> {
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    status: (path, { method = 'GET', from, headers = {}, body } = {}) =>
      new Promise((resolve, reject) => {
        const req = request(
          {
            host: '127.0.0.1',
            port,
            path,
            method,
            agent: false,
            headers: { Origin: 'http://localhost:3000', ...(from ? { 'X-Forwarded-For': from } : {}), ...headers },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        req.end(body);
      }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
