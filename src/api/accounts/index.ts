import { accountLimitsOf } from '../../services/accounts/limits';
import type { ApiDeps } from '../deps';
import type { AreaRows } from '../table/row';
import { circulationApi } from './circulation-api';
import type { AccountsContext } from './context';
import { localAuthApi } from './local-auth';
import { sessionApi } from './session-api';

/**
 * Accounts (issue 3): `api` rows go under /api (session, users/me, circulation), `auth` rows under
 * /auth (local sign-in, sign-out, forgot, reset). They share the app's rate limiters with the pages'
 * form posts (src/web/actions/account-actions.ts), so JSON calls and forms count against the same budgets.
 */
export function createAccounts(deps: ApiDeps): { api: AreaRows; auth: AreaRows } {
  const ctx: AccountsContext = { ...deps, limits: accountLimitsOf(deps.db), secureCookies: deps.config.PUBLIC_URL.startsWith('https:') };
  const api = [...sessionApi(ctx), ...circulationApi(ctx)];
  return { api, auth: localAuthApi(ctx) };
}
