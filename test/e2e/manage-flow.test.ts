import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import type { BrowserSession } from '../helpers/browser';
import { startBrowserSession } from '../helpers/browser';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import { createTestUser } from '../helpers/users';

let t: TestApp;
let session: BrowserSession;
let coid: number;
const errors: string[] = [];
const NAME = `Quietline ${Date.now() % 100000} Acoustic Steel Door`;

async function pageFor(cookie: string): Promise<Page> {
  const page = await (await session.signedInContext(cookie)).newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  return page;
}

beforeAll(async () => {
  t = await createTestApp();
  session = await startBrowserSession(t.app);
  coid = (await t.db.one<{ coid: number }>(sql`SELECT coid FROM companies ORDER BY coid LIMIT 1`)).coid;
});

afterAll(async () => {
  await session?.close();
  await t?.close();
});

describe('a manufacturer publishes a product', () => {
  it('the client creates it through the typed form and submits; an administrator publishes it from the review queue; search and a watcher see it', async () => {
    const staff = await createTestUser(t.db, { coid });
    const admin = await createTestUser(t.db, { isAdmin: true });
    const architect = await createTestUser(t.db);
    await t.db.query(sql`INSERT INTO watches (user_seq, kind, target, created_at) VALUES (${architect.user.seq}, 'company', ${coid}, now() - interval '1 minute')`);

    // The client's staff: /manage leads to their manufacturer; a template starts the typed form.
    const client = await pageFor(staff.cookie);
    await client.goto(`${session.base}/manage`);
    expect(new URL(client.url()).pathname).toBe(`/manage/${coid}`);
    await client.getByLabel('New product from the template').selectOption('hollow-metal-doors');
    await client.getByRole('button', { name: 'Start a product' }).click();
    await client.waitForURL(/\/products\/new\?template=hollow-metal-doors$/);
    await client.getByLabel('Product code').fill(`E2E-${Date.now()}`);
    await client.getByLabel('Name', { exact: true }).fill(NAME);
    await client.getByLabel('Fire rating').fill('ninety');
    await client.getByLabel('Core').selectOption('polyurethane');
    await client.getByRole('button', { name: 'Create the draft' }).click();
    await expect.poll(() => client.locator('#product-properties\\.fire-rating-error').textContent()).toContain('must be a number in min');
    await client.getByLabel('Fire rating').fill('90');
    await client.getByRole('button', { name: 'Create the draft' }).click();
    await client.waitForURL(/\/products\/\d+\?done=created$/);
    await expect.poll(() => client.locator('.state-chip').first().textContent()).toBe('Draft');
    await client.getByRole('button', { name: 'Submit for review' }).click();
    await expect.poll(() => client.locator('.state-chip').first().textContent()).toBe('Submitted for review');

    // An administrator reads the change field by field and publishes it.
    const editor = await pageFor(admin.cookie);
    await editor.goto(`${session.base}/manage/review`);
    const item = editor.locator('section.review-item', { hasText: NAME });
    await expect.poll(() => item.locator('tr', { hasText: 'Fire rating' }).textContent()).toContain('90 min');
    await item.getByRole('button', { name: `Publish ${NAME}` }).click();
    await expect.poll(() => editor.getByRole('status').textContent()).toContain('Published');

    // On search, and on the watcher's account page as a new product.
    const reader = await pageFor(architect.cookie);
    await reader.goto(`${session.base}/search/${encodeURIComponent(NAME.split(' ').slice(0, 2).join(' '))}`);
    await expect.poll(() => reader.locator('main').textContent()).toContain(NAME);
    await reader.goto(`${session.base}/account`);
    await expect.poll(() => reader.locator('.account-changes').textContent()).toContain('New product');
    await expect.poll(() => reader.locator('.account-changes').textContent()).toContain(NAME);
    expect(errors).toEqual([]);
  });
});
