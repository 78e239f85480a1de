import type { ApiDeps } from '../deps';
import type { AreaRows } from '../table/row';
import { charProjectApi } from './char-project-api';
import { projectProductsApi } from './project-products-api';
import { favoritesApi } from './favorites-api';
import { fyiApi } from './fyi-api';
import { projectMembersApi } from './project-members-api';
import { substitutionsApi } from './substitutions-api';
import { searchesApi } from './searches-api';
import { specwizardApi } from './specwizard-api';

/**
 * Personal data (issue 3): favorites, saved searches, projects, spec wizard projects; under /api.
 * Every row is guarded `user`: anonymous calls are refused (401) before their input is read; every
 * query is scoped to the signed-in user, so another user's id is simply not found (404). Projects are
 * shared with colleagues: their calls check the caller's role (services/personal/project-access.ts).
 */
export function personalRows({ db, log }: ApiDeps): AreaRows {
  return [...favoritesApi(db), ...searchesApi(db), ...fyiApi(db), ...charProjectApi(db, log), ...projectProductsApi(db), ...projectMembersApi(db), ...substitutionsApi(db), ...specwizardApi(db, log)];
}
