import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserSession } from '../helpers/browser';
import { collectPageErrors, startBrowserSession } from '../helpers/browser';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

let t: TestApp;
let session: BrowserSession;
let context: BrowserContext;
const errors: string[] = [];

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

describe('comparing products of two manufacturers from a search', () => {
  it('ticks two products of different makers, opens the comparison and reads its rows', async () => {
    const page = await context.newPage();
    collectPageErrors(page, errors);
    await page.goto(`${session.base}/search/door/product`);
    const cards = await page.locator('.content-card').evaluateAll((els) =>
      els.map((el) => ({ title: el.querySelector('.content-card__title')?.textContent ?? '', company: el.querySelector('.content-card__meta span')?.textContent ?? '' })),
    );
    const first = cards[0];
    const second = cards.find((c) => c.company !== first.company)!;
    expect(second).toBeDefined();

    await page.getByRole('checkbox', { name: `Compare ${first.title}` }).check();
    await page.getByRole('checkbox', { name: `Compare ${second.title}` }).check();
    await page.getByRole('button', { name: 'Compare (2)' }).click();
    await page.waitForURL(/\/compare\/\d+,\d+$/);

    expect(await page.locator('h1').textContent()).toBe('Compare 2 products');
    expect(await page.locator('th[scope="col"] a[href^="/product/"]').allTextContents()).toEqual([first.title, second.title]);
    const makers = page.locator('tr', { has: page.locator('th', { hasText: /^Manufacturer$/ }) }).locator('td');
    expect(await makers.allTextContents()).toEqual([first.company, second.company]);
    const names = await page.locator('tr[data-property] .compare-table__name').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('counts the ticks on the compare button and refuses a fifth with a message', async () => {
    const page = await context.newPage();
    collectPageErrors(page, errors);
    await page.goto(`${session.base}/search/door/product`);
    const boxes = page.locator('.content-card input[name="ids"]');
    expect(await boxes.count()).toBeGreaterThanOrEqual(5);
    for (let i = 0; i < 4; i++) await boxes.nth(i).check();
    await expect.poll(() => page.locator('.compare-form__actions button').textContent()).toBe('Compare (4)');
    await boxes.nth(4).click();
    await expect.poll(() => boxes.nth(4).isChecked()).toBe(false);
    expect(await page.locator('.compare-form__message').textContent()).toBe('You can compare at most 4 products at a time: untick one to add another.');
    expect(await page.locator('.compare-form__actions button').textContent()).toBe('Compare (4)');
    expect(errors).toEqual([]);
  });
});
