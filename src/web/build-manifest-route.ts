import { Router } from 'express';
import type { BuildInfo, BuildManifest } from '../domain/build-check';
import { BUILD_MANIFEST_PATH } from '../domain/build-check';

/** Stands for the build when the site runs without `npm run build` (no bundles, no build-info.json). */
const UNBUILT_ID = 'unbuilt';

/** What the browser may know of a build: its id, version and time; never the commit (that is for /xdver). */
export function buildManifestOf(info: BuildInfo | null): BuildManifest {
  if (!info) return { buildId: UNBUILT_ID, version: '0.0.0', builtAt: null };
  return { buildId: info.buildId, version: info.version, builtAt: info.builtAt };
}

/** GET /build-manifest.json: which build this server runs, never cached, so a page can tell it is out of date. */
export function createBuildManifestRouter(build: BuildManifest): Router {
  const router = Router();
  router.get(BUILD_MANIFEST_PATH, (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(build);
  });
  return router;
}
