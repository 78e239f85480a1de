import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Whether the statements of the current request may read from the replica: decided once per request
 * (anonymous GET or HEAD, no fresh write mark), then switched off for the rest of it by its first write.
 */
interface ReadRoute {
  replica: boolean;
}

const routes = new AsyncLocalStorage<ReadRoute>();

/** Runs `work` (and all it awaits) with reads allowed on the replica or not. Outside any route everything reads the primary. */
export function withReadRoute<T>(replica: boolean, work: () => T): T {
  return routes.run({ replica }, work);
}

/** The replica may answer this read: the current route allows it and nothing in it wrote yet. */
export function mayReadReplica(): boolean {
  return routes.getStore()?.replica ?? false;
}

/** The current route wrote: its later reads must see that write, so they go to the primary. */
export function noteWrite(): void {
  const route = routes.getStore();
  if (route) route.replica = false;
}
