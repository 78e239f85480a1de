import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { displayValue } from '../../src/domain/product-data/display';
import type { PropertyValues } from '../../src/domain/product-data/values';
import { findTemplate } from '../../src/services/product-data/templates';
import type { BrowserSession } from '../helpers/browser';
import { collectPageErrors, startBrowserSession } from '../helpers/browser';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

// Issue 23, "Done when": an architect searches "1 hour fire rated hollow metal door" and filters the results by
// fire rating 60 minutes or more and STC 35 or more; every product listed meets both. Once with JavaScript off
// (the form alone), once with the page's islands loaded. Then two of them by different manufacturers go into the
// compare tray and the comparison's rows are read against the products' records.

const TERMS = '1 hour fire rated hollow metal door';
/** Enough products that rated hollow metal doors are among them (the shared test catalog has none). */
const CATALOG_PRODUCTS = 1200;
let t: TestApp;
let session: BrowserSession;

beforeAll(async () => {
  t = await createTestApp({}, { products: CATALOG_PRODUCTS });
  session = await startBrowserSession(t.app);
}, 120_000);

afterAll(async () => {
  await session?.close();
  await t?.close();
});

async function tick(page: Page, legend: string, label: string): Promise<void> {
  const fieldset = page.locator('fieldset.facet', { has: page.locator('legend', { hasText: legend }) });
  await fieldset.locator('label', { has: page.locator('.facet__label', { hasText: label }) }).click();
}

async function apply(page: Page, expected: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await page.waitForURL(expected);
}

/** The fire rating (s) and STC of the product a card links to, from its record. */
async function ratingsOf(href: string): Promise<{ fire: number | null; stc: number | null }> {
  const seq = Number(/\/product\/(\d+)$/.exec(href)![1]);
  return t.db.one(sql`SELECT (properties ->> 'fire-rating')::float8 AS fire, (properties ->> 'stc')::float8 AS stc FROM products WHERE seq = ${seq}`);
}

