import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import type { BrowserSession } from '../helpers/browser';
import { collectPageErrors, startBrowserSession } from '../helpers/browser';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

// Issue 22: the title link's whole-card overlay (::after) must not cover the other controls of a card.
// Clicking "Download" on a card downloads the file instead of opening the item's page.

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];
/** A search, and the CAD listing of the section with the most drawings (found in beforeAll). */
const PAGES = [
  { name: 'a search card', path: '/search/door' },
  { name: 'a listing card', path: '' },
];

let t: TestApp;
let session: BrowserSession;
let context: BrowserContext;

beforeAll(async () => {
  t = await createTestApp();
  const busiest = await t.db.one<{ division: string; section: string }>(sql`
    SELECT division, section FROM content_items WHERE content_type = 'cad' AND online AND filename IS NOT NULL AND section IS NOT NULL
    GROUP BY division, section ORDER BY count(*) DESC, section LIMIT 1`);
  PAGES[1].path = `/content-type/cad/${busiest.division}/${busiest.section.replace(/ /g, '')}`;
  session = await startBrowserSession(t.app);
  context = await session.newContext();
});

afterAll(async () => {
  await context?.close();
  await session?.close();
  await t?.close();
});

describe('the Download button on a card', () => {
  for (const viewport of VIEWPORTS) {
    for (const target of PAGES) {
      it(`downloads from ${target.name} at ${viewport.width} px`, async () => {
        const page = await context.newPage();
        const errors: string[] = [];
        collectPageErrors(page, errors);
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await page.goto(`${session.base}${target.path}`);
        const button = page.locator('.content-card .content-card__download').first();
        await button.scrollIntoViewIfNeeded();
        const href = await button.getAttribute('href');
        // A click where a person clicks: the middle of the button. Playwright refuses (and times out) when another
        // element, such as the title's overlay, would receive it.
        const [download] = await Promise.all([page.waitForEvent('download', { timeout: 15_000 }), button.click({ timeout: 15_000 })]);
        expect(download.url()).toBe(new URL(href!, session.base).href);
        expect(page.url()).toBe(`${session.base}${target.path}`);
        expect(errors).toEqual([]);
        await page.close();
      });
    }
  }

  it('leaves the rest of the card opening the item page', async () => {
    const page = await context.newPage();
    await page.goto(`${session.base}/search/door`);
    const card = page.locator('.content-card').first();
    const href = await card.locator('.content-card__title a').getAttribute('href');
    // The card's text, outside every control: the overlay takes the click to the item page.
    await card.locator('.content-card__meta').click({ position: { x: 40, y: 5 }, force: true });
    await page.waitForURL(new URL(href!, session.base).href);
    await page.close();
  });
});
