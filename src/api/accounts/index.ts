import { Router } from 'express';
import { createAccountLimits } from '../../services/accounts/limits';
import type { ApiDeps } from '../deps';
import type { AreaRows } from '../table/row';
import { circulationApi } from './circulation-api';
import type { AccountsContext } from './context';
import { accountForms } from './forms/account-forms';
import { passwordForms } from './forms/password-forms';
import { signInForms } from './forms/sign-in-forms';
import { localAuthApi } from './local-auth';
import { sessionApi } from './session-api';

/**
 * Accounts (issue 3): `api` rows go under /api (session, users/me, circulation),
 * `auth` rows under /auth (local sign-in, sign-out, forgot, reset), `forms` at / before the
 * page routes (HTML form posts such as POST /signin). All three share one set of rate
 * limiters, so the JSON calls and the forms count against the same budgets.
 */
export function createAccounts(deps: ApiDeps): { api: AreaRows; auth: AreaRows; forms: Router } {
  const ctx: AccountsContext = { ...deps, limits: createAccountLimits(), secureCookies: deps.config.PUBLIC_URL.startsWith('https:') };
  const api = [...sessionApi(ctx), ...circulationApi(ctx)];
  const forms = Router();
  forms.use(signInForms(ctx));
  forms.use(passwordForms(ctx));
  forms.use(accountForms(ctx));
  return { api, auth: localAuthApi(ctx), forms };
}
