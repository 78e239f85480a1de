import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { createInterface } from 'node:readline';
import { ROOT } from './paths';

export type LogLine = Record<string, unknown>;

export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** `node src/server.ts` (through tsx) as a child process, its JSON log lines kept as they arrive. */
export class ServerProcess {
  readonly lines: LogLine[] = [];
  private readonly waiters = new Set<() => void>();
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  private constructor(
    readonly child: ChildProcess,
    readonly port: number,
  ) {
    for (const stream of [child.stdout, child.stderr]) {
      if (!stream) continue;
      createInterface({ input: stream }).on('line', (text) => {
        try {
          this.lines.push(JSON.parse(text) as LogLine);
        } catch {
          this.lines.push({ msg: text });
        }
        for (const check of this.waiters) check();
      });
    }
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  }

  static start(env: Record<string, string>, port: number): ServerProcess {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return new ServerProcess(child, port);
  }

  /** The first log line (from now on or already seen) that `match` accepts; fails after `timeoutMs`. */
  waitForLine(match: (line: LogLine) => boolean, timeoutMs = 30_000): Promise<LogLine> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.lines.find(match);
        if (!found) return;
        this.waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(new Error(`no such log line within ${timeoutMs} ms; last lines: ${JSON.stringify(this.lines.slice(-5))}`));
      }, timeoutMs);
      this.waiters.add(check);
      check();
    });
  }

  /** One request on a connection of its own (so the cluster hands each to the next worker); a body is sent as JSON. */
  request(path: string, headers: Record<string, string> = {}, { method = 'GET', body }: { method?: string; body?: unknown } = {}): Promise<HttpAnswer> {
    return new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const sent = { ...headers, ...(payload === undefined ? {} : { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(payload)) }) };
      const req = httpRequest({ host: '127.0.0.1', port: this.port, path, method, headers: sent, agent: false }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      });
      req.on('error', reject);
      req.end(payload);
    });
  }

  /** Ends the process and whatever it still runs (for a test's cleanup). */
  kill(): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }
}

/** Whether a process of that id still exists. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
