/** Why reads left the replica: it did not answer, it is not a standby, or it trails the primary too far. */
export type FallbackReason = 'down' | 'lagging';

/** What the replica routing reports to whoever counts it (the metrics). */
interface ReplicaObserver {
  /** Reads went to the primary from now on. */
  fallback?(reason: FallbackReason): void;
  /** Reads came back to the replica. */
  recovery?(): void;
  /** The replica answered one statement. */
  read?(): void;
  /** The lag the last check measured, in ms. */
  lag?(ms: number): void;
}

const observers = new Set<ReplicaObserver>();

/** Adds an observer of every process-wide replica event; answers a function that removes it. */
export function observeReplica(observer: ReplicaObserver): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}

export function reportReplica<K extends keyof ReplicaObserver>(event: K, ...args: Parameters<NonNullable<ReplicaObserver[K]>>): void {
  for (const observer of observers) (observer[event] as ((...a: typeof args) => void) | undefined)?.(...args);
}
