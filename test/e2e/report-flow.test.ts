import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import type { BrowserSession } from '../helpers/browser';
import { startBrowserSession } from '../helpers/browser';
import { ROOT } from '../helpers/paths';
import type { ClientCompany } from '../helpers/report-clients';
import { reportCompanies } from '../helpers/report-clients';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

let t: TestApp;
let session: BrowserSession;
let client: ClientCompany;

beforeAll(async () => {
  t = await createTestApp();
  const { clients } = await reportCompanies(t.db);
  const busiest = await t.db.one<{ coid: number }>(sql`SELECT coid FROM project_outline_specs GROUP BY coid ORDER BY count(*) DESC, coid LIMIT 1`);
  client = clients.find((c) => c.coid === busiest.coid)!;
  session = await startBrowserSession(t.app);
});

afterAll(async () => {
  await session?.close();
  await t?.close();
});

describe('a manufacturer reads its outline-spec report', () => {
  it('opens the link, filters by date, sorts a column twice, downloads the CSV', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await page.goto(`${session.base}/outline-specs-report/${client.webabrv}/${client.password}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(`Outline-spec report: ${client.name}`);
    const rows = page.locator('table.report-table tbody tr');
    const all = await rows.count();
    expect(all).toBeGreaterThan(1);

    // Sort by project name, then again: the order flips.
    // The Name column's place comes from the header row (the date and CSI columns come first).
    const headers = (await page.locator('table.report-table thead tr').first().locator('th').allTextContents()).map((h) => h.trim());
    const nameColumn = headers.findIndex((h) => /^Name/.test(h)) + 1;
    expect(nameColumn).toBeGreaterThan(0);
    const names = async () =>
      (await rows.locator(`td:nth-child(${nameColumn}), th:nth-child(${nameColumn})`).allTextContents()).map((n) => n.trim());
    await page.getByRole('link', { name: /^Name/ }).click();
    await page.waitForURL(/sort=name/);
    const ascending = await names();
    expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b)));
    await page.getByRole('link', { name: /^Name/ }).click();
    await page.waitForURL(/sort=-name/);
    // The table shows a page of rows at a time: the first page now holds the other end of the order.
    await expect.poll(async () => {
      const descending = await names();
      return descending.length > 0 && descending.every((n, i) => i === 0 || descending[i - 1].localeCompare(n) >= 0);
    }).toBe(true);
    expect((await names())[0].localeCompare(ascending.at(-1)!)).toBeGreaterThanOrEqual(0);
    await expect.poll(() => page.locator('th[aria-sort="descending"]').textContent()).toMatch(/^Name/);

    // Filter to the period of the newest row only.
    const dates = (await rows.locator('time').allTextContents()).map((d) => d.trim()).sort();
    const newest = dates.at(-1)!;
    await page.fill('#report-from', newest);
    await page.fill('#report-to', newest);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(new RegExp(`from=${newest}`));
    const filtered = await rows.count();
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(all);
    await page.screenshot({ path: path.join(ROOT, 'test-results', 'report-filtered.png'), fullPage: true });

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^outline-specs-.*\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.split('\r\n').filter(Boolean).length).toBe(filtered + 1);
    await context.close();
  });
});
