import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

/**
 * `npm run consistency -- --products N`: the record consistency test (test/web/record-consistency.test.ts) on a demo
 * catalog of its own of N products, on the embedded database, or on the server TEST_DATABASE_URL names (a new
 * database there, dropped afterwards). `--catalog DIR|URL` runs it on a catalog seeded before instead (a bench
 * catalog: `data/bench-100000`, or a PostgreSQL URL with DATA_DIR naming where its files live), which saves the
 * seeding. Without either it runs on the shared test catalog.
 */
const { values } = parseArgs({ options: { products: { type: 'string' }, catalog: { type: 'string' } } });
const products = values.products ?? '';
const catalog = values.catalog ?? '';
if (products !== '' && !/^[1-9]\d{0,6}$/.test(products)) {
  console.error(`--products must be a whole number from 1 to 1000000, not ${products}`);
  process.exit(2);
}
if (products !== '' && catalog !== '') {
  console.error('--products seeds a catalog of its own and --catalog names one seeded before: give one of them');
  process.exit(2);
}
const started = Date.now();
const run = spawnSync('npx', ['vitest', 'run', '--project', 'web', 'test/web/record-consistency.test.ts'], {
  stdio: 'inherit',
  env: { ...process.env, CONSISTENCY_PRODUCTS: products, CONSISTENCY_CATALOG: catalog },
});
const on = catalog ? ` on ${catalog.replace(/\/\/[^@/]*@/, '//')}` : products ? ` at ${products} products` : '';
console.log(`consistency${on}: ${run.status === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(run.status ?? 1);
