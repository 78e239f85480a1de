/**
 * The OpenAPI document of the API table, built without a database (rows only read the database
 * when they are called): `tsx scripts/openapi/document.ts out.json`.
 */
import { writeFileSync } from 'node:fs';
import { createAccounts, createApiTable } from '../../src/api';
import { buildOpenApiDocument } from '../../src/api/openapi/document';
import { OPENAPI_INFO } from '../../src/api/openapi/endpoint';
import { loadConfig } from '../../src/config';
import { CatalogMemo } from '../../src/db/catalog-memo';
import { DataVersion } from '../../src/db/data-version';
import type { Db } from '../../src/db/types';
import { createLogger } from '../../src/log';

export function openApiDocument(): unknown {
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000' });
  const db = {} as Db;
  // The upload rows' store and pools are only used when a row is called.
  const uploads = { dataDir: config.DATA_DIR } as Parameters<typeof createApiTable>[0]['uploads'];
  const deps = { db, config, log: createLogger('silent'), memo: new CatalogMemo(new DataVersion(db)), uploads };
  return buildOpenApiDocument(createApiTable(deps, createAccounts(deps)), OPENAPI_INFO);
}

const out = process.argv[2];
if (out) writeFileSync(out, `${JSON.stringify(openApiDocument(), null, 2)}\n`);
