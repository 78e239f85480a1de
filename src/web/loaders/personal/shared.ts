import { z } from 'zod';
import { AppError } from '../../../errors';
import type { HeadData } from '../../head';
import type { LoaderContext } from '../../page-types';
import type { SessionUser } from '../../../domain/session-user';

/** The signed-in user of a guarded page (the auth guard has already redirected anonymous visitors). */
export function pageUser(ctx: LoaderContext<unknown>): SessionUser {
  if (!ctx.user) throw new AppError(401, 'Sign in to see this page');
  return ctx.user;
}

/** ?done=… after a form post, shown as a notice; anything else is ignored. */
const DONE_VALUES = ['added', 'removed', 'created', 'saved', 'deleted', 'digest', 'accepted', 'kept'] as const;
type Done = (typeof DONE_VALUES)[number];

export function doneOf(query: Record<string, unknown>): Done | null {
  const parsed = z.enum(DONE_VALUES).safeParse(query.done);
  return parsed.success ? parsed.data : null;
}

/** Account pages are private: never indexed, canonical without the query. */
export function personalHead(title: string, description: string, path: string): HeadData {
  return { title, description, canonical: path, robots: 'noindex, nofollow' };
}

/** /account/projects/{id}: the project's seq; anything else is a 404. */
export const projectPageParams = z.object({ id: z.string().regex(/^[1-9]\d{0,8}$/).transform(Number) });
