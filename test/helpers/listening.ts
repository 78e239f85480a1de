import type { ClientRequest, Server } from 'node:http';
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
  /**
   * Many requests that arrive together: every connection is opened first, then all the requests are sent at
   * once, so the server works on them side by side. Resolves to their statuses, in order.
   */
  burst(calls: (Call & { path: string })[]): Promise<number[]>;
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

  /** A request whose headers and body wait for `send`; `connected` settles once its connection is open. */
  const prepare = (path: string, { method = 'GET', from, headers = {}, body }: Call) => {
    let req: ClientRequest;
    const answered = new Promise<number>((resolve, reject) => {
      req = request(
        { host: '127.0.0.1', port, path, method, agent: false, headers: { Origin: 'http://localhost:3000', ...(from ? { 'X-Forwarded-For': from } : {}), ...headers } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
    });
    const connected = new Promise<void>((resolve) => req.on('socket', (socket) => socket.once('connect', () => resolve())));
    return { answered, connected, send: () => req.end(body) };
  };

  return {
    status: (path, call = {}) => {
      const prepared = prepare(path, call);
      prepared.send();
      return prepared.answered;
    },
    burst: async (calls) => {
      const prepared = calls.map(({ path, ...call }) => prepare(path, call));
      await Promise.all(prepared.map((p) => p.connected));
      for (const p of prepared) p.send();
      return Promise.all(prepared.map((p) => p.answered));
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
