import { AppError } from '../errors';
import type { SessionUser } from '../domain/session-user';

/** Who asks: a request, or a page loader's context. */
type Asker = { user: SessionUser | null };

/** The signed-in user, or 401. */
export function requireUser(req: Asker): SessionUser {
  if (!req.user) throw new AppError(401, 'Sign in to do this');
  return req.user;
}

/** A signed-in administrator: 401 when anonymous, 403 when signed in without the role. */
export function requireAdmin(req: Asker): SessionUser {
  const user = requireUser(req);
  if (!user.isAdmin) throw new AppError(403, 'Only administrators may do this');
  return user;
}

/**
 * Someone who may manage this manufacturer's products and files: its own staff (users.coid) or an
 * administrator. 401 when anonymous, 403 for architects and other manufacturers' staff.
 */
export function requireManager(req: Asker, coid: number): SessionUser {
  const user = requireUser(req);
  if (!user.isAdmin && user.coid !== coid) throw new AppError(403, 'Only this manufacturer’s staff and administrators may do this');
  return user;
}
