import { Router } from 'express';
import { createAccountLimits } from '../../services/accounts/limits';
import type { ApiDeps } from '../deps';
import { circulationApi } from './circulation-api';
import type { AccountsContext } from './context';
import { accountForms } from './forms/account-forms';
import { passwordForms } from './forms/password-forms';
import { signInForms } from './forms/sign-in-forms';
import { localAuthApi } from './local-auth';
import { sessionApi } from './session-api';

/**
 * Accounts (issue 3): `api` is mounted at /api (session, users/me, circulation),
 * `auth` at /auth (local sign-in, sign-out, forgot, reset), `forms` at / before the
 * page routes (HTML form posts such as POST /signin). All three share one set of rate
 * limiters, so the JSON calls and the forms count against the same budgets.
 */
export function createAccountsRouters(deps: ApiDeps): { api: Router; auth: Router; forms: Router } {
  const ctx: AccountsContext = { ...deps, limits: createAccountLimits(), secureCookies: deps.config.PUBLIC_URL.startsWith('https:') };
  const api = Router();
  api.use(sessionApi(ctx));
  api.use(circulationApi(ctx));
  const forms = Router();
  forms.use(signInForms(ctx));
  forms.use(passwordForms(ctx));
  forms.use(accountForms(ctx));
  return { api, auth: localAuthApi(ctx), forms };
}
