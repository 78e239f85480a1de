import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';
import { cleanText, clientNameOf, fullNameOf, isoDay } from '../../domain/reports';
import type { FavoriteItemRow, FavoriteUserRow, FavoritesReport, ReportDates } from '../../domain/reports';
import { contentItemPath } from '../content-links';
import type { ReportCompany } from './scope';
import { periodCondition } from './scope';

/** Rows each list of the favorites report holds at most. */
const FAVORITES_REPORT_MAX_ROWS = 500;

interface ItemRaw {
  id: number;
  contentType: string;
  title: string;
  productSeq: number | null;
  online: boolean;
  count: number;
  last: Date | string;
}

interface UserRaw {
  seq: number;
  firstName: string;
  lastName: string;
  company: string;
  city: string;
  state: string;
  count: number;
  last: Date | string;
}

/**
 * Which of the company's content items users saved as favorites within the period (per item
 * and per user, most saved first). Favorites are reached from the company's items
 * (content_items (coid, ...) index, then user_favorites (content_id, created_at)).
 */
export async function userFavoritesReport(db: Queryable, company: ReportCompany, dates: ReportDates): Promise<FavoritesReport> {
  const from = (join = sql.empty) => sql`
    FROM content_items ci
    JOIN user_favorites f ON f.content_id = ci.id AND f.content_type = ci.content_type${periodCondition('f.created_at', dates)}${join}
    WHERE ci.coid = ${company.coid}`;
  const limit = FAVORITES_REPORT_MAX_ROWS + 1;
  const [totals, items, users] = await Promise.all([
    db.one<{ total: number; users: number }>(sql`SELECT count(*)::int AS total, count(DISTINCT f.user_seq)::int AS users ${from()}`),
    db.many<ItemRaw>(sql`
      SELECT ci.id, ci.content_type AS "contentType", ci.title, ci.product_seq AS "productSeq", ci.online,
             count(*)::int AS count, max(f.created_at) AS last
      ${from()}
      GROUP BY ci.id ORDER BY count DESC, last DESC, ci.id LIMIT ${limit}`),
    db.many<UserRaw>(sql`
      SELECT u.seq, u.first_name AS "firstName", u.last_name AS "lastName", u.company, u.city, u.state,
             count(*)::int AS count, max(f.created_at) AS last
      ${from(sql` JOIN users u ON u.seq = f.user_seq`)}
      GROUP BY u.seq ORDER BY count DESC, last DESC, u.seq LIMIT ${limit}`),
  ]);
  const byItem: FavoriteItemRow[] = items.slice(0, FAVORITES_REPORT_MAX_ROWS).map((r) => ({
    contentId: r.id,
    contentType: r.contentType,
    title: r.title,
    url: r.online ? contentItemPath({ id: r.id, contentType: r.contentType, productSeq: r.productSeq, companyName: company.name, coid: company.coid }) : null,
    count: r.count,
    lastDate: isoDay(r.last),
  }));
  const byUser: FavoriteUserRow[] = users.slice(0, FAVORITES_REPORT_MAX_ROWS).map((r) => ({
    userId: r.seq,
    fullName: fullNameOf(r.firstName, r.lastName),
    company: cleanText(r.company),
    city: cleanText(r.city),
    state: cleanText(r.state),
    count: r.count,
    lastDate: isoDay(r.last),
  }));
  const truncated = items.length > FAVORITES_REPORT_MAX_ROWS || users.length > FAVORITES_REPORT_MAX_ROWS;
  return { dates, clientName: clientNameOf(company.name), total: totals.total, userCount: totals.users, byItem, byUser, ...(truncated ? { truncated: true } : {}) };
}
