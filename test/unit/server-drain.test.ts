import { Agent, get as httpGet } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RunningServer } from '../../src/http-server';
import { startServer } from '../../src/http-server';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A server whose /slow answers only when the test says so; every connection it accepts is kept for inspection. */
async function slowServer(options: { idleGraceMs?: number } = {}) {
  let releaseSlow!: () => void;
  const slowReleased = new Promise<void>((resolve) => (releaseSlow = resolve));
  let slowArrived!: () => void;
  const slowStarted = new Promise<void>((resolve) => (slowArrived = resolve));
  const respond = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.url === '/slow') {
      slowArrived();
      await slowReleased;
    }
    res.end(`done ${req.url}`);
  };
  // void: respond() cannot fail; it only waits for the test to release /slow.
  const running = await startServer((req, res) => void respond(req, res), { port: 0, host: '127.0.0.1', ...options });
  const sockets: Socket[] = [];
  running.server.on('connection', (socket) => sockets.push(socket));
  return { running, sockets, releaseSlow, slowStarted };
}

function request(running: RunningServer, agent: Agent, path: string): Promise<Answer> {
  const { port } = running.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    httpGet({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    }).on('error', reject);
  });
}

describe('draining the server on SIGTERM', () => {
  const agent = new Agent({ keepAlive: true });
  let running: RunningServer | undefined;
  afterEach(() => {
    agent.destroy();
    running?.server.closeAllConnections();
    running?.server.close();
  });

  it('answers requests on idle keep-alive connections with Connection: close during the grace, lets the in-flight one finish, then stops', async () => {
    const server = await slowServer({ idleGraceMs: 300 });
    running = server.running;
    const slow = request(running, agent, '/slow');
    await server.slowStarted;
    // The slow request holds the first connection, so this one gets a second, which stays open (keep-alive).
    const fast = await request(running, agent, '/fast');
    expect(fast.headers.connection).toBe('keep-alive');
    expect(server.sockets).toHaveLength(2);
    const [busy, idle] = server.sockets;

    const drained = running.drain();
    expect(idle.destroyed).toBe(false);
    expect(running.server.listening).toBe(true);
    // The client's next request on the idle connection is answered, not reset, and told to go elsewhere.
    const next = await request(running, agent, '/next');
    expect(next).toMatchObject({ status: 200, body: 'done /next' });
    expect(next.headers.connection).toBe('close');
    expect(server.sockets).toHaveLength(2);
    await vi.waitFor(() => expect(idle.destroyed).toBe(true));
    await vi.waitFor(() => expect(running?.server.listening).toBe(false));
    expect(busy.destroyed).toBe(false);

    server.releaseSlow();
    const answer = await slow;
    expect(answer).toMatchObject({ status: 200, body: 'done /slow' });
    expect(answer.headers.connection).toBe('close');
    expect(await drained).toBe(true);
    expect(busy.destroyed).toBe(true);
  });

  it('closes keep-alive connections still idle when the grace ends', async () => {
    const server = await slowServer({ idleGraceMs: 100 });
    running = server.running;
    await request(running, agent, '/fast');
    const [idle] = server.sockets;
    const drained = running.drain();
    expect(idle.destroyed).toBe(false);
    expect(await drained).toBe(true);
    expect(idle.destroyed).toBe(true);
  });

  it('closes connections still busy when the grace period ends', async () => {
    running = await startServer((req) => void req.resume(), { port: 0, host: '127.0.0.1', graceMs: 200 });
    const sockets: Socket[] = [];
    running.server.on('connection', (socket) => sockets.push(socket));
    const hung = request(running, agent, '/never').catch((error: Error) => error);
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    expect(await running.drain()).toBe(false);
    expect(await hung).toBeInstanceOf(Error);
  });
});
