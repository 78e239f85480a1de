import type { Request } from 'express';
import { AppError } from '../errors';
import type { SessionUser } from '../web/page-types';

/** The signed-in user, or 401. */
export function requireUser(req: Request): SessionUser {
  if (!req.user) throw new AppError(401, 'Sign in to do this');
  return req.user;
}

/** A signed-in administrator: 401 when anonymous, 403 when signed in without the role. */
export function requireAdmin(req: Request): SessionUser {
  const user = requireUser(req);
  if (!user.isAdmin) throw new AppError(403, 'Only administrators may do this');
  return user;
}
