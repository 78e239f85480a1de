import { Router } from 'express';
import { requireUser } from '../../auth/require';
import type { ApiDeps } from '../deps';
import { charProjectApi } from './char-project-api';
import { favoritesApi } from './favorites-api';
import { fyiApi } from './fyi-api';
import { searchesApi } from './searches-api';
import { specwizardApi } from './specwizard-api';

export { createPersonalForms } from './forms';

/** Path prefixes of the personal calls: every method under them needs a signed-in user. */
export const PERSONAL_API_PREFIXES = ['/user-favorites', '/user-searches', '/user-project-fyi', '/char-project', '/specwizard-project'];

/**
 * Personal data (issue 3): favorites, saved searches, projects, spec wizard projects; mounted at /api.
 * Anonymous calls are refused (401) before their input is read; every query is scoped to
 * the signed-in user, so another user's id is simply not found (404).
 */
export function createPersonalApi({ db, log }: ApiDeps): Router {
  const router = Router();
  router.use(PERSONAL_API_PREFIXES, (req, _res, next) => {
    requireUser(req);
    next();
  });
  router.use(favoritesApi(db));
  router.use(searchesApi(db));
  router.use(fyiApi(db));
  router.use(charProjectApi(db, log));
  router.use(specwizardApi(db, log));
  return router;
}
