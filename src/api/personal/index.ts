import { Router } from 'express';
import type { ApiDeps } from '../deps';

/** Personal data (issue 3): favorites, saved searches, projects, spec wizard projects; mounted at /api. */
export function createPersonalApi(_deps: ApiDeps): Router {
  return Router();
}
