import { z } from 'zod';
import type { SessionUser } from '../../domain/session-user';

export const sessionUserOutput = z
  .object({ seq: z.number().int(), email: z.string(), firstName: z.string(), lastName: z.string(), isAdmin: z.boolean(), coid: z.number().int().nullable() })
  .meta({ id: 'User' }) satisfies z.ZodType<SessionUser>;

/** The signed-in user's own profile (dates as ISO text). */
export const profileOutput = sessionUserOutput
  .extend({
    company: z.string(),
    title: z.string(),
    phone: z.string(),
    website: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    firmType: z.string().nullable().describe('The kind of firm the account works for (architecture, interior-design, engineering, contractor, owner, education, other), or null'),
    createdAt: z.string(),
  })
  .meta({ id: 'Profile' });

/** GET /api/_auth/session: the user and sign-in time, or {} when anonymous. */
export const sessionOutput = z.union([z.object({ user: sessionUserOutput, loggedInAt: z.string() }), z.object({}).strict()]);

export const storedSessionOutput = z.object({ user: sessionUserOutput, token: z.string(), loggedInAt: z.string() });
export const tokenOutput = z.object({ token: z.string() });
export const okOutput = z.object({ ok: z.literal(true) });
