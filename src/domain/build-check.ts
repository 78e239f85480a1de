/**
 * The build check as pure rules (a page polls for a new build and reloads on the next navigation
 * when one is found or a chunk fails to load, at most once per 10 s window); src/client/build-check.ts
 * applies them in the browser. A page knows the build that rendered it; the server says which build it runs now.
 */

/** Written by scripts/build.ts next to the asset manifest: what this build is. */
export interface BuildInfo {
  /** package.json version. */
  version: string;
  /** Hash of the asset manifest: changes whenever a browser bundle or the stylesheet changes. */
  buildId: string;
  /** `git rev-parse HEAD` at build time, null outside a git checkout. */
  commit: string | null;
  builtAt: string;
  node: string;
}

/** A page reloads for a new build at most once in this window, so a broken build cannot loop. */
const BUILD_RELOAD_GUARD_MS = 10_000;

/** How often a page asks for the server's build by default: five minutes (the BUILD_POLL_MS setting). */
export const BUILD_POLL_DEFAULT_MS = 5 * 60_000;

/** Where the fingerprinted browser bundles are served. */
export const ASSET_PREFIX = '/assets/';

/** The small versioned manifest the browser polls: which build the server runs. */
export const BUILD_MANIFEST_PATH = '/build-manifest.json';

/** Fired on window when a page learns that the server runs a newer build than the one that rendered it. */
export const NEW_BUILD_EVENT = 'specfind:new-build';

/** Attribute of the build check's tag listing the outside hosts (space-separated) API redirects may lead to. */
export const REDIRECT_HOSTS_ATTRIBUTE = 'data-redirect-hosts';

/** sessionStorage key holding when this tab last reloaded because of a failed chunk. */
export const RELOAD_STAMP_KEY = 'specfind:build-reload-at';

export interface BuildManifest {
  buildId: string;
  version: string;
  builtAt: string | null;
}

/**
 * Whether a failed chunk may reload the page now: never twice within the guard window, so a
 * chunk that is really gone cannot put the tab into a reload loop. A stamp that cannot be read
 * (missing, garbage, or in the future after a clock change) does not block the reload.
 */
export function reloadAllowed(lastReloadAt: string | null, now: number, windowMs = BUILD_RELOAD_GUARD_MS): boolean {
  if (lastReloadAt === null) return true;
  const last = Number(lastReloadAt);
  if (!Number.isFinite(last) || last > now) return true;
  return now - last >= windowMs;
}

// What browsers say when a dynamic import() or one of its chunks cannot be fetched.
const CHUNK_FAILURE = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Failed to load module script/i;

/** Whether a rejected promise's reason is a module that could not be loaded (as opposed to a bug in it). */
export function isChunkLoadFailure(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '';
  return CHUNK_FAILURE.test(message);
}

/** Whether an element that failed to load is one of our script chunks (not an image or a stylesheet). */
export function isOwnScriptUrl(url: string, pageOrigin: string): boolean {
  try {
    const parsed = new URL(url, pageOrigin);
    return parsed.origin === pageOrigin && parsed.pathname.startsWith(ASSET_PREFIX) && parsed.pathname.endsWith('.js');
  } catch {
    return false;
  }
}

/** The build the manifest names when it differs from the page's own, else null (also for a malformed answer). */
export function newerBuild(pageBuildId: string, manifest: unknown): string | null {
  const buildId = (manifest as Partial<BuildManifest> | null)?.buildId;
  if (typeof buildId !== 'string' || buildId.length === 0 || buildId.length > 64) return null;
  return buildId === pageBuildId ? null : buildId;
}
