/**
 * Who may see internals (timings, query counts, build and runtime facts, the internal test pages):
 * everyone outside production, only administrators in production.
 */
export function mayDebug(isProduction: boolean, user: { isAdmin: boolean } | null | undefined): boolean {
  return !isProduction || user?.isAdmin === true;
}
