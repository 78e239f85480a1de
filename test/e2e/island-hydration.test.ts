import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserSession } from '../helpers/browser';
import { collectPageErrors, startBrowserSession } from '../helpers/browser';
import { catalogFacts, firstWizard } from '../helpers/catalog-facts';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import { createTestUser } from '../helpers/users';

let t: TestApp;
let session: BrowserSession;
let anonymous: BrowserContext;
let signedIn: BrowserContext;
const pages: Record<string, { path: string; signedIn?: boolean; islands: string[] }> = {};

beforeAll(async () => {
  t = await createTestApp();
  const facts = await catalogFacts(t.db);
  const search = `/search/${facts.company.name.split(/\s+/)[0].toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  Object.assign(pages, {
    home: { path: '/', islands: ['search-box'] },
    search: { path: search, islands: ['search-box'] },
    'search, signed in': { path: search, signedIn: true, islands: ['search-box', 'save-search', 'favorite-toggle'] },
    'spec wizard': { path: (await firstWizard(t.db)).path, islands: ['spec-wizard'] },
  });
  session = await startBrowserSession(t.app);
  anonymous = await session.newContext();
  signedIn = await session.signedInContext((await createTestUser(t.db)).cookie);
});

afterAll(async () => {
  await session?.close();
  await t?.close();
});

/** An island's markup without what hydration may legitimately change: React's text separators and the hydrated mark. */
const normalise = (html: string) => html.replace(/<!--[\s\S]*?-->/g, '').replace(/ data-hydrated="true"/g, '');

describe('islands hydrate on the browser runtime without changing the server markup', () => {
  it.each(['home', 'search', 'search, signed in', 'spec wizard'])('%s', async (type) => {
    const { path, signedIn: signed, islands } = pages[type];
    const page = await (signed ? signedIn : anonymous).newPage();
    const errors: string[] = [];
    collectPageErrors(page, errors);
    const response = await page.goto(`${session.base}${path}`);
    const served = await response!.text();
    for (const name of islands) await page.locator(`[data-island="${name}"]`).first().waitFor({ state: 'attached' });
    // Every island root on the page has hydrated (idle ones too).
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLElement>('[data-island]')].every((r) => r.dataset.hydrated === 'true'));
    const [before, after] = await page.evaluate((html) => {
      // The banner slot picks its banner in the browser after hydrating (a per-visitor rotation): its markup may change.
      const roots = (doc: Document) => [...doc.querySelectorAll('[data-island]:not([data-island="banner-slot"])')].map((r) => r.innerHTML);
      return [roots(new DOMParser().parseFromString(html, 'text/html')), roots(document)];
    }, served);
    expect(after.map(normalise)).toEqual(before.map(normalise));
    expect(errors).toEqual([]);
    await page.close();
  });
});
