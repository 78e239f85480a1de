import { z } from 'zod';
import { bearerToken, clientIp, requestToken } from '../../auth/request-token';
import { endSession, readSession } from '../../auth/session';
import { AppError } from '../../errors';
import { revokeBearer } from '../../services/accounts/bearer-tokens';
import {
  countResetAttempt,
  countResetRequest,
  isResetTokenLive,
  RESET_INVALID,
  RESET_SENT,
  resetPassword,
  startResetMail,
} from '../../services/accounts/password-reset';
import { accountEmail, newPasswordSchema, resetTokenSchema, signInSchema } from '../../services/accounts/schemas';
import { signIn } from '../../services/accounts/sign-in';
import { endpoint } from '../endpoint';
import type { AccountsContext } from './context';
import type { AreaRows } from '../table/row';
import { areaTable } from '../table/row';
import { emptyOutput } from '../schemas/shapes';
import { okOutput, tokenOutput } from '../schemas/accounts';

const tokenParams = z.object({ token: resetTokenSchema });

/** Local auth, mounted at /auth: sign-in, sign-out, forgot and reset. */
export function localAuthApi(ctx: AccountsContext): AreaRows {
  const { db, limits } = ctx;
  const table = areaTable();

  table.post(
    '/local',
    endpoint(db, { body: signInSchema, summary: 'Sign in: email, password, rememberMe; returns a bearer token' }, async ({ req, body }) => {
      const { token } = await signIn(db, limits, { ...body, ip: clientIp(req) });
      return { token };
    }), { output: tokenOutput },
  );

  // A GET that signs out: with cookie credentials only, a navigation from another site is refused.
  table.get(
    '/local/signout',
    endpoint(db, { summary: 'Sign out: revokes the bearer or session token', errors: [403] }, async ({ req }) => {
      const bearer = bearerToken(req);
      if (!bearer && req.get('sec-fetch-site') === 'cross-site') throw new AppError(403, 'Sign out from a page of this site.');
      const token = requestToken(req);
      if (token) await revokeBearer(db, token);
      if (!bearer || readSession(req)?.token === bearer) endSession(req, req.res!, ctx.secureCookies);
      return {};
    }), { output: emptyOutput },
  );

  table.post(
    '/local/forgot',
    endpoint(db, { body: z.object({ email: accountEmail }), summary: 'Mail a password reset link (same answer for any address)' }, async ({ req, body }) => {
      await countResetRequest(limits, body.email, clientIp(req));
      startResetMail(ctx, body.email);
      return { message: RESET_SENT };
    }), { output: z.object({ message: z.string() }) },
  );

  table.get(
    '/local/reset/:token',
    endpoint(db, { params: tokenParams, summary: 'Check a reset link' }, async ({ req, params }) => {
      await countResetAttempt(limits, params.token, clientIp(req));
      if (!(await isResetTokenLive(db, params.token))) throw new AppError(404, RESET_INVALID);
      return { valid: true };
    }), { output: z.union([z.object({ valid: z.literal(true) }), okOutput]) },
  );

  table.post(
    '/local/reset/:token',
    endpoint(db, { params: tokenParams, body: z.object({ password: newPasswordSchema }), summary: 'Set a new password with a reset link (single use)' }, async ({ req, params, body }) => {
      await countResetAttempt(limits, params.token, clientIp(req));
      await resetPassword(db, params.token, body.password);
      return { ok: true };
    }), { output: z.union([z.object({ valid: z.literal(true) }), okOutput]) },
  );
  return table.rows;
}
