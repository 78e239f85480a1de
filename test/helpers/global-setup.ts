import { mkdirSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { buildClient } from '../../scripts/build';
import { seedCatalog } from '../../scripts/seed/index';
import { createDb } from '../../src/db/create-db';
import { migrate } from '../../src/db/migrate';
import { createPgDriver } from '../../src/db/pg-driver';
import { createPgliteDriver, wrapPglite } from '../../src/db/pglite-driver';
import { openPglite } from '../../src/db/pglite-open';
import { TEMPLATE_DB, TEMPLATE_DUMP, TEST_CATALOG_PRODUCTS, TMP } from './paths';

/** Server mode: a seeded template database that each test file copies (CREATE DATABASE ... TEMPLATE). */
async function prepareServerTemplate(url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.end();
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${TEMPLATE_DB}`;
  const db = createDb(createPgDriver(templateUrl.href));
  await migrate(db);
  await seedCatalog(db, { products: TEST_CATALOG_PRODUCTS, demoAccounts: true });
  await db.close();
}

/** Embedded mode: seed once, dump the data dir; each test file loads the dump (much faster than seeding). */
async function prepareEmbeddedTemplate(): Promise<void> {
  const pglite = await openPglite();
  const db = createDb(createPgliteDriver(wrapPglite(pglite)));
  await migrate(db);
  await seedCatalog(db, { products: TEST_CATALOG_PRODUCTS, demoAccounts: true });
  const dump = await pglite.dumpDataDir('gzip');
  writeFileSync(TEMPLATE_DUMP, Buffer.from(await dump.arrayBuffer()));
  await db.close();
}

export default async function setup(): Promise<void> {
  mkdirSync(TMP, { recursive: true });
  await buildClient();
  if (process.env.TEST_DATABASE_URL) await prepareServerTemplate(process.env.TEST_DATABASE_URL);
  else await prepareEmbeddedTemplate();
}
