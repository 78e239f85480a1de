import type { Request } from 'express';
import { signInRedirect } from '../auth/pending-return';
import { notFound } from '../errors';
import type { Guard } from './page-types';
import type { SessionUser } from '../domain/session-user';

/** Probes for other software's files and path tricks: answered 404 before any route work. */
const URL_TRAPS = [
  /\.\.|%2e%2e|%00|\0/i,
  /\.(php\d?|aspx?|jsp|cgi|env|ini|bak|sql|git|svn|htaccess)(\/|$|\?)/i,
  /\/(wp-admin|wp-login|wp-content|xmlrpc|phpmyadmin|cgi-bin|\.git|\.env|\.aws)(\/|$)/i,
];

export function isUrlTrap(url: string): boolean {
  return URL_TRAPS.some((trap) => trap.test(url));
}

type GuardOutcome = { allow: true } | { redirect: string };

/** The url-trap check first, then the auth check. */
export function runGuards(guard: Guard | undefined, req: Request, user: SessionUser | null): GuardOutcome {
  if (isUrlTrap(req.originalUrl)) throw notFound(`Page not found: ${req.path}`);
  if (guard === 'auth' && !user) {
    return { redirect: signInRedirect(req, req.originalUrl) };
  }
  return { allow: true };
}
