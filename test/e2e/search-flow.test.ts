import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { BrowserSession } from '../helpers/browser';
import { collectPageErrors, startBrowserSession } from '../helpers/browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFacts } from '../helpers/catalog-facts';
import { ROOT } from '../helpers/paths';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

const SHOTS = path.join(ROOT, 'test-results');
let t: TestApp;
let session: BrowserSession;
let base: string;
let page: Page;
let facts: Awaited<ReturnType<typeof catalogFacts>>;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  t = await createTestApp();
  facts = await catalogFacts(t.db);
  session = await startBrowserSession(t.app);
  base = session.base;
  page = await (await session.newContext()).newPage();
});

afterAll(async () => {
  await session?.close();
  await t?.close();
});

describe('header search', () => {
  it('suggests as you type, submits to the slug URL and leads to a company page', async () => {
    const errors: string[] = [];
    collectPageErrors(page, errors);

    await page.goto(`${base}/`);
    const island = page.locator('.site-header [data-island="search-box"]');
    await island.and(page.locator('[data-hydrated="true"]')).waitFor();
    const box = page.locator('.site-header input[name="q"]');

    const prefix = facts.company.name.slice(0, 6);
    await box.fill(prefix);
    const option = page.locator('.site-header [role="option"]', { hasText: facts.company.name });
    await option.first().waitFor();
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('true');
    await page.screenshot({ path: path.join(SHOTS, 'home-suggestions.png') });

    // The results page's clock is ours to run (it flows as usual until told otherwise).
    await page.clock.install();
    await box.press('Enter');
    await page.waitForURL(/\/search\/[a-z0-9-]+$/);
    expect(new URL(page.url()).pathname).toBe(`/search/${prefix.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/-+$/, '')}`);
    await page.screenshot({ path: path.join(SHOTS, 'search-results.png'), fullPage: false });
    // The results page opens with its terms in the box, but offers no suggestions until the visitor types:
    // with every timer of the page run well past the suggestion delay, nothing was asked for or shown ...
    const suggested: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/suggest') suggested.push(url.searchParams.get('q') ?? '');
    });
    await page.locator('.site-header [data-hydrated="true"]').waitFor();
    await page.clock.runFor(2000);
    await expect.poll(() => page.locator('.site-header [role="listbox"]').isHidden()).toBe(true);
    // ... and the first suggestions asked for are those of what the visitor then typed.
    const typed = facts.company.name.slice(0, 7);
    await box.fill(typed);
    await page.locator('.site-header [role="option"]', { hasText: facts.company.name }).first().waitFor();
    expect(suggested).toEqual([typed.trim()]);

    await page.goto(`${base}${facts.company.path}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(facts.company.name);
    // The company page ships no JavaScript at all.
    await expect.poll(() => page.locator('script:not([type="application/ld+json"])').count()).toBe(0);
    await page.screenshot({ path: path.join(SHOTS, 'company-page.png'), fullPage: true });
    expect(errors).toEqual([]);
  });

  it('works with the keyboard: arrow down selects a suggestion and Enter opens it', async () => {
    await page.goto(`${base}/search/`);
    await page.locator('.site-header [data-hydrated="true"]').waitFor();
    const box = page.locator('.site-header input[name="q"]');
    await box.fill(facts.company.name.slice(0, 6));
    await page.locator('.site-header [role="option"]').first().waitFor();
    await box.press('ArrowDown');
    await expect.poll(() => page.locator('.site-header [role="option"][aria-selected="true"]').count()).toBe(1);
    await box.press('Enter');
    await page.waitForLoadState('load');
    expect(page.url()).not.toContain('/search/');
  });
});