/** Searches the terms from the header box and ticks fire rating 60 min or more and STC 35 or more. */
async function searchAndFilter(context: BrowserContext, withIslands: boolean): Promise<Page> {
  const page = await context.newPage();
  const errors: string[] = [];
  collectPageErrors(page, errors);
  await page.goto(`${session.base}/`);
  if (withIslands) await page.locator('.site-header [data-island="search-box"][data-hydrated="true"]').waitFor();
  const field = page.locator('.site-header input[name="q"]');
  await field.fill(TERMS);
  await field.press('Enter');
  await page.waitForURL(/\/search\/[^?]+$/);
  await page.locator('fieldset.facet legend', { hasText: 'Fire rating' }).waitFor({ state: 'visible' });

  await tick(page, 'Fire rating', '60 min or more');
  await apply(page, /\?fire-rating=60$/);
  await tick(page, 'Sound transmission class', 'STC 35 or more');
  await apply(page, /\?fire-rating=60&stc=35$/);
  await expect.poll(() => page.locator('.facet-chips .chip').count()).toBe(2);
  await expect(page.locator('#facet-fire-rating-60').isChecked()).resolves.toBe(true);
  await expect(page.locator('#facet-stc-35').isChecked()).resolves.toBe(true);

  const products = await page.locator('.content-card__title a[href*="/product/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  expect(products.length).toBeGreaterThan(0);
  for (const href of products) {
    const { fire, stc } = await ratingsOf(href);
    expect(fire, href).toBeGreaterThanOrEqual(3600);
    expect(stc, href).toBeGreaterThanOrEqual(35);
  }
  expect(errors).toEqual([]);
  return page;
}

interface ProductRow {
  seq: number;
  company: string;
  templateId: string;
  templateVersion: number;
  properties: PropertyValues;
}

/** What each cell of a comparison row should say: the record's display value, or "— not stated". */
async function expectedCells(records: ProductRow[], property: string): Promise<string[]> {
  return Promise.all(
    records.map(async (r) => {
      const def = (await findTemplate(t.db, r.templateId, r.templateVersion))!.properties.find((d) => d.id === property);
      const value = r.properties[property];
      return def && value !== undefined ? displayValue(def, value) : '— not stated';
    }),
  );
}

describe('filtering a search by the product record', () => {
  it('works without JavaScript: the search form, the checkboxes and Apply', { timeout: 120_000 }, async () => {
    const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
    await (await searchAndFilter(context, false)).close();
    await context.close();
  });

  it('works the same with the islands loaded', { timeout: 120_000 }, async () => {
    const context = await session.newContext();
    await (await searchAndFilter(context, true)).close();
    await context.close();
  });

  it('compares two of the filtered products by different manufacturers and reads the rows', { timeout: 120_000 }, async () => {
    const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
    const page = await searchAndFilter(context, false);
    const cards = await page.locator('.content-card', { has: page.locator('a.compare-toggle') }).evaluateAll((els) =>
      els.map((el) => ({
        href: el.querySelector('.content-card__title a')!.getAttribute('href')!,
        company: el.querySelector('.content-card__meta span')?.textContent ?? '',
      })),
    );
    const first = cards.find((c) => c.href.startsWith('/product/'))!;
    const second = cards.find((c) => c.href.startsWith('/product/') && c.company !== first.company)!;
    expect(second).toBeDefined();
    await page.locator(`.content-card:has(.content-card__title a[href="${first.href}"]) a.compare-toggle`).click();
    await page.waitForURL(/compare=\d+/);
    // The tray link kept the filters.
    expect(new URL(page.url()).searchParams.getAll('fire-rating')).toEqual(['60']);
    await page.locator(`.content-card:has(.content-card__title a[href="${second.href}"]) a.compare-toggle`).click();
    await page.waitForURL(/compare=\d+,\d+/);
    await page.getByRole('link', { name: 'Compare (2)', exact: true }).click();
    await page.waitForURL(/\/compare\/\d+,\d+$/);

    const seqs = [first.href, second.href].map((href) => Number(/\/product\/(\d+)$/.exec(href)![1]));
    const rows = await t.db.many<ProductRow>(sql`
      SELECT p.seq, c.name AS company, p.template_id AS "templateId", p.template_version AS "templateVersion", p.properties
      FROM products p JOIN companies c ON c.coid = p.coid WHERE p.seq = ANY(${seqs}::int[])`);
    const records = seqs.map((seq) => rows.find((r) => r.seq === seq)!);
    // Each product's own manufacturer is named.
    const makers = page.locator('tr', { has: page.locator('th', { hasText: /^Manufacturer$/ }) }).locator('td');
    expect(await makers.allTextContents()).toEqual(records.map((r) => r.company));

    const read = await page.locator('tr[data-property]').evaluateAll((trs) =>
      trs.map((tr) => ({
        id: tr.getAttribute('data-property')!,
        unit: tr.querySelector('.compare-table__unit')?.textContent ?? null,
        differs: tr.querySelector('.compare-table__differs-mark') !== null,
        cells: [...tr.querySelectorAll('td')].map((td) => (td.textContent ?? '').trim()),
      })),
    );
    const fire = read.find((r) => r.id === 'fire-rating')!;
    expect(fire.unit).toBe(' (min)');
    for (const cell of fire.cells) expect(Number(/^(\d+) min$/.exec(cell)![1])).toBeGreaterThanOrEqual(60);
    const stc = read.find((r) => r.id === 'stc')!;
    for (const cell of stc.cells) expect(Number(/^STC (\d+)$/.exec(cell)![1])).toBeGreaterThanOrEqual(35);
    // Every record row says what the records say, a value missing as missing, and marks exactly the rows that differ.
    for (const row of read.filter((r) => r.id !== 'gwp')) {
      const expected = await expectedCells(records, row.id);
      expect(row.cells.map((c) => c.replace(/\s+/g, ' ')), row.id).toEqual(expected);
      expect(row.differs, row.id).toBe(new Set(expected).size > 1);
    }
    expect(read.some((r) => r.differs)).toBe(true);
    await page.close();
    await context.close();
  });
});
