import { Router } from 'express';
import type { ApiDeps } from '../deps';

/** The generic resource families of SPEC §7 (issue 3), one table-driven router; mounted at /api last. */
export function createResourcesApi(_deps: ApiDeps): Router {
  return Router();
}
