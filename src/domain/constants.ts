/** Business constants and limits (SPEC §9). */

/** The product's name as visitors see it (src/domain/site.ts re-exports it). */
export const SITE_NAME = 'SpecFind';
export const DEFAULT_MF = '04';
/** The default of the BRAND setting: the URL prefix of the alert pages (`/specfind-alert`). */
export const DEFAULT_BRAND = 'specfind';
export const FEATURED_SAMPLE_SIZE = 4;
export const CATALOG_ALT_TEXT_LENGTH = 80;
export const WIZARD_SEARCH_PAGE_SIZE = 10;
export const SEARCH_PAGE_SIZE = 20;
export const USER_COOKIE_DAYS = 400;
export const USER_COOKIE_DEFAULT_DAYS = 365;
export const TOAST_DEFAULT_MS = 5000;
export const TOAST_MAX = 20;
export const WIZARD_TOAST_MS = 3000;
/** The top-center toast set's duration. */
export const TOAST_CENTER_MS = 3000;
export const ANALYTICS_NAV_DELAY_MS = 250;
export const BUILD_RELOAD_GUARD_MS = 10_000;
/** The build check's polling interval (SPEC: not shown): five minutes, configurable as BUILD_POLL_MS. */
export const BUILD_POLL_DEFAULT_MS = 5 * 60_000;
export const PRELOAD_CONCURRENCY = 5;
export const MODAL_BASE_Z_INDEX = 1000;
export const MODAL_Z_INDEX_STEP = 2;
export const SWIPE_CLOSE_RATIO = 0.1;
export const QUICK_SWIPE_MS = 300;
export const ONE_HOUR_MS = 3_600_000;

/** Alt text for a catalog page image: its text with whitespace collapsed, cut to 80 characters. */
export function catalogPageAltText(data: string): string {
  const collapsed = data.replace(/\s+/g, ' ').trim();
  // Cut by code points so an emoji or astral character is never split.
  return Array.from(collapsed).slice(0, CATALOG_ALT_TEXT_LENGTH).join('').trimEnd();
}

/** z-index of a modal at a given stacking depth (0 = first modal). */
export function modalZIndex(depth: number): number {
  const level = Number.isFinite(depth) ? Math.max(0, Math.floor(depth)) : 0;
  return MODAL_BASE_Z_INDEX + MODAL_Z_INDEX_STEP * level;
}

/**
 * Whether a swipe on a modal closes it (SPEC §4, §9): a swipe longer than 10% of the
 * dialog's height, or any downward swipe done within 300 ms.
 */
export function swipeCloses(distancePx: number, heightPx: number, durationMs: number): boolean {
  if (!(distancePx > 0) || !(heightPx > 0)) return false;
  return distancePx / heightPx > SWIPE_CLOSE_RATIO || (durationMs >= 0 && durationMs < QUICK_SWIPE_MS && distancePx >= 24);
}
