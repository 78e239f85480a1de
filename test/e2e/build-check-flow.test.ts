import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_BUILD_NOTICE } from '../../src/components/use-new-build-notice';
import type { BrowserSession } from '../helpers/browser';
import { startBrowserSession } from '../helpers/browser';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import { firstWizard } from '../helpers/catalog-facts';

let t: TestApp;
let session: BrowserSession;
let context: BrowserContext;
let wizardPath: string;

const islandHydrated = (page: Page, name: string) =>
  page.locator(`[data-island="${name}"][data-hydrated="true"]`).first().waitFor({ state: 'attached', timeout: 10_000 });
const navigationType = (page: Page) => page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type);
const pageBuild = (page: Page) => page.locator('script[data-build]').getAttribute('data-build');

/** Counts the page's document loads, and answers its shared chunks with 404 while `failing()` says so. */
async function withFailingChunks(page: Page, failing: (documentLoads: number) => boolean) {
  const loads = { documents: 0, failedChunks: 0 };
  page.on('request', (r) => {
    if (r.resourceType() === 'document') loads.documents += 1;
  });
  await page.route(/\/assets\/chunks\/.+\.js$/, async (route) => {
    if (!failing(loads.documents)) return route.continue();
    loads.failedChunks += 1;
    await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
  });
  return loads;
}

beforeAll(async () => {
  t = await createTestApp({ BUILD_POLL_MS: '1000' });
  wizardPath = (await firstWizard(t.db)).path;
  session = await startBrowserSession(t.app);
  context = await session.newContext();
});

afterAll(async () => {
  await session?.close();
  await t?.close();
});

describe('build check in the browser', () => {
  it('reloads once when an island chunk fails to load, and the reloaded page hydrates', async () => {
    const page = await context.newPage();
    const loads = await withFailingChunks(page, (documents) => documents <= 1);
    await page.goto(`${session.base}/`);
    await islandHydrated(page, 'search-box');
    expect(loads.failedChunks).toBeGreaterThan(0);
    expect(loads.documents).toBe(2);
    await expect.poll(() => navigationType(page)).toBe('reload');
    await page.close();
  });

  it('does not reload again within 10 s when the chunk stays missing', async () => {
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    const loads = await withFailingChunks(page, () => true);
    await page.goto(`${session.base}/`);
    await expect.poll(() => warnings.some((w) => w.includes('not reloading')), { timeout: 10_000 }).toBe(true);
    // Every script of the reloaded page has loaded or failed (and each failure was handled) once it fired
    // its load event: the page is still the reload, and no third load was asked for.
    await page.waitForLoadState('load');
    await expect.poll(() => navigationType(page)).toBe('reload');
    expect(loads.documents).toBe(2);
    await expect.poll(() => page.locator('[data-island="search-box"][data-hydrated="true"]').count()).toBe(0);
    await page.close();
  });

  it('an ordinary page with an island polls too, and comes back from history on the new build', async () => {
    const page = await context.newPage();
    await page.goto(`${session.base}/`);
    await islandHydrated(page, 'search-box');
    await expect.poll(() => page.locator('html').getAttribute('data-new-build')).toBeNull();

    session.deploy(t.redeploy({ buildId: 'next-build-home', version: '9.9.8', builtAt: new Date().toISOString() }).app);

    await page.locator('html[data-new-build="next-build-home"]').waitFor({ state: 'attached', timeout: 10_000 });
    await page.goto(`${session.base}/about`);
    await page.goBack();
    await islandHydrated(page, 'search-box');
    await expect.poll(() => pageBuild(page)).toBe('next-build-home');
    await page.close();
  });

  it('the spec wizard learns of a new build, says so, and comes back from history on the new build', async () => {
    const page = await context.newPage();
    await page.goto(`${session.base}${wizardPath}`);
    await islandHydrated(page, 'spec-wizard');
    const before = await pageBuild(page);
    await expect.poll(() => page.locator('html').getAttribute('data-new-build')).toBeNull();

    session.deploy(t.redeploy({ buildId: 'next-build-2', version: '9.9.9', builtAt: new Date().toISOString() }).app);

    await page.locator('html[data-new-build="next-build-2"]').waitFor({ state: 'attached', timeout: 10_000 });
    const notice = page.locator('.toasts--top-center .toast', { hasText: NEW_BUILD_NOTICE });
    await notice.waitFor({ state: 'visible' });
    // The top-center set shows a toast for 3 s, then it leaves.
    await notice.waitFor({ state: 'detached', timeout: 6_000 });

    await page.goto(`${session.base}/about`);
    await page.goBack();
    await islandHydrated(page, 'spec-wizard');
    await expect.poll(() => pageBuild(page)).toBe('next-build-2');
    expect(before).not.toBe('next-build-2');
    await page.close();
  });
});
