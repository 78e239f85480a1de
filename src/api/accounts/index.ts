import { Router } from 'express';
import type { ApiDeps } from '../deps';

/**
 * Accounts (issue 3): `api` is mounted at /api (session, users/me, circulation),
 * `auth` at /auth (local sign-in, sign-out, forgot, reset), `forms` at / before the
 * page routes (HTML form posts such as POST /signin).
 */
export function createAccountsRouters(_deps: ApiDeps): { api: Router; auth: Router; forms: Router } {
  return { api: Router(), auth: Router(), forms: Router() };
}
