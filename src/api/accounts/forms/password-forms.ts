import { Router } from 'express';
import { z } from 'zod';
import { clientIp } from '../../../auth/request-token';
import { notFound } from '../../../errors';
import { countResetAttempt, countResetRequest, resetPassword } from '../../../services/accounts/password-reset';
import { accountEmail, newPasswordSchema, resetTokenSchema } from '../../../services/accounts/schemas';
import type { AccountsContext } from '../context';
import { startResetMail } from '../reset-mail';
import { confirms, formPost, parseForm } from './form-kit';

const resetForm = z.object({ password: newPasswordSchema, passwordConfirm: z.string({ error: 'Enter the new password again' }) });

/** POST /forgot and POST /reset/{token}; GET /reset/{token} is counted here before the page renders. */
export function passwordForms(ctx: AccountsContext): Router {
  const { db, limits } = ctx;
  const router = Router();

  router.post(
    '/forgot',
    formPost('forgot', () => '/forgot', async (req, res) => {
      const { email } = parseForm(z.object({ email: accountEmail }), req.body);
      countResetRequest(limits, email, clientIp(req));
      startResetMail(ctx, email);
      res.redirect(303, '/forgot?sent=1');
    }),
  );

  // Reset links are rate-limited per IP and per token whether they are opened or posted.
  router.get('/reset/:token', (req, _res, next) => {
    if (resetTokenSchema.safeParse(req.params.token).success) countResetAttempt(limits, String(req.params.token), clientIp(req));
    next();
  });

  router.post(
    '/reset/:token',
    (req, _res, next) => {
      if (!resetTokenSchema.safeParse(req.params.token).success) throw notFound(`Page Not Found: ${req.path}`);
      next();
    },
    formPost('reset', (req) => `/reset/${req.params.token}`, async (req, res) => {
      const token = String(req.params.token);
      countResetAttempt(limits, token, clientIp(req));
      const input = parseForm(resetForm, req.body, confirms('password', 'passwordConfirm'));
      await resetPassword(db, token, input.password);
      res.redirect(303, '/signin?reset=1');
    }),
  );
  return router;
}
