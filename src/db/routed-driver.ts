import { isBrokenConnection } from './faults';
import type { DbLimits } from './limits';
import { createPgDriver } from './pg-driver';
import { mayReadReplica, noteWrite } from './read-routing';
import { reportReplica } from './replica-events';
import type { ReplicaLog } from './replica-health';
import { ReplicaHealth } from './replica-health';
import { isReadOnlyStatement } from './statement-kind';
import type { Driver } from './types';

/** A standby refusing what the primary would run: read_only_sql_transaction (a function that writes), a conflict with recovery. */
const STANDBY_REFUSALS = new Set(['25006', '40001']);

function codeOf(error: unknown): unknown {
  return error && typeof error === 'object' ? (error as { code?: unknown }).code : undefined;
}

/**
 * One driver over a primary and its streaming replica. A statement reads the replica only when the request's
 * route allows it (src/db/read-routing.ts), the text only reads, and the health check finds the replica
 * usable; anything else, every transaction and session, and a read the replica could not answer, runs on
 * the primary. Services keep seeing one `Db`.
 */
export function createRoutedDriver(primary: Driver, replica: Driver, health: ReplicaHealth): Driver {
  const run: Driver['run'] = async (text, values) => {
    if (!mayReadReplica()) return primary.run(text, values);
    if (!isReadOnlyStatement(text)) {
      noteWrite();
      return primary.run(text, values);
    }
    if (!health.usable) return primary.run(text, values);
    try {
      const result = await replica.run(text, values);
      reportReplica('read');
      return result;
    } catch (error) {
      if (isBrokenConnection(error)) health.markDown(error);
      else if (!STANDBY_REFUSALS.has(codeOf(error) as string)) throw error;
      return primary.run(text, values);
    }
  };
  return {
    kind: 'pg',
    run,
    exec: (text) => {
      noteWrite();
      return primary.exec(text);
    },
    transaction: (work) => {
      noteWrite();
      return primary.transaction(work);
    },
    session: (work) => {
      noteWrite();
      return primary.session(work);
    },
    close: async () => {
      health.stop();
      await Promise.all([primary.close(), replica.close()]);
    },
    poolStats: () => {
      const [a, b] = [primary.poolStats?.(), replica.poolStats?.()];
      return { inUse: (a?.inUse ?? 0) + (b?.inUse ?? 0), waiting: (a?.waiting ?? 0) + (b?.waiting ?? 0) };
    },
  };
}

/** Where anonymous reads may go, and when they must not (docs/operations.md, "Read replica"). */
export interface ReplicaSettings {
  url: string;
  maxLagMs: number;
  checkMs: number;
  log: ReplicaLog;
}

/** A pool on the replica beside `primary`, its health checked once before this answers (a replica that is down does not stop the start). */
export async function withReplica(primary: Driver, settings: ReplicaSettings, limits?: DbLimits): Promise<Driver> {
  const replica = createPgDriver(settings.url, limits);
  const health = new ReplicaHealth(primary, replica, {
    maxLagMs: settings.maxLagMs,
    checkMs: settings.checkMs,
    timeoutMs: limits?.connectTimeoutMs ?? 3000,
    log: settings.log,
  });
  await health.start();
  return createRoutedDriver(primary, replica, health);
}
