import { AsyncLocalStorage } from 'node:async_hooks';

/** Per-request query counter and timing, shown in debug mode. */
export interface QueryStats {
  count: number;
  totalMs: number;
}

export const queryStatsStorage = new AsyncLocalStorage<QueryStats>();

const observers = new Set<(ms: number) => void>();

/** Every query's duration goes to `observer` as well (the metrics' histogram); answers a function that stops it. */
export function observeQueries(observer: (ms: number) => void): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}

export function recordQuery(ms: number): void {
  for (const observer of observers) observer(ms);
  const stats = queryStatsStorage.getStore();
  if (stats) {
    stats.count += 1;
    stats.totalMs += ms;
  }
}
