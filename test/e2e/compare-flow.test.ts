import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserSession } from '../helpers/browser';
import { collectPageErrors, startBrowserSession } from '../helpers/browser';
import { sql } from '../../src/db/sql';
import { companyPath } from '../../src/domain/company-id';
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
  expect(await toggleOf(page, first.title).textContent()).toBe('Add to compare');
  // Its name, as a screen reader says it: the product's, without a stray space.
  expect(await page.getByRole('link', { name: `Add to compare: ${first.title}`, exact: true }).count()).toBeGreaterThan(0);
  await toggleOf(page, first.title).click();
  await page.waitForURL(/\?compare=\d+$/);
  expect(await page.locator('.compare-tray__count').textContent()).toBe('Compare (1)');
  expect(await toggleOf(page, first.title).getAttribute('aria-label')).toBe(`Remove from compare: ${first.title}`);

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

/**
 * A manufacturer whose page lists a section (its sidebar) in which another manufacturer has products: one product is
 * picked from its product tree, two from the section's listing reached from there (the first of the other maker's).
 */
async function companyWithSharedSection(): Promise<{ name: string; path: string; section: string }> {
  const row = await t.db.one<{ coid: number; name: string; section: string }>(sql`
    SELECT c.coid, c.name, cs.section FROM company_sections cs JOIN companies c USING (coid)
    WHERE cs.mf = '04'
      AND EXISTS (SELECT 1 FROM products p WHERE p.coid = c.coid AND p.online AND NOT p.heading)
      AND EXISTS (SELECT 1 FROM products q WHERE q.section = cs.section AND q.online AND NOT q.heading AND q.coid <> c.coid)
      AND (SELECT count(*) FROM products q WHERE q.section = cs.section AND q.online AND NOT q.heading) >= 3
    ORDER BY c.coid, cs.section LIMIT 1`);
  return { name: row.name, path: companyPath(row.name, row.coid), section: row.section.replace(/ /g, '') };
}

const trayIn = (url: string) => new URL(url).searchParams.get('compare')?.split(',') ?? [];

async function compareFromCompanyAndSection(width: number, height: number): Promise<void> {
  const company = await companyWithSharedSection();
  const context = await session.browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const errors: string[] = [];
  collectPageErrors(page, errors);

  await page.goto(`${session.base}${company.path}`);
  expect(await page.locator('.compare-tray__count').textContent()).toBe('Compare (0)');
  await page.locator('.product-tree a.compare-toggle').first().click();
  await page.waitForURL(/\?compare=\d+$/);
  const [own] = trayIn(page.url());
  expect(await page.locator('.compare-tray__count').textContent()).toBe('Compare (1)');
  expect(await page.locator('a[href^="/compare"]').count()).toBe(0);

  // The section's listing, reached from the sidebar, keeps the tray; two products of other makers join it.
  await page.locator(`.sidebar a[href^="/products/by-csi/${company.section}?"]`).click();
  await page.waitForURL(new RegExp(`/products/by-csi/${company.section}\\?compare=${own}$`));
  expect(await page.locator('.compare-tray__count').textContent()).toBe('Compare (1)');
  const makers = [company.name];
  for (const n of [2, 3]) {
    const cards = await page.locator('.product-card').evaluateAll((els) =>
      els.map((el) => ({ company: el.querySelector('.product-card__company')?.textContent ?? '', free: el.querySelector('a.compare-toggle:not(.compare-toggle--picked)') !== null })),
    );
    const index = n === 2 ? cards.findIndex((c) => c.company !== company.name) : cards.findIndex((c) => c.free);
    expect(index).toBeGreaterThanOrEqual(0);
    makers.push(cards[index].company);
    const toggle = page.locator('.product-card').nth(index).locator('a.compare-toggle');
    if (width < 768) expect((await toggle.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await toggle.click();
    await page.waitForURL((url) => trayIn(url.href).length === n);
  }
  const ids = trayIn(page.url());
  expect(ids[0]).toBe(own);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await page.getByRole('link', { name: 'Compare (3)', exact: true }).click();
  await page.waitForURL(new RegExp(`/compare/${ids.join(',')}$`));
  expect(await page.locator('h1').textContent()).toBe('Compare 3 products');
  const makerCells = page.locator('tr', { has: page.locator('th', { hasText: /^Manufacturer$/ }) }).locator('td');
  expect(await makerCells.allTextContents()).toEqual(makers);
  // A property row of the products' records: its name and one cell per product.
  const property = page.locator('tr[data-property]').first();
  expect(((await property.locator('.compare-table__name').textContent()) ?? '').length).toBeGreaterThan(0);
  expect(await property.locator('td').count()).toBe(3);
  expect(errors).toEqual([]);
  await context.close();
}

describe('the compare tray across a company page and a section listing', () => {
  it('picks one product on a company page and two on a section listing, then compares the three makers, at 1280 px', async () => {
    await compareFromCompanyAndSection(1280, 900);
  });

  it('does the same on a phone (390 px)', async () => {
    await compareFromCompanyAndSection(390, 844);
  });
});
