import type { PGlite } from '@electric-sql/pglite';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsNotice, isCatalogEmpty, reportPassword, seedCatalog, type SeedSummary } from '../../scripts/seed/index';
import { verifyPassword } from '../../src/auth/passwords';
import { createDb } from '../../src/db/create-db';
import { migrate } from '../../src/db/migrate';
import { createPgliteDriver, wrapPglite } from '../../src/db/pglite-driver';
import { openPglite } from '../../src/db/pglite-open';
import { sql } from '../../src/db/sql';
import type { Db } from '../../src/db/types';
import { CONTENT_TYPES } from '../../src/domain/content-types';
import { findDemoCredentials } from '../../src/services/demo-credentials';
import { createLocalDiskStore } from '../../src/services/storage/local-disk-store';

// Generous: other test files and processes may share the two cores.
const TIMEOUT = 60_000;

/** A migrated empty database, opened once; each test database is a clone (~0.5 s instead of ~4 s). */
let template: PGlite;

beforeAll(async () => {
  template = await openPglite();
  await migrate(createDb(createPgliteDriver(wrapPglite(template))));
}, TIMEOUT);

afterAll(async () => {
  await template?.close();
});

async function freshDb(): Promise<Db> {
  return createDb(createPgliteDriver(wrapPglite((await template.clone()) as PGlite)));
}

async function count(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  return (await db.one<{ n: number }>(query)).n;
}

