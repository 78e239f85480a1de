import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import type { BrowserSession } from '../helpers/browser';
import { startBrowserSession } from '../helpers/browser';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

let t: TestApp;
let session: BrowserSession;

beforeAll(async () => {
  t = await createTestApp();
  session = await startBrowserSession(t.app);
});

afterAll(async () => {
  await session?.close();
  await t?.close();
});

describe('the home page banner', () => {
  it('changes on every visit without repeats until all were shown, and records impressions', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    const seen: number[] = [];
    let count = 0;
    for (let visit = 0; visit === 0 || visit < count; visit++) {
      await page.goto(`${session.base}/`);
      const island = page.locator('[data-island="banner-slot"]');
      if (visit === 0) count = (JSON.parse((await island.getAttribute('data-props'))!) as { banners: unknown[] }).banners.length;
      await island.locator('xpath=self::*[@data-hydrated="true"]').waitFor({ state: 'attached' });
      // The rotation state holds every banner shown so far in this round.
      await page.waitForFunction((n) => JSON.parse(localStorage.getItem('banners-shown:home-top') ?? '[]').length === n, visit + 1);
      seen.push(Number(await page.locator('aside.banner').getAttribute('data-banner-seq')));
    }
    expect(count).toBeGreaterThan(1);
    expect(new Set(seen).size).toBe(count);
    // All shown: the next visit starts a new round.
    await page.goto(`${session.base}/`);
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('banners-shown:home-top') ?? '[]').length === 1);
    await expect
      .poll(async () => (await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM activities WHERE event_category = 'banner' AND event_action = 'impression'`)).n)
      .toBeGreaterThanOrEqual(count + 1);
    await context.close();
  });
});
