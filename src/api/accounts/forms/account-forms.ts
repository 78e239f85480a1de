import { Router } from 'express';
import { z } from 'zod';
import { requestToken } from '../../../auth/request-token';
import { readSession } from '../../../auth/session';
import { setUserCookies } from '../../../auth/user-cookies';
import { bearerExpiry, isRemembered } from '../../../services/accounts/bearer-tokens';
import { changePassword } from '../../../services/accounts/change-password';
import { saveProfile } from '../../../services/accounts/save-profile';
import { changePasswordSchema, profileUpdateSchema } from '../../../services/accounts/schemas';
import { getProfile, toSessionUser } from '../../../services/accounts/users';
import type { AccountsContext } from '../context';
import { confirms, formPost, parseForm, signInFirst } from './form-kit';

const passwordForm = changePasswordSchema.extend({ newPasswordConfirm: z.string({ error: 'Enter the new password again' }) });

/** POST /account/profile and POST /account/change-password. */
export function accountForms(ctx: AccountsContext): Router {
  const { db, limits } = ctx;
  const router = Router();

  router.post(
    '/account/profile',
    formPost('profile', () => '/account/profile', async (req, res) => {
      const current = req.user ? await getProfile(db, req.user.seq) : null;
      if (!current) return signInFirst(res, '/account/profile');
      const { currentPassword, ...fields } = (req.body ?? {}) as Record<string, unknown>;
      const update = parseForm(profileUpdateSchema, currentPassword ? { ...fields, currentPassword } : fields);
      const saved = await saveProfile(db, limits, current, update);
      const session = readSession(req);
      const expiresAt = session ? await bearerExpiry(db, session.token) : null;
      if (session) setUserCookies(req, res, toSessionUser(saved), expiresAt !== null && isRemembered(expiresAt), ctx.secureCookies);
      res.redirect(303, '/account/profile?saved=1');
    }),
  );

  router.post(
    '/account/change-password',
    formPost('password', () => '/account/change-password', async (req, res) => {
      if (!req.user) return signInFirst(res, '/account/change-password');
      const input = parseForm(passwordForm, req.body, confirms('newPassword', 'newPasswordConfirm'));
      await changePassword(db, limits, req.user.seq, input, requestToken(req) ?? undefined);
      res.redirect(303, '/account/change-password?saved=1');
    }),
  );
  return router;
}
