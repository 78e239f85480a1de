import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserSession } from '../helpers/browser';
import { collectPageErrors, startBrowserSession } from '../helpers/browser';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

// The compare tray lives in the address (?compare=): a product is added from its card in one order of results, another
// after re-sorting them, and "Compare (2)" opens the comparison of both makers. At a desk's width and a phone's.

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

interface Card {
  title: string;
  company: string;
}

/** The compare link of the card titled `title`. */
const toggleOf = (page: Page, title: string) =>
  page.locator('.content-card', { has: page.locator('.content-card__title', { hasText: title }) }).first().locator('a.compare-toggle');

const cardsOf = (page: Page): Promise<Card[]> =>
  page.locator('.content-card').evaluateAll((els) =>
    els.map((el) => ({ title: el.querySelector('.content-card__title')?.textContent ?? '', company: el.querySelector('.content-card__meta span')?.textContent ?? '' })),
  );

async function compareAcrossPages(width: number, height: number): Promise<void> {
  const context = await session.browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const errors: string[] = [];
  collectPageErrors(page, errors);
  await page.goto(`${session.base}/search/door/product`);
  expect(await page.locator('.compare-tray__count').textContent()).toBe('Compare (0)');

  const [first] = await cardsOf(page);
  expect(await toggleOf(page, first.title).textContent()).toBe(`Add to compare: ${first.title}`);
  await toggleOf(page, first.title).click();
  await page.waitForURL(/\?compare=\d+$/);
  expect(await page.locator('.compare-tray__count').textContent()).toBe('Compare (1)');
  expect(await toggleOf(page, first.title).textContent()).toBe(`Remove from compare: ${first.title}`);

  // Sorted another way the list keeps the tray; a product of another maker joins it there.
  await page.locator('.sort-links a', { hasText: 'Manufacturer' }).click();
  await page.waitForURL(/[?&]sort=company/);
  expect(new URL(page.url()).searchParams.get('compare')).toMatch(/^\d+$/);
  const second = (await cardsOf(page)).find((c) => c.company !== first.company)!;
  expect(second).toBeDefined();
  await toggleOf(page, second.title).click();
  await page.waitForURL(/compare=\d+,\d+/);

  const open = page.getByRole('link', { name: 'Compare (2)', exact: true });
  const box = (await open.boundingBox())!;
  if (width < 768) expect(box.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await open.click();
  await page.waitForURL(/\/compare\/\d+,\d+$/);
  expect(await page.locator('h1').textContent()).toBe('Compare 2 products');
  expect(await page.locator('th[scope="col"] a[href^="/product/"]').allTextContents()).toEqual([first.title, second.title]);
  const makers = page.locator('tr', { has: page.locator('th', { hasText: /^Manufacturer$/ }) }).locator('td');
  expect(await makers.allTextContents()).toEqual([first.company, second.company]);
  expect(await page.locator('tr[data-property] .compare-table__name').count()).toBeGreaterThan(0);
  expect(errors).toEqual([]);
  await context.close();
}

describe('the compare tray', () => {
  it('collects two products of different makers across two orders of a search and compares them, at 1280 px', async () => {
    await compareAcrossPages(1280, 900);
  });

  it('does the same on a phone (390 px): touch-sized links and no sideways scrolling', async () => {
    await compareAcrossPages(390, 844);
  });

  it('offers no fifth product once four are in the tray', async () => {
    const page = await (await session.newContext()).newPage();
    await page.goto(`${session.base}/search/door/product`);
    for (let n = 1; n <= 4; n++) {
      await page.locator('.content-card a.compare-toggle:not(.compare-toggle--picked)').first().click();
      await page.waitForURL(new RegExp(`compare=\\d+${',\\d+'.repeat(n - 1)}$`));
    }
    expect(await page.locator('.compare-tray a.compare-tray__open').textContent()).toBe('Compare (4)');
    expect(await page.locator('.content-card a.compare-toggle:not(.compare-toggle--picked)').count()).toBe(0);
    expect(await page.locator('.compare-tray__hint').textContent()).toBe('4 is the most: remove one to add another.');
    await page.context().close();
  });
});
