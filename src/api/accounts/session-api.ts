import { z } from 'zod';
import { requireUser } from '../../auth/require';
import { endSession, readSession } from '../../auth/session';
import { isoDateTimeSchema } from '../../domain/validation';
import { AppError } from '../../errors';
import { revokeBearer, userForToken } from '../../services/accounts/bearer-tokens';
import { endpoint } from '../endpoint';
import type { AreaRows } from '../table/row';
import { areaTable } from '../table/row';
import type { AccountsContext } from './context';
import { sessionFromToken } from './context';
import { sessionOutput, sessionUserOutput, storedSessionOutput } from '../schemas/accounts';

const storeSessionBody = z.object({
  user: z.object({ seq: z.number({ error: 'must be the user number' }).int().positive() }).passthrough().optional(),
  token: z.string({ error: 'must be the token from POST /auth/local' }).regex(/^[A-Za-z0-9_-]{20,100}$/, 'must be the token from POST /auth/local'),
  loggedInAt: isoDateTimeSchema.transform((value) => new Date(value)).optional(),
});

/**
 * The session: GET/DELETE /api/_auth/session, POST /api/auth-utils/session, GET /api/users/me.
 * The session cookie is httpOnly; reading the session never gives its token (the browser does not need
 * it, and a script could steal it); storing one answers the whole session (user, token, loggedInAt),
 * the token the caller sent included.
 */
export function sessionApi(ctx: AccountsContext): AreaRows {
  const { db } = ctx;
  const table = areaTable();

  table.get(
    '/_auth/session',
    endpoint(db, { summary: 'The server session: user and sign-in time ({} when anonymous)' }, async ({ req }) => {
      const session = readSession(req);
      return session && req.user ? { user: req.user, loggedInAt: session.loggedInAt } : {};
    }), { output: sessionOutput },
  );

  table.delete(
    '/_auth/session',
    endpoint(db, { summary: 'End the server session (revokes its token, clears the cookies)' }, async ({ req }) => {
      const session = readSession(req);
      if (session) await revokeBearer(db, session.token);
      endSession(req, req.res!, ctx.secureCookies);
      return {};
    }), { output: sessionOutput },
  );

  table.post(
    '/auth-utils/session',
    endpoint(db, { body: storeSessionBody, summary: 'Store user, token and sign-in time in the server session' }, async ({ req, body }) => {
      const user = await userForToken(db, body.token);
      if (!user) throw new AppError(401, 'That token is not valid any more: sign in again');
      if (body.user && body.user.seq !== user.seq) {
        throw new AppError(400, 'Invalid body: user.seq: does not belong to the token', { data: { fields: { 'user.seq': 'does not belong to the token' } } });
      }
      const now = new Date();
      const loggedInAt = (body.loggedInAt && body.loggedInAt < now ? body.loggedInAt : now).toISOString();
      await sessionFromToken(ctx, req, req.res!, { user, token: body.token, loggedInAt });
      return { user, token: body.token, loggedInAt };
    }), { output: storedSessionOutput },
  );

  table.get(
    '/users/me',
    endpoint(db, { summary: 'The user of the bearer token (or session)' }, async ({ req }) => requireUser(req)),
    { guard: 'user', output: sessionUserOutput },
  );
  return table.rows;
}
