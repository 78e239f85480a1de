import { safeReturnPath } from '../../guards';

/** Pages that make no sense to return to after signing in. */
const NO_RETURN = /^\/(signin|signout|forgot|reset)(\/|\?|$)/;

/** Where to go after signing in: a same-site path (never another host), or the account page. */
export function returnPath(value: unknown, fallback = '/account'): string {
  const path = safeReturnPath(value);
  return path && !NO_RETURN.test(path) ? path : fallback;
}
