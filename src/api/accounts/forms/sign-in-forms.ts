import { Router } from 'express';
import { clientIp, requestToken } from '../../../auth/request-token';
import { takePendingReturn } from '../../../auth/pending-return';
import { endSession, startSession } from '../../../auth/session';
import { issueBearer, revokeBearer } from '../../../services/accounts/bearer-tokens';
import { registerAccount } from '../../../services/accounts/register';
import { newAccountSchema, rememberMeSchema, signInSchema } from '../../../services/accounts/schemas';
import { signIn } from '../../../services/accounts/sign-in';
import { toSessionUser } from '../../../services/accounts/users';
import type { AccountsContext } from '../context';
import { returnPath } from '../../../domain/return-path';
import { confirms, formPost, parseForm } from './form-kit';

const createForm = newAccountSchema.extend({ rememberMe: rememberMeSchema });

/** POST /signin, POST /signin/create (registration) and POST /signout, for the /signin and /signout pages. */
export function signInForms(ctx: AccountsContext): Router {
  const { db, limits } = ctx;
  const router = Router();
  const signinPage = () => '/signin';

  router.post(
    '/signin',
    formPost('signin', signinPage, async (req, res) => {
      const input = parseForm(signInSchema, req.body);
      const signedIn = await signIn(db, limits, { ...input, ip: clientIp(req) });
      const pending = takePendingReturn(req);
      const session = { user: signedIn.user, token: signedIn.token, loggedInAt: new Date().toISOString() };
      startSession(req, res, session, signedIn.expiresAt, input.rememberMe, ctx.secureCookies);
      res.redirect(303, returnPath(req.body?.redirect || pending));
    }),
  );

  router.post(
    '/signin/create',
    formPost('create', signinPage, async (req, res) => {
      const input = parseForm(createForm, req.body, confirms('password', 'passwordConfirm'));
      const profile = await registerAccount(db, limits, input, clientIp(req));
      const issued = await issueBearer(db, profile.seq, input.rememberMe);
      const pending = takePendingReturn(req);
      const session = { user: toSessionUser(profile), token: issued.token, loggedInAt: new Date().toISOString() };
      startSession(req, res, session, issued.expiresAt, input.rememberMe, ctx.secureCookies);
      res.redirect(303, returnPath(req.body?.redirect || pending, '/account?welcome=1'));
    }),
  );

  router.post('/signout', async (req, res) => {
    const token = requestToken(req);
    if (token) await revokeBearer(db, token);
    endSession(req, res, ctx.secureCookies);
    res.redirect(303, '/signin?signedout=1');
  });
  return router;
}
