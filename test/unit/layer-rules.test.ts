import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ICruiseResult, IForbiddenRuleType } from 'dependency-cruiser';
import { cruise } from 'dependency-cruiser';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/paths';

// The layer rules of .dependency-cruiser.cjs (what `npm run lint:layers` runs over src/), applied to
// small trees written for each case, so a rule that stops firing fails here.
const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as {
  forbidden: IForbiddenRuleType[];
};

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Writes the files (path → source) under a fresh src/ and answers "rule: from → to" per violation. With
 * `packages`, the project's node_modules is linked in and packages and Node built-ins stay in the graph.
 */
async function violations(files: Record<string, string>, { packages = false } = {}): Promise<string[]> {
  dir = mkdtempSync(path.join(tmpdir(), 'layers-'));
  if (packages) symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const { output } = await cruise(['src'], {
    baseDir: dir,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
    tsPreCompilationDeps: true,
    ...(packages ? { doNotFollow: { path: 'node_modules' }, preserveSymlinks: true } : { includeOnly: '^src/' }),
  });
  // A package is named, not the file its resolution picks.
  const named = (to: string) => to.replace(/^node_modules\/((@[^/]+\/)?[^/]+)\/.*$/, 'package $1');
  return (output as ICruiseResult).summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${named(v.to)}`).sort();
}

const EXPORT = 'export const value = 1;\n';

describe('layer rules', () => {
  it('accepts imports that point down', async () => {
    expect(
      await violations({
        'src/domain/slug.ts': EXPORT,
        'src/errors.ts': "import { value } from './domain/slug';\nexport const error = value;\n",
        'src/db/sql.ts': "import { error } from '../errors';\nexport const sql = error;\n",
        'src/services/items.ts': "import { sql } from '../db/sql';\nexport interface Item { id: number }\nexport const items = sql;\n",
        'src/web/loader.ts': "import { items } from '../services/items';\nimport { Page } from '../pages/page';\nexport const load = [items, Page];\n",
        'src/pages/page.tsx': "import type { Item } from '../services/items';\nimport { value } from '../domain/slug';\nexport const Page = (item: Item) => value + item.id;\n",
      }),
    ).toEqual([]);
  });

  it('refuses an upward import from domain, db or services', async () => {
    expect(
      await violations({
        'src/domain/slug.ts': "import { sql } from '../db/sql';\nexport const value = sql;\n",
        'src/db/sql.ts': "import { items } from '../services/items';\nexport const sql = items;\n",
        'src/services/items.ts': "import type { User } from '../web/page-types';\nexport const items: User | 1 = 1;\n",
        'src/web/page-types.ts': 'export interface User { seq: number }\n',
      }),
    ).toEqual([
      'db-below-services: src/db/sql.ts → src/services/items.ts',
      'domain-is-pure: src/domain/slug.ts → src/db/sql.ts',
      'services-know-no-http: src/services/items.ts → src/web/page-types.ts',
    ]);
  });

  it('keeps api and web apart, and the shared request modules below both', async () => {
    expect(
      await violations({
        'src/web/site.ts': EXPORT,
        'src/api/form.ts': "import { value } from '../web/site';\nexport const form = value;\n",
        'src/web/page.ts': "import { form } from '../api/form';\nexport const page = form;\n",
        'src/http/cookies.ts': "import { value } from '../web/site';\nexport const cookie = value;\n",
      }).then((found) => found.filter((line) => !line.startsWith('no-circular'))),
    ).toEqual([
      'api-not-web: src/api/form.ts → src/web/site.ts',
      'http-edge-below-api-and-web: src/http/cookies.ts → src/web/site.ts',
      'web-not-api: src/web/page.ts → src/api/form.ts',
    ]);
  });

  it('lets pages name a service type but neither call a service nor import a loader', async () => {
    expect(
      await violations({
        'src/services/items.ts': 'export interface Item { id: number }\nexport const items = 1;\n',
        'src/web/loaders/orders.ts': "export const ORDERS_PATH = '/orders';\n",
        'src/pages/page.tsx': [
          "import type { Item } from '../services/items';",
          "import { items } from '../services/items';",
          "import { ORDERS_PATH } from '../web/loaders/orders';",
          'export const page = (item: Item) => [item, items, ORDERS_PATH];',
          '',
        ].join('\n'),
      }),
    ).toEqual([
      'pages-are-pure: src/pages/page.tsx → src/web/loaders/orders.ts',
      'pages-take-service-types-only: src/pages/page.tsx → src/services/items.ts',
    ]);
  });

  it('finds a circle, type-only imports included', async () => {
    expect(
      await violations({
        'src/services/search.ts': "import type { Plan } from './search-debug';\nexport interface Params { plan?: Plan }\n",
        'src/services/search-debug.ts': "import type { Params } from './search';\nexport interface Plan { params?: Params }\n",
      }),
    ).toEqual(['no-circular: src/services/search-debug.ts → src/services/search.ts']);
  });

  it('wants every module of src/ placed in a layer, and nothing below importing the root', async () => {
    expect(
      await violations({
        'src/errors.ts': EXPORT,
        'src/app.ts': EXPORT,
        'src/new-helper.ts': "import { value } from './errors';\nexport const helper = value;\n",
        'src/web/page.ts': "import { value } from '../app';\nexport const page = value;\n",
      }),
    ).toEqual([
      'every-module-has-a-layer: src/new-helper.ts → src/errors.ts',
      'root-on-top: src/web/page.ts → src/app.ts',
      'web-not-api: src/web/page.ts → src/app.ts',
    ]);
  });

  it('lets each layer import only its packages and Node built-ins', async () => {
    expect(
      await violations(
        {
          'src/domain/rules.ts': "import { readFileSync } from 'node:fs';\nimport { z } from 'zod';\nimport type { Request } from 'express';\nexport const rule = [readFileSync, z] as unknown as Request;\n",
          'src/db/driver.ts': "import { Pool } from 'pg';\nimport { createServer } from 'node:net';\nimport type { Response } from 'express';\nexport const driver = [Pool, createServer] as unknown as Response;\n",
          'src/services/items.ts': "import { readFile } from 'node:fs/promises';\nimport { Router } from 'express';\nimport pg from 'pg';\nexport const items = [readFile, Router, pg];\n",
          'src/web/loader.ts': "import { Router } from 'express';\nimport { PGlite } from '@electric-sql/pglite';\nexport const load = [Router, PGlite];\n",
          'src/pages/page.tsx': "import { createElement } from 'react';\nimport { readFileSync } from 'node:fs';\nimport { renderToString } from 'react-dom/server';\nexport const page = [createElement, readFileSync, renderToString];\n",
          'src/islands/widget.tsx':
            "import { hydrateRoot } from 'react-dom/client';\nimport { renderToString } from 'react-dom/server';\nimport { cpus } from 'node:os';\nexport const widget = [hydrateRoot, renderToString, cpus];\n",
        },
        { packages: true },
      ),
    ).toEqual([
      'browser-no-builtins: src/islands/widget.tsx → os',
      'browser-renders-no-server-html: src/islands/widget.tsx → package react-dom',
      'db-packages: src/db/driver.ts → package express',
      'db-serves-nothing: src/db/driver.ts → net',
      'domain-builtins: src/domain/rules.ts → fs',
      'domain-packages: src/domain/rules.ts → package express',
      'pages-no-builtins: src/pages/page.tsx → fs',
      'pages-packages: src/pages/page.tsx → package react-dom',
      'services-know-no-http-packages: src/services/items.ts → package express',
      'services-know-no-http-packages: src/services/items.ts → package pg',
      'web-no-drivers: src/web/loader.ts → package @electric-sql/pglite',
    ]);
  });

  it('lets only the one multipart reader import busboy', async () => {
    const busboyUser = "import busboy from 'busboy';\nexport const reader = busboy;\n";
    expect(
      await violations(
        { 'src/http/receive-multipart.ts': busboyUser, 'src/services/uploads/receive.ts': busboyUser, 'src/http/multipart-file.ts': busboyUser },
        { packages: true },
      ),
    ).toEqual(['one-multipart-reader: src/http/multipart-file.ts → package busboy', 'one-multipart-reader: src/services/uploads/receive.ts → package busboy']);
  });
});
