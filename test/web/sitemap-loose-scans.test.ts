import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { productSections } from '../../src/services/sitemap-keys';
import { publishedMonths } from '../../src/services/whats-new';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

/** The sitemap's month and section lists, read by loose index scans, against a plain DISTINCT of the same rows. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function distinctMonths(): Promise<string[]> {
  const rows = await t.db.many<{ month: string }>(sql`
    SELECT DISTINCT to_char(published_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month FROM content_items WHERE online ORDER BY 1 DESC`);
  return rows.map((r) => `${r.month}-01`);
}

async function distinctSections(): Promise<string[]> {
  return (await t.db.many<{ section: string }>(sql`SELECT DISTINCT section FROM products WHERE section IS NOT NULL ORDER BY section`)).map((r) => r.section);
}

describe('the sitemap’s lists by loose index scans', () => {
  it('lists every month with an online item, newest first, and no month whose only items are offline', async () => {
    expect((await publishedMonths(t.db)).length).toBeGreaterThan(3);
    expect(await publishedMonths(t.db)).toEqual(await distinctMonths());
    // An offline item alone in a month of its own, and another item at a month's last UTC moment.
    const { id } = await t.db.one<{ id: number }>(sql`SELECT id FROM content_items WHERE online ORDER BY id LIMIT 1`);
    const { id: other } = await t.db.one<{ id: number }>(sql`SELECT id FROM content_items WHERE online ORDER BY id DESC LIMIT 1`);
    await t.writeCatalog(sql`UPDATE content_items SET online = false, published_at = '1999-06-15T12:00:00Z' WHERE id = ${id}`);
    await t.writeCatalog(sql`UPDATE content_items SET published_at = '1998-03-31T23:59:59.999Z' WHERE id = ${other}`);
    const months = await publishedMonths(t.db);
    expect(months).not.toContain('1999-06-01');
    expect(months.at(-1)).toBe('1998-03-01');
    expect(months).toEqual(await distinctMonths());
  });

  it('lists every section products are classified under, in order', async () => {
    expect((await productSections(t.db)).length).toBeGreaterThan(3);
    expect(await productSections(t.db)).toEqual(await distinctSections());
  });
});
