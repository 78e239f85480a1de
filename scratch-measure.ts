import { createDb } from './src/db/create-db';
import { createPgliteDriver, wrapPglite } from './src/db/pglite-driver';
import { openPglite } from './src/db/pglite-open';
import { migrate } from './src/db/migrate';
import { sql } from './src/db/sql';
import { searchContent } from './src/services/search';
import { FACET_NAMES, facetQuery } from './src/domain/facets';
import type { Driver } from './src/db/types';

const captured: { text: string; values: readonly unknown[] }[] = [];
let capture = false;
const pg = wrapPglite(await openPglite({ dataDir: 'data/bench-100000/pgdata' }));
const base = createPgliteDriver(pg);
const driver: Driver = { ...base, run: (text, values) => { if (capture) captured.push({ text, values }); return base.run(text, values); } };
const db = createDb(driver);
await migrate(db);
const counts = await db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM content_items`);
const words = await db.many<{ word: string; ndoc: number }>(sql`SELECT word, ndoc FROM search_words ORDER BY ndoc DESC OFFSET 5 LIMIT 1`);
console.log('items', counts.n, 'common word', words);
const common = words[0].word;
const top = await db.one<{ coid: number; section: string }>(sql`SELECT coid, section FROM content_items WHERE search @@ plainto_tsquery('english', ${common}) GROUP BY 1, 2 ORDER BY count(*) DESC LIMIT 1`);
const cases: [string, string | undefined, Record<string, unknown>][] = process.env.ONE ? [[common, undefined, { manufacturer: String(top.coid) }]] : [
  [common, undefined, {}],
  [common, undefined, { manufacturer: String(top.coid) }],
  [common, undefined, { section: top.section, updated: '12m' }],
  [common, 'cad', { division: top.section.slice(0, 2) }],
  ['fire rated door', undefined, {}],
  ['fire rated door', undefined, { declaration: 'epd', format: 'pdf' }],
  ['acoustical ceiling', undefined, { gwp: '25-50' }],
];
const base2 = { page: 1, pageSize: 20, sort: { field: 'relevance', direction: 'desc' } as const };
for (const [terms, contentType, q] of cases) {
  const filters = facetQuery.parse(q);
  const params = { ...base2, terms, contentType: contentType as never, facets: { filters, count: FACET_NAMES } };
  await searchContent(db, params); // warm
  const times: number[] = [];
  for (let i = 0; i < 40; i++) { const t0 = performance.now(); await searchContent(db, params); times.push(performance.now() - t0); }
  times.sort((a, b) => a - b);
  captured.length = 0; capture = true;
  const r = await searchContent(db, params);
  capture = false;
  let exec = 0; const per: string[] = [];
  const bufs: number[] = [];
  for (const s of captured) {
    let best = Infinity; let hits = 0;
    for (let k = 0; k < 30; k++) {
      const plan = await base.run(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${s.text}`, s.values);
      const row = plan.rows[0] as Record<string, unknown>;
      const json = (Object.values(row)[0] as { 'Execution Time': number; 'Planning Time': number; Plan: Record<string, number> }[])[0];
      best = Math.min(best, json['Execution Time'] + json['Planning Time']);
      hits = json.Plan['Shared Hit Blocks'] + (json.Plan['Shared Read Blocks'] ?? 0);
    }
    exec += best;
    per.push(best.toFixed(1));
    bufs.push(hits);
  }
  (globalThis as Record<string, unknown>).bufs = bufs.join('+');
  console.log(JSON.stringify({ terms, contentType, q, total: r.total, capped: r.totalCapped, statements: captured.length, explainMs: exec.toFixed(1), perStatement: per.join('+'), buffers: (globalThis as Record<string, unknown>).bufs, p50: times[20].toFixed(1), p95: times[38].toFixed(1) }));
}
await pg.close?.();
