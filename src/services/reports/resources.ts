import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';

/** What a client's resource page shows: its published content and how it was used in the last year. */
export interface ClientResources {
  /** Online items per content type. */
  content: { contentType: string; count: number }[];
  /** Downloads of its files in the last 30 and 365 days, and per type over the year. */
  downloads: { last30: number; last365: number; byType: { contentType: string; count: number }[] };
  /** Saves of its items as favorites in the last 365 days. */
  favorites: number;
  /** Projects whose outline specs named it, and spec wizard projects saved with its wizards, in the last 365 days. */
  outlineSpecProjects: number;
  wizardProjects: number;
}

export async function clientResources(db: Queryable, coid: number): Promise<ClientResources> {
  const [content, downloads, byType, favorites, outline, wizard] = await Promise.all([
    db.many<{ contentType: string; count: number }>(sql`
      SELECT content_type AS "contentType", count(*)::int AS count FROM content_items
      WHERE coid = ${coid} AND online GROUP BY content_type ORDER BY count(*) DESC, content_type`),
    db.one<{ last30: number; last365: number }>(sql`
      SELECT count(*) FILTER (WHERE created_at >= now() - interval '30 days')::int AS last30, count(*)::int AS last365
      FROM downloads WHERE coid = ${coid} AND created_at >= now() - interval '365 days'`),
    db.many<{ contentType: string; count: number }>(sql`
      SELECT content_type AS "contentType", count(*)::int AS count FROM downloads
      WHERE coid = ${coid} AND created_at >= now() - interval '365 days' GROUP BY content_type ORDER BY count(*) DESC, content_type`),
    db.one<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM user_favorites f JOIN content_items ci ON ci.id = f.content_id AND ci.content_type = f.content_type
      WHERE ci.coid = ${coid} AND f.created_at >= now() - interval '365 days'`),
    db.one<{ n: number }>(sql`
      SELECT count(DISTINCT project_seq)::int AS n FROM project_outline_specs WHERE coid = ${coid} AND spec_date >= now() - interval '365 days'`),
    db.one<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM specwizard_projects WHERE coid = ${coid} AND updated_at >= now() - interval '365 days'`),
  ]);
  return {
    content,
    downloads: { ...downloads, byType },
    favorites: favorites.n,
    outlineSpecProjects: outline.n,
    wizardProjects: wizard.n,
  };
}
