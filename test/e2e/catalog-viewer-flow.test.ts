import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { catalogPageAltText } from '../../src/domain/catalog-alt-text';
import { companyPath } from '../../src/domain/company-id';
import type { BrowserSession } from '../helpers/browser';
import { collectPageErrors, startBrowserSession } from '../helpers/browser';
import { ROOT } from '../helpers/paths';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

const SHOTS = path.join(ROOT, 'test-results');
let t: TestApp;
let session: BrowserSession;
let context: BrowserContext;
let catalog: { id: number; coid: number; name: string };
let pages: string[];
const errors: string[] = [];

async function open(url: string): Promise<Page> {
  const page = await context.newPage();
  collectPageErrors(page, errors);
  await page.goto(url);
  return page;
}

/** The page image has been fetched and decoded by the browser (so it is a valid SVG the policy allows). */
async function imageShown(page: Page): Promise<{ src: string; alt: string }> {
  const img = page.locator('img.catalog-page__image');
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  return { src: (await img.getAttribute('src'))!, alt: (await img.getAttribute('alt'))! };
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  t = await createTestApp();
  catalog = await t.db.one(sql`
    SELECT ci.id, ci.coid, c.name FROM content_items ci JOIN companies c USING (coid)
    WHERE ci.content_type = 'catalog' AND ci.online AND (SELECT count(*) FROM catalog_pages p WHERE p.content_id = ci.id) >= 4
    ORDER BY ci.id LIMIT 1`);
  pages = (await t.db.many<{ data: string }>(sql`SELECT data FROM catalog_pages WHERE content_id = ${catalog.id} ORDER BY page_number`)).map((p) => p.data);
  session = await startBrowserSession(t.app);
  context = await session.newContext();
});

afterAll(async () => {
  await context?.close();
  await session?.close();
  await t?.close();
});

