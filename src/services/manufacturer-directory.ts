import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import { containsPattern } from '../domain/like-pattern';

export interface DirectoryEntry {
  coid: number;
  name: string;
  city: string;
  state: string;
  productCount: number;
  documentCount: number;
  /** MasterFormat divisions of its online items, '08', '09'. */
  divisions: string[];
}

interface DirectoryFilter {
  /** Part of the name, matched anywhere, case-insensitively. */
  text?: string;
  /** 'A'–'Z', or '#' for names that do not start with a letter. */
  letter?: string;
}

/** Manufacturers with online items, A–Z, filtered by name and initial, one page of them with their counts. */
export async function manufacturerDirectory(db: Queryable, filter: DirectoryFilter, offset: number, limit: number): Promise<{ total: number; items: DirectoryEntry[] }> {
  const conditions = [sql`EXISTS (SELECT 1 FROM content_items ci WHERE ci.coid = c.coid AND ci.online)`];
  if (filter.text) conditions.push(sql`c.name ILIKE ${containsPattern(filter.text)}`);
  if (filter.letter === '#') conditions.push(sql`NOT (upper(left(c.name, 1)) BETWEEN 'A' AND 'Z')`);
  else if (filter.letter) conditions.push(sql`upper(left(c.name, 1)) = ${filter.letter}`);
  const where = sql.join(conditions, ' AND ');
  const [total, items] = await Promise.all([
    db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM companies c WHERE ${where}`),
    db.many<DirectoryEntry>(sql`
      SELECT c.coid, c.name, c.city, c.state,
        (SELECT count(*)::int FROM products p WHERE p.coid = c.coid AND p.online AND NOT p.heading) AS "productCount",
        (SELECT count(*)::int FROM content_items ci WHERE ci.coid = c.coid AND ci.online AND ci.content_type <> 'product') AS "documentCount",
        coalesce((SELECT array_agg(DISTINCT ci.division ORDER BY ci.division) FROM content_items ci
          WHERE ci.coid = c.coid AND ci.online AND ci.division IS NOT NULL), '{}') AS divisions
      FROM companies c WHERE ${where}
      ORDER BY lower(c.name), c.coid LIMIT ${limit} OFFSET ${offset}`),
  ]);
  return { total: total.n, items };
}
