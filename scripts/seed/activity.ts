import type { Queryable } from '../../src/db/types';
import { daysBefore, iso } from './dates';
import { insertRows } from './insert';
import type { ContentRef } from './model';
import type { Rng } from './prng';
import type { SeededUsers } from './users';

const DEMO_SEARCHES: ReadonlyArray<readonly [string, string]> = [
  ['all', 'fire rated doors'], ['cad', 'curtain wall details'], ['bim', 'acoustical ceiling panels'],
  ['spec', 'hollow metal frames'], ['all', 'low-e insulating glass'], ['product', 'tpo roof membrane'], ['all', 'grab bars'],
];
const EVENTS: ReadonlyArray<readonly [string, number]> = [['click', 60], ['download', 20], ['search', 10], ['favorite', 5], ['video', 5]];

/** The demo user's favorites and saved searches; click and download history for reports. */
export async function seedActivity(db: Queryable, rng: Rng, users: SeededUsers, refs: ContentRef[], clientCoids: Set<number>): Promise<void> {
  if (refs.length === 0) return;
  const favorites = new Map<string, ContentRef>();
  for (let tries = 0; favorites.size < Math.min(15, refs.length) && tries < 1000; tries++) {
    const ref = rng.pick(refs);
    favorites.set(`${ref.contentType}:${ref.id}`, ref);
  }
  await insertRows(db, 'user_favorites', ['user_seq int', 'content_id int', 'content_type text', 'created_at timestamptz'],
    [...favorites.values()].map((f, i) => [users.demoSeq, f.id, f.contentType, iso(daysBefore(3 * i + rng.int(0, 2)))]));
  await insertRows(db, 'user_searches', ['user_seq int', 'content_type text', 'search_terms text', 'created_at timestamptz'],
    DEMO_SEARCHES.map(([type, terms], i) => [users.demoSeq, type, terms, iso(daysBefore(5 * i + 1))]));

  const withFiles = refs.filter((r) => r.hasFile);
  const clientFiles = withFiles.filter((r) => clientCoids.has(r.coid));
  const activities = Array.from({ length: 3000 }, () => {
    const category = rng.weighted(EVENTS);
    const ref = rng.pick(refs);
    return [rng.chance(0.6) ? rng.pick(users.architects) : null, category, category === 'search' ? 'search' : ref.contentType,
      category === 'search' ? rng.pick(DEMO_SEARCHES)[1] : `${ref.contentType}:${ref.id}`, 1,
      `/company/${ref.coid}/${ref.contentType}/${ref.id}`, iso(daysBefore(rng.int(0, 180 * 1440) / 1440))];
  });
  await insertRows(db, 'activities', ['user_seq int', 'event_category text', 'event_action text', 'event_label text', 'event_value int', 'path text', 'created_at timestamptz'], activities);
  if (withFiles.length === 0) return;
  const downloads = Array.from({ length: 1500 }, () => {
    const ref = clientFiles.length > 0 && rng.chance(0.7) ? rng.pick(clientFiles) : rng.pick(withFiles);
    return [ref.id, ref.coid, ref.contentType, rng.chance(0.5) ? rng.pick(users.architects) : null,
      `${ref.contentType}:${ref.id}`, iso(daysBefore(rng.int(0, 365 * 1440) / 1440))];
  });
  await insertRows(db, 'downloads', ['content_id int', 'coid int', 'content_type text', 'user_seq int', 'label text', 'created_at timestamptz'], downloads);
}
