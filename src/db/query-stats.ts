import { AsyncLocalStorage } from 'node:async_hooks';

/** Per-request query counter and timing, shown in debug mode. */
export interface QueryStats {
  count: number;
  totalMs: number;
}

export const queryStatsStorage = new AsyncLocalStorage<QueryStats>();

export function recordQuery(ms: number): void {
  const stats = queryStatsStorage.getStore();
  if (stats) {
    stats.count += 1;
    stats.totalMs += ms;
  }
}
