import { sql } from '../../src/db/sql';
import type { Queryable } from '../../src/db/types';
import { iso, publishedDate } from './dates';
import { insertRows } from './insert';
import type { Rng } from './prng';
import type { SeededUsers } from './users';

/**
 * Architects' favorites of client manufacturers' content (the user-favorites reports read
 * these): about half the architects saved one to six online items of client companies, most
 * of them in the last year. The demo user keeps only its own hand-picked favorites.
 */
export async function seedFavorites(db: Queryable, rng: Rng, users: SeededUsers, clientCoids: ReadonlySet<number>): Promise<void> {
  if (clientCoids.size === 0) return;
  const items = await db.many<{ id: number; contentType: string }>(sql`
    SELECT id, content_type AS "contentType" FROM content_items
    WHERE online AND coid = ANY(${[...clientCoids]}::int[]) ORDER BY id`);
  if (items.length === 0) return;
  const rows: unknown[][] = [];
  for (const userSeq of users.architects) {
    if (userSeq === users.demoSeq || !rng.chance(0.5)) continue;
    for (const item of rng.sample(items, rng.int(1, 6))) {
      rows.push([userSeq, item.id, item.contentType, iso(publishedDate(rng, 720, 1.5))]);
    }
  }
  await insertRows(db, 'user_favorites', ['user_seq int', 'content_id int', 'content_type text', 'created_at timestamptz'], rows, 'ON CONFLICT DO NOTHING');
}
