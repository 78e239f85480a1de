import { returnablePath } from '../../../domain/return-path';

/** Where to go after signing in: a same-site path (never another host), or the account page. */
export function returnPath(value: unknown, fallback = '/account'): string {
  return returnablePath(value) ?? fallback;
}
