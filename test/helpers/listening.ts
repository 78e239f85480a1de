import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type express from 'express';

export interface Listening {
  /** A request to the listening app, as a client at `from` behind the trusted loopback proxy (X-Forwarded-For). */
  fetch(path: string, init?: RequestInit & { from?: string }): Promise<Response>;
  close(): Promise<void>;
}

/** Serves `app` on a free loopback port, so that many requests really run at once (each on its own connection). */
export async function listen(app: express.Express): Promise<Listening> {
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    fetch: (path, { from, headers, ...init } = {}) =>
      fetch(`http://127.0.0.1:${port}${path}`, {
        redirect: 'manual',
        ...init,
        headers: { Origin: 'http://localhost:3000', ...(from ? { 'X-Forwarded-For': from } : {}), ...(headers as Record<string, string>) },
      }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
