import { carriesSecret } from './secret-url';

/** Same-site paths only: "/x" but never "//host" or "/\\host", so a return path can't become an open redirect. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  return /[\r\n\t]/.test(value) ? null : value;
}

/** Pages that make no sense to return to after signing in. */
const NO_RETURN = /^\/(signin|signout|forgot|reset)(\/|\?|$)/i;

/** A path worth returning to after sign-in: same-site, not the sign-in pages themselves. */
export function returnablePath(value: unknown): string | null {
  const path = safeReturnPath(value);
  return path && path !== '/' && !NO_RETURN.test(path) ? path : null;
}

/** Where to go after signing in: a same-site path (never another host), or the account page. */
export function returnPath(value: unknown, fallback = '/account'): string {
  return returnablePath(value) ?? fallback;
}

/**
 * The sign-in link of a page: `/signin?redirect={path}`, or plain `/signin` when the path is not
 * worth returning to or carries a secret (a report password, a reset token), which never goes into a link.
 */
export function signInHref(path: string): string {
  const target = returnablePath(path);
  return target && !carriesSecret(target) ? signInReturningTo(target) : '/signin';
}

/** `/signin?redirect={path}`; the caller has checked the path (same-site, no secret). */
export function signInReturningTo(path: string): string {
  return `/signin?redirect=${encodeURIComponent(path)}`;
}
