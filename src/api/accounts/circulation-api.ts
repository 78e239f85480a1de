import type { Request } from 'express';
import { z } from 'zod';
import { clientIp, requestToken } from '../../auth/request-token';
import { requireUser } from '../../auth/require';
import { readSession } from '../../auth/session';
import { setUserCookies } from '../../auth/user-cookies';
import { notFound } from '../../errors';
import { bearerExpiry, isRemembered } from '../../services/accounts/bearer-tokens';
import { changePassword } from '../../services/accounts/change-password';
import { registerAccount } from '../../services/accounts/register';
import { saveProfile } from '../../services/accounts/save-profile';
import { changePasswordSchema, newAccountSchema, profileUpdateSchema } from '../../services/accounts/schemas';
import type { Profile } from '../../services/accounts/users';
import { getProfile, toSessionUser } from '../../services/accounts/users';
import { endpoint } from '../endpoint';
import type { AccountsContext } from './context';
import type { AreaRows } from '../table/row';
import { areaTable } from '../table/row';
import { okOutput, profileOutput } from '../schemas/accounts';

const userSeqParams = z.object({ userSeq: z.coerce.number({ error: 'must be a user number' }).int().positive().max(2_147_483_647) });

/** The user's own record: GET /api/circulation/me, POST /api/circulation, PUT /api/circulation/{seq}[/password]. */
export function circulationApi(ctx: AccountsContext): AreaRows {
  const { db, limits } = ctx;
  const table = areaTable();
  const signedIn = { guard: 'user' as const };

  /** The signed-in user's own profile; anyone else's seq is a 404 (it does not exist for them). */
  async function ownProfile(req: Request, seq?: number): Promise<Profile> {
    const user = requireUser(req);
    const profile = seq === undefined || seq === user.seq ? await getProfile(db, user.seq) : null;
    if (!profile) throw notFound('No such user');
    return profile;
  }

  table.get('/circulation/me', endpoint(db, { summary: 'Your own profile' }, async ({ req }) => ownProfile(req)), { ...signedIn, output: profileOutput });

  table.post(
    '/circulation',
    endpoint(db, { body: newAccountSchema, status: 201, summary: 'Create an account (registration)' }, async ({ req, body }) => registerAccount(db, limits, body, clientIp(req))), { output: profileOutput },
  );

  table.put(
    '/circulation/:userSeq',
    endpoint(db, { params: userSeqParams, body: profileUpdateSchema, summary: 'Update your profile (a new email needs currentPassword)' }, async ({ req, params, body }) => {
      const saved = await saveProfile(db, limits, await ownProfile(req, params.userSeq), body);
      const session = readSession(req);
      if (session) {
        const expiresAt = await bearerExpiry(db, session.token);
        setUserCookies(req, req.res!, toSessionUser(saved), expiresAt !== null && isRemembered(expiresAt), ctx.secureCookies);
      }
      return saved;
    }),
    { ...signedIn, output: profileOutput },
  );

  table.put(
    '/circulation/:userSeq/password',
    endpoint(db, { params: userSeqParams, body: changePasswordSchema, summary: 'Change your password (oldPassword, newPassword)' }, async ({ req, params, body }) => {
      const profile = await ownProfile(req, params.userSeq);
      await changePassword(db, limits, profile.seq, body, requestToken(req) ?? undefined);
      return { ok: true };
    }),
    { ...signedIn, output: okOutput },
  );
  return table.rows;
}
