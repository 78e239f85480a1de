import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The bin directory of a PostgreSQL install whose server the fault tests may stop and freeze (initdb, pg_ctl). */
export const FAULT_PG_BIN = process.env.FAULT_PG_BIN ?? '';

function quote(word: string): string {
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

/** initdb refuses to run as root: as root, PostgreSQL's programs run as the postgres user. */
async function asPostgres(program: string, args: string[]): Promise<void> {
  const file = path.join(FAULT_PG_BIN, program);
  if (process.getuid?.() === 0) await run('su', ['postgres', '-s', '/bin/bash', '-c', [file, ...args].map(quote).join(' ')]);
  else await run(file, args);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The processes whose parent is `pid` (the postmaster's backends and helpers), from /proc. */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // "pid (command) state ppid ...": the command may hold spaces and parentheses.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return children;
}

/**
 * A throwaway PostgreSQL cluster of the test's own, on a free port of 127.0.0.1, that a test may stop,
 * start, freeze (SIGSTOP, as a hung host would) and thaw without disturbing the server other tests share.
 */
export class FaultCluster {
  private frozen: number[] = [];

  private constructor(
    private readonly dataDir: string,
    readonly port: number,
  ) {}

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  static async create(): Promise<FaultCluster> {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'specfind-faults-'));
    if (process.getuid?.() === 0) await run('chown', ['postgres', dataDir]);
    const cluster = new FaultCluster(dataDir, await freePort());
    await asPostgres('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    await cluster.start();
    return cluster;
  }

  /**
   * A streaming replica of `primary` (`pg_basebackup -R`, as an operator would take one), started on a free
   * port of its own. PostgreSQL's defaults (wal_level=replica, max_wal_senders, trust for replication from
   * 127.0.0.1 after `initdb --auth=trust`) are what streaming needs.
   */
  static async replicaOf(primary: FaultCluster): Promise<FaultCluster> {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'specfind-replica-'));
    if (process.getuid?.() === 0) await run('chown', ['postgres', dataDir]);
    const args = ['-D', dataDir, '-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres', '-R', '-X', 'stream', '--no-sync', '-c', 'fast'];
    await asPostgres('pg_basebackup', args);
    const replica = new FaultCluster(dataDir, await freePort());
    await replica.start();
    return replica;
  }

  async start(): Promise<void> {
    const options = `-p ${this.port} -k ${this.dataDir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    await asPostgres('pg_ctl', ['-D', this.dataDir, '-o', options, '-l', path.join(this.dataDir, 'log'), '-w', 'start']);
  }

  /** A clean, fast shutdown: the server ends its sessions (57P01) and refuses new connections. */
  async stop(): Promise<void> {
    await asPostgres('pg_ctl', ['-D', this.dataDir, '-m', 'fast', '-w', 'stop']);
  }

  /** Stops the postmaster and every process of the cluster: connections stay open and nothing answers. */
  freeze(): void {
    const postmaster = Number(readFileSync(path.join(this.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    this.frozen = [postmaster, ...childrenOf(postmaster)];
    for (const pid of this.frozen) process.kill(pid, 'SIGSTOP');
  }

  thaw(): void {
    for (const pid of this.frozen) process.kill(pid, 'SIGCONT');
    this.frozen = [];
  }

  async destroy(): Promise<void> {
    this.thaw();
    await asPostgres('pg_ctl', ['-D', this.dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
