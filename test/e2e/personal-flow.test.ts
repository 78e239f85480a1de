import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { ROOT } from '../helpers/paths';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { createTestUser } from '../helpers/users';
import type { BrowserSession } from '../helpers/browser';
import { collectPageErrors, startBrowserSession } from '../helpers/browser';

const SHOTS = path.join(ROOT, 'test-results');
let t: TestApp;
let session: BrowserSession;
let base: string;
let context: BrowserContext;
let page: Page;
let user: TestUser;
let word: string;
const errors: string[] = [];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  t = await createTestApp();
  user = await createTestUser(t.db);
  word = (await t.db.one<{ word: string }>(sql`SELECT word FROM search_words WHERE length(word) >= 5 ORDER BY ndoc DESC LIMIT 1`)).word;
  session = await startBrowserSession(t.app);
  base = session.base;
  context = await session.signedInContext(user.cookie);
  page = await context.newPage();
  collectPageErrors(page, errors);
});

afterAll(async () => {
  await session?.close();
  await t?.close();
});

const favoriteCount = async () =>
  (await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM user_favorites WHERE user_seq = ${user.user.seq}`)).n;

describe('a signed-in architect', () => {
  it('adds and removes a favorite from a search result', async () => {
    await page.goto(`${base}/search/${word}`);
    const card = page.locator('.content-card').first();
    const title = (await card.locator('.content-card__title a').textContent())!;
    // Island roots are display: contents (no box of their own): wait for them attached, not visible.
    const island = card.locator('[data-island="favorite-toggle"][data-hydrated="true"]');
    await island.waitFor({ state: 'attached' });
    const button = island.locator('button[aria-pressed]');
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('false');
    await button.click();
    await island.locator('button[aria-pressed="true"]').waitFor();
    await expect.poll(() => button.textContent()).toMatch(/^Saved/);
    await expect.poll(() => favoriteCount()).toBe(1);
    await page.screenshot({ path: path.join(SHOTS, 'favorite-saved.png') });

    await page.goto(`${base}/account/favorites`);
    // The favorite's own link (its row also links to the compare tray, naming the item for screen readers).
    await expect.poll(() => page.locator('.personal-list__main > a:first-child', { hasText: title }).count()).toBe(1);

    await page.goto(`${base}/search/${word}`);
    const saved = page.locator('.content-card').first().locator('[data-island="favorite-toggle"][data-hydrated="true"] button');
    await saved.waitFor();
    await expect.poll(() => saved.getAttribute('aria-pressed')).toBe('true');
    await saved.click();
    await page.locator('.content-card').first().locator('button[aria-pressed="false"]').waitFor();
    await expect.poll(() => favoriteCount()).toBe(0);
  });

  it('saves a search and finds it on /account/searches', async () => {
    await page.goto(`${base}/search/${word}`);
    const island = page.locator('[data-island="save-search"][data-hydrated="true"]');
    await island.waitFor({ state: 'attached' });
    await island.getByRole('button', { name: 'Save this search' }).click();
    await island.getByText('Saved in').waitFor();
    await page.goto(`${base}/account/searches`);
    await expect.poll(() => page.locator(`a[href="/search/${word}"]`).textContent()).toBe(word);
  });

  it('creates, edits and deletes a project', async () => {
    await page.goto(`${base}/account/projects`);
    await page.getByLabel('Project name').fill('Browser Built Hall');
    await page.getByLabel('Project type').selectOption('42');
    await page.getByLabel('City').fill('Madison');
    await page.getByLabel('State or province').selectOption('WI');
    await page.getByRole('button', { name: 'Create project' }).click();
    await page.waitForURL(/\/account\/projects\/\d+\?done=created$/);
    await expect.poll(() => page.locator('.notice').textContent()).toBe('Project created.');
    await expect.poll(() => page.locator('.facts').textContent()).toContain('Education');

    await page.getByLabel('Project name').fill('Browser Built Hall East');
    await page.getByRole('button', { name: 'Save project' }).click();
    await page.waitForURL(/\?done=saved$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Browser Built Hall East');
    await page.screenshot({ path: path.join(SHOTS, 'project-edit.png'), fullPage: true });

    await page.getByRole('button', { name: 'Delete project' }).click();
    await page.waitForURL(/\/account\/projects\?done=deleted$/);
    await expect.poll(() => page.locator('.notice').textContent()).toBe('Project deleted.');
    await expect.poll(() => page.getByText('Browser Built Hall East').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
