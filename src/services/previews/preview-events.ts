import type { BudgetName } from '../workers/pool';
import type { PreviewKind } from './render-task';

/** How one render in the pool ended: drawn, a file the renderer cannot read, or stopped by a budget. */
export type RenderOutcome = 'drawn' | 'unreadable' | 'over_budget';

/** What the previews report to whoever counts them (the metrics). */
interface PreviewObserver {
  /** A file was handed to the pool and came back drawn or failed. */
  rendered?(kind: PreviewKind, outcome: RenderOutcome): void;
  /** A remembered failure answered the placeholder without rendering. */
  remembered?(): void;
  /** A pool worker was ended for a budget, or died, and is replaced. */
  restarted?(reason: BudgetName | 'crash'): void;
}

const observers = new Set<PreviewObserver>();

/** Adds an observer of every process-wide preview event; answers a function that removes it. */
export function observePreviews(observer: PreviewObserver): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}

export function reportPreview<K extends keyof PreviewObserver>(event: K, ...args: Parameters<NonNullable<PreviewObserver[K]>>): void {
  for (const observer of observers) (observer[event] as ((...a: typeof args) => void) | undefined)?.(...args);
}
