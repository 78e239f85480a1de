import { parseArgs } from 'node:util';
import { createDb } from '../src/db/create-db';
import { createPgliteDriver, wrapPglite } from '../src/db/pglite-driver';
import { openPglite } from '../src/db/pglite-open';
import { sql } from '../src/db/sql';
import type { FacetFilters, FacetName } from '../src/domain/facets';
import { DECLARATION_LABELS, GWP_BANDS, UPDATED_BANDS } from '../src/domain/facets';
import { PROPERTY_FACET_FACTS, PROPERTY_FACETS } from '../src/domain/property-facets';
import { readFacetTable } from '../src/services/facet-rows';
import { rowsWhere, selectRows } from '../src/services/facet-table';
import { countAndChoose } from '../src/services/facet-tally';
import { ALL_PRODUCT_ITEMS, productItemsWithType } from '../src/services/product-listings';

/**
 * `node --expose-gc --import tsx scripts/facet-table-measure.ts --data-dir DIR`: what the products' facet table costs
 * (heap and typed arrays after gc) and how long counting the data-sheet list takes with the costliest listing's
 * filters (ten manufacturers, ten divisions, ten sections, every band and threshold) and with none, p50 and p90 of
 * repeated runs (docs/decisions/2026-11-27-facet-rows-as-coded-columns.md). DIR is an embedded catalog of your own
 * (PGlite writes to its directory: never the shared bench catalog).
 */
const { values } = parseArgs({ options: { 'data-dir': { type: 'string' }, today: { type: 'string', default: '2026-11-27' } } });
const dataDir = values['data-dir'];
const gc = (globalThis as { gc?: () => void }).gc;
if (!dataDir || !gc) {
  console.error('usage: node --expose-gc --import tsx scripts/facet-table-measure.ts --data-dir DIR');
  process.exit(2);
}
const today = values.today;
const db = createDb(createPgliteDriver(wrapPglite(await openPglite({ dataDir }))));
const withDataSheets = await productItemsWithType(db, 'datasheet');
await readFacetTable(db, sql`${ALL_PRODUCT_ITEMS} LIMIT 10`, today);
gc();
const before = process.memoryUsage();
const table = await readFacetTable(db, ALL_PRODUCT_ITEMS, today);
gc();
const after = process.memoryUsage();
const dataSheets = selectRows(table, rowsWhere(table, (row) => withDataSheets.has(table.ids[row])));

const commonest = async (column: 'coid' | 'section') =>
  (
    await db.many<{ v: string }>(
      column === 'coid'
        ? sql`SELECT coid::text AS v FROM content_items WHERE content_type = 'product' GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 10`
        : sql`SELECT section AS v FROM content_items WHERE content_type = 'product' AND section IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 10`,
    )
  ).map((row) => row.v);
const costliest = {
  manufacturer: (await commonest('coid')).map(Number),
  division: ['08', '09', '07', '10', '12', '06', '14', '26', '32', '05'],
  section: await commonest('section'),
  updated: [...UPDATED_BANDS],
  declaration: Object.keys(DECLARATION_LABELS),
  gwp: Object.keys(GWP_BANDS).filter((band) => band.startsWith('door-leaf.')),
  ...Object.fromEntries(PROPERTY_FACETS.map((facet) => [facet, [...PROPERTY_FACET_FACTS[facet].thresholds]])),
} as FacetFilters;
const counted: FacetName[] = ['manufacturer', 'division', 'section', 'updated', 'declaration', 'gwp'];

function timed(filters: FacetFilters, runs: number) {
  for (let i = 0; i < 30; i++) countAndChoose(dataSheets, filters, counted);
  const ms = Array.from({ length: runs }, () => {
    const start = process.hrtime.bigint();
    countAndChoose(dataSheets, filters, counted);
    return Number(process.hrtime.bigint() - start) / 1e6;
  }).sort((a, b) => a - b);
  return { p50: +ms[Math.floor(runs / 2)].toFixed(2), p90: +ms[Math.floor(runs * 0.9)].toFixed(2) };
}

const mb = (bytes: number) => +(bytes / 2 ** 20).toFixed(1);
console.log(
  JSON.stringify({
    productRows: table.rows.length,
    dataSheetRows: dataSheets.rows.length,
    heapMB: mb(after.heapUsed - before.heapUsed),
    arrayBuffersMB: mb(after.arrayBuffers - before.arrayBuffers),
    costliestMs: timed(costliest, 300),
    unfilteredMs: timed({}, 100),
  }),
);
await db.close();
