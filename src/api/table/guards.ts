import type { RequestHandler } from 'express';
import { requireAdmin, requireUser } from '../../auth/require';
import type { Guard } from './row';

const signedIn: RequestHandler = (req, _res, next) => {
  requireUser(req);
  next();
};

const administrator: RequestHandler = (req, _res, next) => {
  requireAdmin(req);
  next();
};

/** The middleware that enforces a guard before any input is read (none for public and client rows). */
export function guardMiddleware(guard: Guard): RequestHandler[] {
  if (guard === 'user') return [signedIn];
  if (guard === 'admin') return [administrator];
  return [];
}
