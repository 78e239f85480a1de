import { answerWithin } from './ping';
import type { FallbackReason } from './replica-events';
import { reportReplica } from './replica-events';
import { LagTracker } from './replica-lag';
import type { Driver } from './types';

/** The two log levels the health check speaks (a pino logger fits). */
export interface ReplicaLog {
  info(detail: object, message: string): void;
  warn(detail: object, message: string): void;
}

interface ReplicaHealthOptions {
  /** Reads leave a replica that trails the primary by more than this. */
  maxLagMs: number;
  /** How often both servers are asked for their WAL positions. */
  checkMs: number;
  /** A check waits this long for each server's answer. */
  timeoutMs: number;
  log: ReplicaLog;
}

interface Verdict {
  usable: boolean;
  reason?: FallbackReason;
  detail: Record<string, unknown>;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Whether reads may go to the replica, from a check every `checkMs` (never per statement): the replica
 * answers, is a standby, and trails the primary by at most `maxLagMs` (src/db/replica-lag.ts). A read that
 * loses its replica connection marks it down at once. Each switch is logged once and reported to the metrics.
 */
export class ReplicaHealth {
  private current: Verdict | null = null;
  private checking: Promise<void> | null = null;
  private timer: NodeJS.Timeout | undefined;
  /** Bumped by markDown: a check that started before must not declare the replica usable. */
  private downs = 0;
  private readonly lag = new LagTracker();

  constructor(
    private readonly primary: Pick<Driver, 'run'>,
    private readonly replica: Pick<Driver, 'run'>,
    private readonly options: ReplicaHealthOptions,
  ) {}

  get usable(): boolean {
    return this.current?.usable ?? false;
  }

  /** The first check (awaited, so a healthy replica serves from the first request), then one every checkMs. */
  async start(): Promise<void> {
    await this.check();
    this.timer = setInterval(() => void this.check(), this.options.checkMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** A statement on the replica lost its connection: reads go to the primary until a check finds it answering. */
  markDown(error: unknown): void {
    this.downs += 1;
    this.settle({ usable: false, reason: 'down', detail: { error: messageOf(error) } });
  }

  /** One check now (joins the one under way). */
  check(): Promise<void> {
    this.checking ??= this.measure()
      .then((verdict) => this.settle(verdict))
      .finally(() => {
        this.checking = null;
      });
    return this.checking;
  }

  private async measure(): Promise<Verdict> {
    const downs = this.downs;
    const { timeoutMs, maxLagMs } = this.options;
    const askedAt = Date.now();
    try {
      const { rows } = await answerWithin(this.primary.run('SELECT pg_current_wal_lsn()::text AS lsn', []), timeoutMs);
      this.lag.observePrimary(rows[0].lsn as string, askedAt);
    } catch {
      // The primary's outage is answered by every write; the replica may still serve reads meanwhile,
      // and positions seen before still bound its lag.
    }
    let replayed: string | null;
    try {
      const { rows } = await answerWithin(this.replica.run('SELECT pg_last_wal_replay_lsn()::text AS replayed', []), timeoutMs);
      replayed = rows[0].replayed as string | null;
    } catch (error) {
      return { usable: false, reason: 'down', detail: { error: messageOf(error) } };
    }
    if (replayed === null) return { usable: false, reason: 'down', detail: { error: 'not a standby: pg_last_wal_replay_lsn() is null' } };
    const lagMs = this.lag.lagMs(replayed, Date.now());
    reportReplica('lag', lagMs);
    if (lagMs > maxLagMs) return { usable: false, reason: 'lagging', detail: { lagMs, maxLagMs } };
    if (downs !== this.downs) return { usable: false, reason: 'down', detail: {} };
    return { usable: true, detail: { lagMs } };
  }

  /** Takes the verdict; logs and reports only a switch (and the first verdict). */
  private settle(next: Verdict): void {
    const previous = this.current;
    this.current = next;
    if (previous && previous.usable === next.usable) return;
    if (next.usable) {
      this.options.log.info(next.detail, previous ? 'read replica back: anonymous reads go to it again' : 'read replica in use for anonymous reads');
      if (previous) reportReplica('recovery');
      return;
    }
    this.options.log.warn({ reason: next.reason, ...next.detail }, 'read replica unavailable: reads fall back to the primary');
    reportReplica('fallback', next.reason ?? 'down');
  }
}