describe('seedCatalog (200 products)', () => {
  let db: Db;
  let summary: SeedSummary;
  let dataDir: string;
  const logged: string[] = [];

  beforeAll(async () => {
    db = await freshDb();
    expect(await isCatalogEmpty(db)).toBe(true);
    dataDir = mkdtempSync(path.join(tmpdir(), 'seed-test-'));
    summary = await seedCatalog(db, { products: 200, files: createLocalDiskStore(dataDir), demoAccounts: true, log: (line) => logged.push(line) });
  }, TIMEOUT);

  it("computes the search vectors exactly as the table's trigger does (no slow refresh through it)", () => {
    expect(logged.join('\n')).not.toMatch(/search vectors differ/);
  });

  afterAll(async () => {
    await db?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('reports what it wrote, quickly', async () => {
    expect(await isCatalogEmpty(db)).toBe(false);
    expect(summary.products).toBe(200);
    expect(await count(db, sql`SELECT count(*)::int AS n FROM products`)).toBe(200);
    expect(await count(db, sql`SELECT count(*)::int AS n FROM companies`)).toBe(summary.companies);
    expect(summary.companies).toBeGreaterThanOrEqual(12);
    expect(await count(db, sql`SELECT count(*)::int AS n FROM content_items`)).toBe(summary.contentItems);
    expect(summary.contentItems).toBeGreaterThan(600);
    expect(summary.contentItems).toBeLessThan(1000);
    expect(summary.files).toBeGreaterThan(100);
    expect(summary.ms).toBeLessThan(20_000);
  });

  it('has every content type, one product item per non-heading product', async () => {
    const rows = await db.many<{ type: string }>(sql`SELECT DISTINCT content_type AS type FROM content_items`);
    expect(rows.map((r) => r.type).sort()).toEqual([...CONTENT_TYPES].sort());
    const products = await count(db, sql`SELECT count(*)::int AS n FROM products WHERE NOT heading`);
    expect(await count(db, sql`SELECT count(*)::int AS n FROM content_items WHERE content_type = 'product'`)).toBe(products);
  });

  it('gives companies unique five-digit ids, web abbreviations and slugs', async () => {
    const companies = await db.many<{ coid: number; webabrv: string; slug: string; phone: string; website: string }>(
      sql`SELECT coid, webabrv, slug, phone, website FROM companies`,
    );
    expect(new Set(companies.map((c) => c.coid)).size).toBe(companies.length);
    expect(new Set(companies.map((c) => c.webabrv)).size).toBe(companies.length);
    for (const c of companies) {
      expect(String(c.coid)).toMatch(/^\d{5}$/);
      expect(c.webabrv).toMatch(/^[a-z]{3,10}$/);
      expect(c.phone).not.toMatch(/^\(?555/);
      expect(c.website).toMatch(/^https:\/\/www\.[a-z0-9]+\.example$/);
    }
    const clients = await count(db, sql`SELECT count(*)::int AS n FROM companies WHERE is_client AND report_password_hash LIKE 'scrypt$%'`);
    expect(clients).toBe(await count(db, sql`SELECT count(*)::int AS n FROM clients`));
    expect(clients).toBeGreaterThan(0);
  });

  it('has a heading without children and keeps product trees consistent', async () => {
    expect(await count(db, sql`SELECT count(*)::int AS n FROM products h WHERE h.heading
      AND NOT EXISTS (SELECT 1 FROM products c WHERE c.parent_id = h.seq)`)).toBeGreaterThan(0);
    expect(await count(db, sql`SELECT count(*)::int AS n FROM products c JOIN products p ON p.seq = c.parent_id
      WHERE p.coid <> c.coid OR NOT p.heading`)).toBe(0);
  });

  it('stores a three-part specification for every spec item', async () => {
    expect(await count(db, sql`SELECT count(*)::int AS n FROM content_items ci
      LEFT JOIN spec_documents d ON d.content_id = ci.id WHERE ci.content_type = 'spec' AND d.content_id IS NULL`)).toBe(0);
    expect(await count(db, sql`SELECT count(*)::int AS n FROM spec_documents
      WHERE jsonb_array_length(body->'parts') <> 3`)).toBe(0);
    const body = (await db.one<{ body: { parts: { title: string; articles: { number: string; paragraphs: { id: string }[] }[] }[] } }>(
      sql`SELECT body FROM spec_documents ORDER BY content_id LIMIT 1`)).body;
    expect(body.parts.map((p) => p.title)).toEqual(['GENERAL', 'PRODUCTS', 'EXECUTION']);
    expect(body.parts[1].articles[0].number).toBe('2.1');
    expect(body.parts[0].articles[0].paragraphs[0].id).toBe('p-1-1-A');
    expect(await count(db, sql`SELECT count(*)::int AS n FROM content_items ci
      LEFT JOIN spec_wizards w ON w.content_id = ci.id WHERE ci.content_type = 'sw' AND w.content_id IS NULL`)).toBe(0);
  });

  it('stores 4 to 12 pages for every catalog', async () => {
    const rows = await db.many<{ pages: number }>(sql`SELECT count(p.page_number)::int AS pages FROM content_items ci
      LEFT JOIN catalog_pages p ON p.content_id = ci.id WHERE ci.content_type = 'catalog' GROUP BY ci.id`);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.pages).toBeGreaterThanOrEqual(4);
      expect(r.pages).toBeLessThanOrEqual(12);
    }
  });

  it('finds a product by a word of its name with full-text search', async () => {
    const product = await db.one<{ name: string }>(sql`SELECT name FROM products WHERE NOT heading ORDER BY seq LIMIT 1`);
    const word = product.name.split(' ').filter((w) => /^[A-Za-z]{5,}$/.test(w)).pop()!;
    expect(await count(db, sql`SELECT count(*)::int AS n FROM content_items
      WHERE search @@ websearch_to_tsquery('english', ${word})`)).toBeGreaterThan(0);
    expect(await count(db, sql`SELECT count(*)::int AS n FROM content_items WHERE search IS NULL OR name_words IS NULL`)).toBe(0);
    expect(await count(db, sql`SELECT count(*)::int AS n FROM search_words`)).toBeGreaterThan(100);
  });

  it('creates demo accounts, editorial content and activity', async () => {
    const emails = await db.many<{ email: string; is_admin: boolean; coid: number | null }>(
      sql`SELECT email, is_admin, coid FROM users WHERE email LIKE '%@example.com' ORDER BY email`,
    );
    expect(emails.map((e) => e.email)).toEqual(['admin@example.com', 'client@example.com', 'demo@example.com']);
    expect(emails[0].is_admin).toBe(true);
    expect(emails[1].coid).not.toBeNull();
    expect(await count(db, sql`SELECT count(*)::int AS n FROM users`)).toBeGreaterThan(200);
    const demo = await db.one<{ hash: string }>(sql`SELECT password_hash AS hash FROM users WHERE email = 'demo@example.com'`);
    expect(await verifyPassword('demo-password-2026', demo.hash)).toBe(true);
    const client = await db.one<{ webabrv: string; hash: string }>(sql`SELECT c.webabrv, c.report_password_hash AS hash
      FROM users u JOIN companies c ON c.coid = u.coid WHERE u.email = 'client@example.com'`);
    expect(await verifyPassword(reportPassword(client.webabrv), client.hash)).toBe(true);
    expect((await findDemoCredentials(db)).filter((f) => f.kind === 'user').map((f) => f.label).sort()).toEqual(
      ['admin@example.com', 'architects', 'client@example.com', 'demo@example.com'],
    );
    for (const table of ['banners', 'homepage_promos', 'ceus', 'podcasts', 'external_contacts', 'blog_posts', 'press_releases',
      'alerts', 'client_projects', 'custom_html', 'char_projects', 'project_outline_specs', 'specwizard_projects',
      'specwizard_project_specs', 'user_favorites', 'user_searches', 'activities', 'downloads']) {
      expect(await count(db, sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}`), table).toBeGreaterThan(0);
    }
  });

  it('writes generated files under dataDir/files/<coid>/', async () => {
    const row = await db.one<{ coid: number; filename: string }>(sql`SELECT coid, filename FROM content_items
      WHERE content_type = 'cad' ORDER BY id LIMIT 1`);
    const text = readFileSync(path.join(dataDir, 'files', String(row.coid), row.filename), 'utf8');
    expect(text).toContain('ENTITIES');
    expect(readdirSync(path.join(dataDir, 'files')).length).toBeGreaterThan(0);
  });
});

describe('seedCatalog determinism', () => {
  it('gives the same catalog for the same seed on two fresh databases', async () => {
    const names = async (seed: number) => {
      const db = await freshDb();
      try {
        await seedCatalog(db, { products: 120, seed, demoAccounts: true });
        const companies = await db.many<{ name: string }>(sql`SELECT name FROM companies ORDER BY coid`);
        const titles = await db.many<{ title: string }>(sql`SELECT title FROM content_items ORDER BY id LIMIT 50`);
        return { companies: companies.map((c) => c.name), titles: titles.map((t) => t.title) };
      } finally {
        await db.close();
      }
    };
    const [a, b] = [await names(99), await names(99)];
    expect(a.companies.length).toBeGreaterThan(0);
    expect(b).toEqual(a);
  }, TIMEOUT);
});

describe('seedCatalog without demo accounts (a server database unless SEED_DEMO_ACCOUNTS=true)', () => {
  it('creates no account or report link with a published password, and prints no password', async () => {
    const db = await freshDb();
    const lines: string[] = [];
    try {
      await seedCatalog(db, { products: 120, demoAccounts: false, log: (line) => lines.push(line) });
      const named = await db.many(sql`SELECT email FROM users WHERE email LIKE '%@example.com'`);
      expect(named).toEqual([]);
      expect(await count(db, sql`SELECT count(*)::int AS n FROM users WHERE is_admin`)).toBe(0);
      expect(await count(db, sql`SELECT count(*)::int AS n FROM users`)).toBe(200);
      const clients = await db.many<{ webabrv: string; hash: string }>(sql`SELECT webabrv, report_password_hash AS hash FROM companies WHERE is_client`);
      expect(clients.length).toBeGreaterThan(0);
      expect(clients.every((c) => c.hash.startsWith('scrypt$'))).toBe(true);
      expect(await findDemoCredentials(db)).toEqual([]);
      expect(lines.join('\n')).not.toMatch(/password|scrypt\$/i);
      // Activity still has its users: projects and favorites belong to the architects.
      expect(await count(db, sql`SELECT count(*)::int AS n FROM user_favorites`)).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  }, TIMEOUT);

  it('says on the console which demo accounts a seed created, or that there are none', () => {
    expect(accountsNotice(true)).toMatch(/^demo accounts with the README's published passwords: demo@example.com, admin@example.com \(administrator\), client@example.com/);
    expect(accountsNotice(false)).toMatch(/^no demo accounts \(SEED_DEMO_ACCOUNTS=true adds them\)/);
  });
});