describe('catalog viewer', () => {
  it('opens a catalog, moves to the next page and back, picks a page and searches inside', async () => {
    const base = `${companyPath(catalog.name, catalog.coid)}/catalog-viewer/${catalog.id}`;
    const page = await open(`${session.base}${base}/1`);
    const first = await imageShown(page);
    expect(first.alt).toBe(catalogPageAltText(pages[0]));
    await page.screenshot({ path: path.join(SHOTS, 'catalog-viewer.png'), fullPage: true });

    await page.getByRole('link', { name: 'Next', exact: true }).click();
    await page.waitForURL(`**${base}/2`);
    await expect.poll(() => page.locator('figcaption').textContent()).toBe(`Page 2 of ${pages.length}`);
    const second = await imageShown(page);
    expect(second.src).not.toBe(first.src);
    expect(second.alt).toBe(catalogPageAltText(pages[1]));

    await page.getByRole('link', { name: 'Previous', exact: true }).click();
    await page.waitForURL(`**${base}/1`);
    expect((await imageShown(page)).src).toBe(first.src);

    await page.getByLabel('Page', { exact: true }).selectOption('3');
    await page.getByRole('button', { name: 'Go' }).click();
    await page.waitForURL(`**${base}/3`);
    expect((await imageShown(page)).alt).toBe(catalogPageAltText(pages[2]));

    // A word that is on some pages but not on page 3.
    const word = pages
      .flatMap((p) => p.toLowerCase().match(/[a-z]{6,}/g) ?? [])
      .find((w) => !pages[2].toLowerCase().includes(w) && pages.some((p) => p.toLowerCase().includes(w)))!;
    const expected = pages.flatMap((p, i) => (p.toLowerCase().includes(word) ? [i + 1] : []));
    await page.getByRole('searchbox', { name: /Words to find/ }).fill(word);
    await page.getByRole('searchbox', { name: /Words to find/ }).press('Enter');
    await page.waitForURL(`**${base}/3?q=${word}`);
    const results = page.locator('.catalog-search__results > li > a');
    await expect.poll(() => results.allTextContents()).toEqual(expected.map((n) => `Page ${n}`));
    await expect.poll(async () => ((await page.locator('.catalog-search__results mark').first().textContent()) ?? '').toLowerCase()).toBe(word);

    await results.first().click();
    await page.waitForURL(`**${base}/${expected[0]}?q=${word}#catalog-page`);
    await expect.poll(() => page.locator('.catalog-page-text mark').count()).toBeGreaterThan(0);
    expect((await imageShown(page)).alt).toBe(catalogPageAltText(pages[expected[0] - 1]));
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('product comparison', () => {
  it('compares three products picked on a listing', async () => {
    const section = await t.db.one<{ section: string }>(sql`
      SELECT section FROM products WHERE online AND NOT heading AND section IS NOT NULL
      GROUP BY section HAVING count(*) >= 3 ORDER BY count(*) DESC, section LIMIT 1`);
    const listing = `/products/by-csi/${section.section.replace(/ /g, '')}`;
    const page = await open(`${session.base}${listing}`);
    const names = (await page.locator('.product-card__title a').allTextContents()).slice(0, 3);
    for (const i of names.keys()) {
      await page.locator('.product-card').nth(i).locator('a.compare-toggle').click();
      await page.waitForURL(new RegExp(`compare=\\d+${',\\d+'.repeat(i)}$`));
    }
    await page.getByRole('link', { name: 'Compare (3)', exact: true }).click();
    // A list without a company compares across manufacturers.
    await page.waitForURL(/\/compare\/\d+,\d+,\d+$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Compare 3 products');
    await expect.poll(() => page.locator('.compare-table thead th a:not(.compare-table__remove)').allTextContents()).toEqual(names);
    await page.screenshot({ path: path.join(SHOTS, 'compare-products.png'), fullPage: true });

    // One fewer: the "Remove" link of the first column.
    await page.getByRole('link', { name: `Remove ${names[0]} from the comparison` }).click();
    await page.waitForURL(/\/compare\/\d+,\d+$/);
    await expect.poll(() => page.locator('.compare-table thead th a:not(.compare-table__remove)').allTextContents()).toEqual(names.slice(1));

    // One product picked is not a comparison: the tray says how many more, and offers no link to /compare.
    await page.goto(`${session.base}${listing}`);
    await page.locator('.product-card').first().locator('a.compare-toggle').click();
    await page.waitForURL(/compare=\d+$/);
    expect(await page.locator('.compare-tray__hint').textContent()).toContain('Add 1 more to compare');
    expect(await page.locator('a[href^="/compare"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('weblet framing', () => {
  let outside: Server;
  let outsideBase: string;

  beforeAll(async () => {
    const company = companyPath(catalog.name, catalog.coid);
    // A manufacturer's own site: another origin (another port) that frames a weblet and, wrongly, a normal page.
    outside = createServer((_req, res) => {
      res.setHeader('Content-Type', 'text/html');
      res.end(`<!DOCTYPE html><title>Maker site</title>
        <iframe name="weblet" src="${session.base}${company}/weblet/catalog/list" width="600" height="400"></iframe>
        <iframe name="company" src="${session.base}${company}" width="600" height="400"></iframe>`);
    }).listen(0, '127.0.0.1');
    await new Promise((resolve) => outside.once('listening', resolve));
    const address = outside.address();
    outsideBase = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => outside.close(() => resolve())));

  it('another site can frame a weblet but not any other page', async () => {
    const page = await context.newPage();
    await page.goto(outsideBase);
    const weblet = page.frame({ name: 'weblet' })!;
    await weblet.locator('.weblet__title').waitFor();
    const link = weblet.locator('.weblet__link').first();
    await expect.poll(() => link.getAttribute('target')).toBe('_blank');
    // The company page refuses: once every frame has loaded, that frame holds the browser's error page, not ours.
    await page.waitForLoadState('load');
    const company = page.frame({ name: 'company' })!;
    expect(company.url()).toMatch(/^chrome-error:/);
    await expect.poll(() => company.locator('.company-header, .site-header').count()).toBe(0);
    expect(weblet.url()).toBe(`${session.base}${companyPath(catalog.name, catalog.coid)}/weblet/catalog/list`);
    await page.close();
  });
});
