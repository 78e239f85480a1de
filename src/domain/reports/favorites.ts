import type { ReportDates } from './types';

/** One of the client's content items that users saved as a favorite within the period. */
export interface FavoriteItemRow {
  contentId: number;
  contentType: string;
  title: string;
  /** Where the item is shown; null once it is offline. */
  url: string | null;
  /** Users who saved it. */
  count: number;
  /** The latest save ('YYYY-MM-DD'). */
  lastDate: string;
}

/** One user who saved the client's content items within the period. */
export interface FavoriteUserRow {
  userId: number;
  /** '.' and blanks count as empty (null), as in the other reports. */
  fullName: string | null;
  company: string | null;
  city: string | null;
  state: string | null;
  /** How many of the client's items the user saved. */
  count: number;
  lastDate: string;
}

/**
 * The user-favorites report of one client (/company/{id}/reports/{webabrv}/{password}/user-favorites):
 * which of its content items users saved, and who saved them. Both lists are most-saved first.
 */
export interface FavoritesReport {
  dates: ReportDates;
  clientName: string;
  /** Favorites of the client's items within the period, and how many users made them. */
  total: number;
  userCount: number;
  byItem: FavoriteItemRow[];
  byUser: FavoriteUserRow[];
  /** Present (true) when a list was cut at its limit. */
  truncated?: true;
}
