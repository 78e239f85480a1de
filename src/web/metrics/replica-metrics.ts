import { Counter, Gauge } from 'prom-client';
import { observeReplica } from '../../db/replica-events';
import { metricsRegistry } from './registry';

// The read replica (DATABASE_READ_URL): nothing reports to these on a site without one (they stay 0 or absent).
const statements = new Counter({
  name: 'db_replica_statements_total',
  help: 'Statements the read replica answered (every other statement ran on the primary).',
  registers: [metricsRegistry],
});

const fallbacks = new Counter({
  name: 'db_replica_fallbacks_total',
  help: 'Times reads left the replica for the primary: it did not answer (down) or trailed too far (lagging).',
  labelNames: ['reason'] as const,
  registers: [metricsRegistry],
});

const recoveries = new Counter({
  name: 'db_replica_recoveries_total',
  help: 'Times reads came back to the replica after a fallback.',
  registers: [metricsRegistry],
});

const lag = new Gauge({
  name: 'db_replica_lag_seconds',
  help: 'How far the replica trailed the primary at the last check (the largest over the workers).',
  aggregator: 'max',
  registers: [metricsRegistry],
});

observeReplica({
  read: () => statements.inc(),
  fallback: (reason) => fallbacks.inc({ reason }),
  recovery: () => recoveries.inc(),
  lag: (ms) => lag.set(ms / 1000),
});
