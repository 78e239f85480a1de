import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

/**
 * `npm run consistency -- --products N`: the record consistency test (test/web/record-consistency.test.ts) on a demo
 * catalog of its own of N products, on the embedded database, or on the server TEST_DATABASE_URL names (a new
 * database there, dropped afterwards). Without --products it runs on the shared test catalog.
 */
const { values } = parseArgs({ options: { products: { type: 'string' } } });
const products = values.products ?? '';
if (products !== '' && !/^[1-9]\d{0,6}$/.test(products)) {
  console.error(`--products must be a whole number from 1 to 1000000, not ${products}`);
  process.exit(2);
}
const started = Date.now();
const run = spawnSync('npx', ['vitest', 'run', '--project', 'web', 'test/web/record-consistency.test.ts'], {
  stdio: 'inherit',
  env: { ...process.env, CONSISTENCY_PRODUCTS: products },
});
console.log(`consistency${products ? ` at ${products} products` : ''}: ${run.status === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(run.status ?? 1);
