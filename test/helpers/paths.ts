import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const TMP = path.join(ROOT, '.tmp');
/** The seeded test catalog as a PGlite data-dir dump, made once per run by global-setup. */
export const TEMPLATE_DUMP = path.join(TMP, 'test-catalog.tar.gz');
/** Name of the template database in server mode (TEST_DATABASE_URL). */
export const TEMPLATE_DB = 'specfind_test_template';
/** Products in the test catalog: small enough to seed in seconds, big enough for every page. */
export const TEST_CATALOG_PRODUCTS = 240;
