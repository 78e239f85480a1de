import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserSession } from '../helpers/browser';
import { startBrowserSession } from '../helpers/browser';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

// Issue 22: the phone header's search button puts the cursor in the search field, and a keyboard reaches the
// first search result through a skip link instead of some 44 Tab stops through the header and the filters.

let t: TestApp;
let session: BrowserSession;
let context: BrowserContext;

beforeAll(async () => {
  t = await createTestApp();
  session = await startBrowserSession(t.app);
  context = await session.newContext();
});

afterAll(async () => {
  await context?.close();
  await session?.close();
  await t?.close();
});

const focused = (page: Page) =>
  page.evaluate(() => {
    const e = document.activeElement as HTMLElement | null;
    return e ? `${e.tagName.toLowerCase()}${e.className ? `.${e.className.split(' ').join('.')}` : ''}|${e.textContent?.trim().slice(0, 40) ?? ''}` : '';
  });

/** Presses Tab until `done` says so, at most `limit` times; how many presses it took, or null. */
async function tabUntil(page: Page, done: () => Promise<boolean>, limit: number): Promise<number | null> {
  for (let presses = 1; presses <= limit; presses++) {
    await page.keyboard.press('Tab');
    if (await done()) return presses;
  }
  return null;
}

describe('keyboard and phone search', () => {
  for (const path of ['/', '/search/door']) {
    it(`the phone search button on ${path} focuses the search field`, async () => {
      const page = await context.newPage();
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${session.base}${path}`);
      await page.locator('.site-header__search-link').click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('q');
      await page.keyboard.type('ceiling');
      expect(await page.locator('.site-header input[name="q"]').inputValue()).toContain('ceiling');
      await page.close();
    });
  }

  it('reaches the first result through the skip link in a few Tab stops', async () => {
    const page = await context.newPage();
    await page.goto(`${session.base}/search/door`);
    const firstResult = await page.locator('.content-card__title a').first().getAttribute('href');
    const toSkip = await tabUntil(page, async () => (await focused(page)).includes('Skip to the results'), 20);
    expect(toSkip).not.toBeNull();
    await page.keyboard.press('Enter');
    const toResult = await tabUntil(page, () => page.evaluate((href) => document.activeElement?.getAttribute('href') === href, firstResult), 10);
    expect(toResult).not.toBeNull();
    expect(toSkip! + 1 + toResult!).toBeLessThan(25);
    await page.close();
  });
});
