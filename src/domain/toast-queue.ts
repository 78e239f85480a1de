/**
 * Toast sets: the default set top-right for 5 s; another top-center for 3 s (notices
 * about the site itself, such as a new build). Each shows at most 20; a 21st pushes out the oldest.
 */
const TOAST_DEFAULT_MS = 5000;
const TOAST_CENTER_MS = 3000;
const TOAST_MAX = 20;

/** How long the spec wizard's "Saved project" and "Could not save project" toasts stay. */
export const WIZARD_TOAST_MS = 3000;

export type ToastPlacement = 'top-right' | 'top-center';

export const TOAST_SETS: Readonly<Record<ToastPlacement, { durationMs: number; max: number }>> = {
  'top-right': { durationMs: TOAST_DEFAULT_MS, max: TOAST_MAX },
  'top-center': { durationMs: TOAST_CENTER_MS, max: TOAST_MAX },
};

/** The queue after adding a toast: the newest last, the oldest dropped past `max`. */
export function pushToast<T>(queue: readonly T[], toast: T, max = TOAST_MAX): T[] {
  const limit = Math.max(1, Math.floor(max));
  return [...queue, toast].slice(-limit);
}

/** The queue without the toast whose time is up (unchanged if it already left). */
export function dropToast<T extends { id: number }>(queue: readonly T[], id: number): T[] {
  return queue.filter((t) => t.id !== id);
}
