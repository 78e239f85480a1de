import type { RouteDef } from '../page-types';

/** Sign-in, reset and account pages (issue 3). */
export const ACCOUNT_ROUTES: readonly RouteDef[] = [];
