import {
  BUILD_MANIFEST_PATH,
  isChunkLoadFailure,
  isOwnScriptUrl,
  NEW_BUILD_EVENT,
  newerBuild,
  RELOAD_STAMP_KEY,
  reloadAllowed,
} from '../domain/build-check';

/**
 * The build check, loaded before every island. A chunk that fails to load reloads
 * the page, at most once per 10 s window. Every page with an island polls the build manifest
 * (data-poll-ms on the tag); a return to the page through history checks at once, and reloads it
 * when the server runs a newer build instead of reviving the old page. Manifest failures are logged only.
 */
const tag = document.querySelector<HTMLScriptElement>('script[data-build]');
const pageBuild = tag?.dataset.build ?? '';
const pollMs = Number(tag?.dataset.pollMs ?? 0);
let reloading = false;
let newBuild: string | null = null;

function readStamp(): string | null {
  try {
    return sessionStorage.getItem(RELOAD_STAMP_KEY);
  } catch {
    return null;
  }
}

function reloadForFailedChunk(what: string): void {
  if (reloading) return;
  const now = Date.now();
  if (!reloadAllowed(readStamp(), now)) {
    console.warn(`[build-check] ${what} failed to load again within the reload window; not reloading`);
    return;
  }
  try {
    sessionStorage.setItem(RELOAD_STAMP_KEY, String(now));
  } catch {
    // Without a place to remember the reload, a second failure could loop: stay on the page.
    console.warn(`[build-check] ${what} failed to load; reload skipped (no session storage)`);
    return;
  }
  reloading = true;
  console.warn(`[build-check] ${what} failed to load; reloading`);
  location.reload();
}

window.addEventListener(
  'error',
  (event) => {
    const target = event.target;
    if (target instanceof HTMLScriptElement && isOwnScriptUrl(target.src, location.origin)) reloadForFailedChunk(target.src);
    else if (target instanceof HTMLLinkElement && target.rel === 'modulepreload' && isOwnScriptUrl(target.href, location.origin))
      reloadForFailedChunk(target.href);
  },
  true,
);

window.addEventListener('unhandledrejection', (event) => {
  if (isChunkLoadFailure(event.reason)) reloadForFailedChunk('a module');
});

function navigationType(): string | undefined {
  return (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type;
}

async function checkForNewBuild(): Promise<void> {
  if (newBuild) return;
  try {
    const response = await fetch(BUILD_MANIFEST_PATH, { cache: 'no-store', credentials: 'omit' });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const found = newerBuild(pageBuild, await response.json());
    if (!found) return;
    newBuild = found;
    document.documentElement.dataset.newBuild = found;
    window.dispatchEvent(new CustomEvent(NEW_BUILD_EVENT, { detail: { buildId: found } }));
  } catch (error) {
    console.warn('[build-check] the build manifest could not be loaded', error);
  }
}

if (pageBuild && pollMs > 0) {
  const timer = setInterval(() => {
    if (newBuild) clearInterval(timer);
    else if (document.visibilityState === 'visible') void checkForNewBuild();
  }, pollMs);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void checkForNewBuild();
  });
  // Back or forward to this page: revived from the back-forward cache, or its HTML taken from the
  // HTTP cache (cacheable public pages). Either can be older than the build the server runs now.
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted && navigationType() !== 'back_forward') return;
    void checkForNewBuild().then(() => {
      if (newBuild) location.reload();
    });
  });
}
