import { createSeededDb } from './test/helpers/seeded-db';
import { sql } from './src/db/sql';
import { countFacets } from './src/services/facet-counts';
import { contentTypeScope } from './src/services/content-types';
import { utcDay } from './src/domain/declarations';
const n = Number(process.argv[2] ?? 10000);
let t0 = Date.now();
const db = await createSeededDb(n);
console.log('seeded', n, 'in', Date.now() - t0, 'ms');
const today = utcDay(new Date());
const facets = ['division', 'manufacturer', 'format', 'updated', 'declaration', 'gwp'] as const;
const coid = (await db.one<{ coid: number }>(sql`SELECT coid FROM content_items WHERE content_type='cad' GROUP BY coid ORDER BY count(*) DESC LIMIT 1`)).coid;
const sec = await db.one<{ division: string; section: string }>(sql`SELECT division, section FROM content_items WHERE content_type='cad' GROUP BY 1,2 ORDER BY count(*) DESC LIMIT 1`);
console.log(await db.one(sql`SELECT count(*) FILTER (WHERE content_type='cad')::int cad, count(*) FILTER (WHERE content_type='cad' AND division=${sec.division})::int div, count(*) FILTER (WHERE content_type='cad' AND section=${sec.section})::int sec FROM content_items WHERE online`));
for (const [name, place, fs] of [['top', {}, facets], ['division', { division: sec.division }, ['section', ...facets.slice(1)]], ['section', { section: sec.section }, facets.slice(1)]] as const) {
  for (const filters of [{ manufacturer: [coid] }, { updated: '12m' as const }]) {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) { t0 = performance.now(); await countFacets(db, contentTypeScope('cad', place).ids, filters as never, { today, facets: fs as never }); times.push(performance.now() - t0); }
    console.log(name, JSON.stringify(filters), times.map((x) => x.toFixed(1)).join(' '));
  }
}
await db.close();
