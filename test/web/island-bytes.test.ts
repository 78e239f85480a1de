import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_TYPE_ENTRIES, pageEntries, pageJsBytes, SEARCH_PAGE_BUDGET, WIZARD_PAGE_BUDGET } from '../../scripts/island-bytes';
import { catalogFacts, firstWizard } from '../helpers/catalog-facts';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { createTestUser } from '../helpers/users';

let t: TestApp;
let user: TestUser;
const paths: Record<keyof typeof PAGE_TYPE_ENTRIES, string> = { home: '/', search: '', 'search, signed in': '', 'spec wizard': '' };

beforeAll(async () => {
  t = await createTestApp();
  user = await createTestUser(t.db);
  const facts = await catalogFacts(t.db);
  paths.search = `/search/${facts.company.name.split(/\s+/)[0].toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  paths['search, signed in'] = paths.search;
  paths['spec wizard'] = (await firstWizard(t.db)).path;
});
afterAll(() => t?.close());

const BUDGETS: Record<keyof typeof PAGE_TYPE_ENTRIES, number> = {
  home: SEARCH_PAGE_BUDGET,
  search: SEARCH_PAGE_BUDGET,
  'search, signed in': SEARCH_PAGE_BUDGET,
  'spec wizard': WIZARD_PAGE_BUDGET,
};

describe('JavaScript per page type (gzip, issue 15)', () => {
  it.each(Object.keys(PAGE_TYPE_ENTRIES) as (keyof typeof PAGE_TYPE_ENTRIES)[])('%s stays within its budget', async (type) => {
    const get = request(t.app).get(paths[type]);
    const res = await (type.endsWith('signed in') ? get.set('Cookie', user.cookie) : get);
    expect(res.status).toBe(200);
    const entries = pageEntries(res.text);
    // The page loads what the bench counts for its type (the home page's banners come and go).
    expect(entries.length).toBeGreaterThan(0);
    expect(PAGE_TYPE_ENTRIES[type], entries.join()).toEqual(expect.arrayContaining(entries));
    expect(pageJsBytes(res.text)).toBeLessThanOrEqual(BUDGETS[type]);
  });
});
