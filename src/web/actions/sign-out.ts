import { Router } from 'express';
import { requestToken } from '../../auth/request-token';
import { endSession } from '../../auth/session';
import type { Db } from '../../db/types';
import { revokeBearer } from '../../services/accounts/bearer-tokens';

/** POST /signout: ends the session (and its token) and shows the sign-in page with a notice; anyone may post it. */
export function signOutPost(db: Db, secureCookies: boolean): Router {
  const router = Router();
  router.post('/signout', async (req, res) => {
    const token = requestToken(req);
    if (token) await revokeBearer(db, token);
    endSession(req, res, secureCookies);
    res.redirect(303, '/signin?signedout=1');
  });
  return router;
}
