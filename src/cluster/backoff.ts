/** A worker that lived this long before it died is a fresh failure, not part of a crash loop. */
export const STABLE_AFTER_MS = 30_000;
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;

export interface SlotHistory {
  /** Deaths in a row of workers that died before STABLE_AFTER_MS. */
  quickDeaths: number;
}

/**
 * How long to wait before replacing a worker that died after living `livedMs`: at once after a stable life,
 * then 1 s, 2 s, 4 s … up to 30 s while its replacements keep dying young, so a crash loop does not spin.
 */
export function restartDelay(history: SlotHistory, livedMs: number): { delayMs: number; history: SlotHistory } {
  const quickDeaths = livedMs >= STABLE_AFTER_MS ? 0 : history.quickDeaths + 1;
  const delayMs = quickDeaths <= 1 ? 0 : Math.min(FIRST_DELAY_MS * 2 ** (quickDeaths - 2), MAX_DELAY_MS);
  return { delayMs, history: { quickDeaths } };
}
