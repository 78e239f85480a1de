import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { DEFAULT_SEARCH_SORT } from '../../src/domain/search-sort';
import { searchContent } from '../../src/services/search';
import type { BrowserSession } from '../helpers/browser';
import { collectPageErrors, startBrowserSession } from '../helpers/browser';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

// Issue 14, "Done when": a browser filters a search by manufacturer and section, opens a product from the
// results, reads its data sheet and opens its drawing. Once with JavaScript off (the form alone), once with
// the page's islands loaded.

const TERMS = 'door';
let t: TestApp;
let session: BrowserSession;
/** A product among the results that has a data sheet and a drawing, with its manufacturer and section. */
let target: { seq: number; title: string; coid: number; company: string; section: string };

beforeAll(async () => {
  t = await createTestApp();
  const result = await searchContent(t.db, { terms: TERMS, contentType: 'product', page: 1, pageSize: 1000, sort: DEFAULT_SEARCH_SORT });
  const seqs = result.items.map((item) => item.productSeq!);
  target = await t.db.one(sql`
    SELECT p.seq, ci.title, ci.coid, c.name AS company, ci.section
    FROM products p JOIN content_items ci ON ci.product_seq = p.seq AND ci.content_type = 'product' JOIN companies c ON c.coid = ci.coid
    WHERE p.seq = ANY(${seqs}::int[]) AND p.attributes IS NOT NULL
      AND EXISTS (SELECT 1 FROM content_items cad WHERE cad.product_seq = p.seq AND cad.content_type = 'cad' AND cad.online AND cad.filename IS NOT NULL)
    ORDER BY p.seq LIMIT 1`);
  session = await startBrowserSession(t.app);
});

afterAll(async () => {
  await session?.close();
  await t?.close();
});

/** Ticks the option of a facet whose label starts with `label`. */
async function tick(page: Page, legend: string, label: string): Promise<void> {
  const fieldset = page.locator('fieldset.facet', { has: page.locator('legend', { hasText: legend }) });
  await fieldset.locator('label', { has: page.locator('.facet__label', { hasText: label }) }).click();
}

async function apply(page: Page, expected: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await page.waitForURL(expected);
}

async function filterAndOpen(context: BrowserContext, withIslands: boolean): Promise<void> {
  const page = await context.newPage();
  const errors: string[] = [];
  collectPageErrors(page, errors);
  await page.goto(`${session.base}/search/${TERMS}`);
  if (withIslands) await page.locator('.site-header [data-island="search-box"][data-hydrated="true"]').waitFor();
  // On a wide screen the filters stand open beside the results.
  await page.locator('fieldset.facet legend', { hasText: 'Manufacturer' }).waitFor({ state: 'visible' });

  await tick(page, 'Manufacturer', target.company);
  await apply(page, new RegExp(`\\?manufacturer=${target.coid}$`));
  await expect.poll(() => page.locator('.facet-chips .chip').allTextContents()).toEqual([expect.stringContaining(target.company)]);
  await tick(page, 'CSI section', target.section);
  await apply(page, new RegExp(`\\?manufacturer=${target.coid}&section=${target.section.replace(/ /g, '\\+')}$`));
  await expect.poll(() => page.locator('.facet-chips .chip').count()).toBe(2);
  await expect(page.locator(`#facet-manufacturer-${target.coid}`).isChecked()).resolves.toBe(true);
  // Every card is the manufacturer's, in the section.
  const metas = await page.locator('.content-card__meta').allTextContents();
  expect(metas.length).toBeGreaterThan(0);
  for (const meta of metas) expect(meta).toContain(`${target.company}Section ${target.section}`);
  const stated = Number((await page.locator('.result-count').textContent())!.match(/^(\d+) result/)![1]);
  expect(stated).toBeGreaterThanOrEqual(metas.length);

  await page.locator('.content-card__title a', { hasText: target.title }).first().click();
  await page.waitForURL(`${session.base}/product/${target.seq}`);
  // The data sheet: one captioned table per group of attributes, each with its rows.
  const sheets = page.locator('table.data-sheet__table');
  await sheets.first().waitFor();
  await expect.poll(() => sheets.locator('caption').count()).toBeGreaterThan(0);
  await expect.poll(() => sheets.locator('tbody th[scope="row"]').count()).toBeGreaterThan(0);

  await page.locator('.content-card__title a[href*="/cad/"]').first().click();
  await page.waitForURL(/\/cad\/\d+$/);
  await page.getByRole('link', { name: 'View it online' }).click();
  await page.waitForURL(/\/cad\/\d+\/viewer$/);
  const drawing = page.locator('figure.drawing-preview img');
  await expect.poll(() => drawing.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await drawing.getAttribute('src')).toMatch(/\.svg(\?|$)/);
  expect(errors).toEqual([]);
  await page.close();
}

describe('filtering a search and opening a product', () => {
  it('works without JavaScript: the checkboxes and Apply', { timeout: 120_000 }, async () => {
    const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
    await filterAndOpen(context, false);
    await context.close();
  });

  it('works the same with the islands loaded', { timeout: 120_000 }, async () => {
    const context = await session.newContext();
    await filterAndOpen(context, true);
    await context.close();
  });

  it('folds the filters on a phone until asked for them', async () => {
    const context = await session.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${session.base}/search/${TERMS}`);
    const legend = page.locator('fieldset.facet legend', { hasText: 'Manufacturer' });
    await expect(legend.isVisible()).resolves.toBe(false);
    await page.locator('.facets__fold > summary').click();
    await legend.waitFor({ state: 'visible' });
    // Nothing sticks out sideways.
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    await context.close();
  });
});
