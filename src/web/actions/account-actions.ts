import { z } from 'zod';
import { clientIp, requestToken } from '../../auth/request-token';
import { takePendingReturn } from '../../auth/pending-return';
import { readSession, startSession } from '../../auth/session';
import { setUserCookies } from '../../auth/user-cookies';
import type { Config } from '../../config';
import { returnPath } from '../../domain/return-path';
import { AppError } from '../../errors';
import { requireUser } from '../../auth/require';
import { confirms } from '../../http/form-kit';
import { bearerExpiry, isRemembered, issueBearer } from '../../services/accounts/bearer-tokens';
import { changePassword } from '../../services/accounts/change-password';
import { accountLimitsOf } from '../../services/accounts/limits';
import { countResetAttempt, countResetRequest, resetPassword, startResetMail } from '../../services/accounts/password-reset';
import { registerAccount } from '../../services/accounts/register';
import { saveProfile } from '../../services/accounts/save-profile';
import {
  accountEmail,
  changePasswordSchema,
  newAccountSchema,
  newPasswordSchema,
  profileUpdateSchema,
  rememberMeSchema,
  signInSchema,
} from '../../services/accounts/schemas';
import { signIn } from '../../services/accounts/sign-in';
import { getProfile, toSessionUser } from '../../services/accounts/users';
import { action } from '../page-types';

/** Cookies are Secure when the site is served over https (as the session cookie is). */
const secureCookies = (config: Config) => config.PUBLIC_URL.startsWith('https:');

/** POST /signin: signs in and goes where the visitor was headed. */
export const signInAction = action({
  form: 'signin',
  body: signInSchema,
  async run({ db, req, res, config }, input) {
    const signedIn = await signIn(db, accountLimitsOf(db), { ...input, ip: clientIp(req) });
    const pending = takePendingReturn(req);
    const session = { user: signedIn.user, token: signedIn.token, loggedInAt: new Date().toISOString() };
    startSession(req, res, session, signedIn.expiresAt, input.rememberMe, secureCookies(config));
    return { redirect: returnPath(req.body?.redirect || pending) };
  },
});

/** POST /signin/create: registers, signs in and goes where the visitor was headed (the account page by default). */
export const createAccountAction = action({
  form: 'create',
  path: '/signin/create',
  body: newAccountSchema.extend({ rememberMe: rememberMeSchema }),
  checks: [confirms('password', 'passwordConfirm')],
  async run({ db, req, res, config }, input) {
    const profile = await registerAccount(db, accountLimitsOf(db), input, clientIp(req));
    const issued = await issueBearer(db, profile.seq, input.rememberMe);
    const pending = takePendingReturn(req);
    const session = { user: toSessionUser(profile), token: issued.token, loggedInAt: new Date().toISOString() };
    startSession(req, res, session, issued.expiresAt, input.rememberMe, secureCookies(config));
    return { redirect: returnPath(req.body?.redirect || pending, '/account?welcome=1') };
  },
});

/** POST /forgot: the same answer whether or not the address has an account. */
export const forgotAction = action({
  form: 'forgot',
  body: z.object({ email: accountEmail }),
  async run(deps, { email }) {
    const limits = accountLimitsOf(deps.db);
    await countResetRequest(limits, email, clientIp(deps.req));
    startResetMail({ ...deps, limits }, email);
    return { redirect: '/forgot?sent=1' };
  },
});

/** POST /reset/{token}: counted per address and per token like opening the link (the page's loader). */
export const resetAction = action<{ resetToken: string }, { password: string; passwordConfirm: string }>({
  form: 'reset',
  body: z.object({ password: newPasswordSchema, passwordConfirm: z.string({ error: 'Enter the new password again' }) }),
  checks: [confirms('password', 'passwordConfirm')],
  async run({ db, req, params }, input) {
    await countResetAttempt(accountLimitsOf(db), params.resetToken, clientIp(req));
    await resetPassword(db, params.resetToken, input.password);
    return { redirect: '/signin?reset=1' };
  },
});

/** An empty "current password" box means none was given (it is needed only to change the email address). */
const profileForm = z.preprocess((raw) => {
  const { currentPassword, ...fields } = (raw ?? {}) as Record<string, unknown>;
  return currentPassword ? { ...fields, currentPassword } : fields;
}, profileUpdateSchema);

/** POST /account/profile: saves and refreshes the readable name cookies. */
export const profileAction = action({
  form: 'profile',
  body: profileForm,
  async target({ db, user }) {
    const current = user ? await getProfile(db, user.seq) : null;
    if (!current) throw new AppError(401, 'Sign in to do this');
    return current;
  },
  async run({ db, req, res, config, target }, update) {
    const saved = await saveProfile(db, accountLimitsOf(db), target, update);
    const session = readSession(req);
    const expiresAt = session ? await bearerExpiry(db, session.token) : null;
    if (session) setUserCookies(req, res, toSessionUser(saved), expiresAt !== null && isRemembered(expiresAt), secureCookies(config));
    return { redirect: '/account/profile?saved=1' };
  },
});

/** POST /account/change-password: other devices are signed out. */
export const changePasswordAction = action({
  form: 'password',
  body: changePasswordSchema.extend({ newPasswordConfirm: z.string({ error: 'Enter the new password again' }) }),
  checks: [confirms('newPassword', 'newPasswordConfirm')],
  async run({ db, req, user }, input) {
    await changePassword(db, accountLimitsOf(db), requireUser({ user }).seq, input, requestToken(req) ?? undefined);
    return { redirect: '/account/change-password?saved=1' };
  },
});
