import type { RouteDef } from '../page-types';

/** Favorites, saved searches and projects pages (issue 3). */
export const PERSONAL_ROUTES: readonly RouteDef[] = [];
