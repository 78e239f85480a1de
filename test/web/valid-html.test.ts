import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { specificationPaths } from '../../src/services/specs/spec-links';
import { catalogFacts, firstWizard } from '../helpers/catalog-facts';
import { comparePair } from '../helpers/compare-pair';
import { hasJava, nuErrors } from '../helpers/nu-checker';
import { reportCompanies } from '../helpers/report-clients';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { createTestUser } from '../helpers/users';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
let t: TestApp;
let user: TestUser;
/** Page type → path and whether it is asked for signed in. */
const pages: Record<string, { path: string; signedIn?: boolean; status?: number }> = {};

beforeAll(async () => {
  t = await createTestApp();
  user = await createTestUser(t.db);
  const facts = await catalogFacts(t.db);
  const { clients } = await reportCompanies(t.db);
  const busiest = await t.db.one<{ coid: number }>(sql`SELECT coid FROM project_outline_specs GROUP BY coid ORDER BY count(*) DESC, coid LIMIT 1`);
  const client = clients.find((c) => c.coid === busiest.coid)!;
  const banner = await t.db.one<{ type: string; division: string }>(sql`
    SELECT content_type AS type, division FROM banners WHERE active AND content_type IS NOT NULL AND division IS NOT NULL AND section IS NULL ORDER BY seq LIMIT 1`);
  const project = await t.db.one<{ path: string }>(sql`
    SELECT '/company/' || c.coid || '/projects/' || cp.seq AS path FROM client_projects cp JOIN companies c USING (coid) WHERE c.is_client ORDER BY cp.seq LIMIT 1`);
  const pair = await comparePair(t.db);
  Object.assign(pages, {
    home: { path: '/' },
    'product comparison': { path: `/compare/${pair.a.seq},${pair.b.seq}` },
    'search results': { path: `/search/${facts.company.name.split(/\s+/)[0].toLowerCase().replace(/[^a-z0-9]+/g, '-')}` },
    'search results (signed in)': { path: `/search/${facts.company.name.split(/\s+/)[0].toLowerCase().replace(/[^a-z0-9]+/g, '-')}`, signedIn: true },
    'empty search': { path: '/search' },
    'filtered search': { path: '/search/door?division=08&updated=12m&format=pdf&format=dxf' },
    'filtered company search': { path: `${facts.company.path}/search/door/all?updated=12m` },
    'filtered listing': { path: `/content-type/cad/${facts.section.division}?updated=older` },
    'filtered section listing': { path: `/content-type/cad/${facts.section.division}/${facts.section.slug}?updated=older` },
    'filtered product list': { path: '/products/cad?declaration=epd' },
    'filtered EPD list': { path: '/content-type/epd?valid=current&updated=12m' },
    company: { path: facts.company.path },
    product: { path: `/product/${facts.product.seq}` },
    'content item': { path: facts.item.path },
    'content-type listing': { path: `/content-type/${facts.section.contentType}` },
    'section listing': { path: `/content-type/${facts.section.contentType}/${facts.section.division}/${facts.section.slug}` },
    'division listing with its banner': { path: `/content-type/${banner.type}/${banner.division}` },
    'project galleries': { path: '/projects' },
    'project with its products’ drawings': { path: project.path },
    'podcast episode (transcript)': { path: '/podcast/1' },
    specification: { path: (await specificationPaths(t.db))[0] },
    'spec wizard': { path: (await firstWizard(t.db)).path },
    'wizard list': { path: '/specwizard' },
    report: { path: `/outline-specs-report/${client.webabrv}/${client.password}` },
    "what's new": { path: '/whats-new' },
    'sign in': { path: '/signin' },
    'account profile': { path: '/account', signedIn: true },
    'account projects': { path: '/account/projects', signedIn: true },
    'account favorites': { path: '/account/favorites', signedIn: true },
    'account searches': { path: '/account/searches', signedIn: true },
    'not found': { path: '/no-such-page/here', status: 404 },
  });
});
afterAll(() => t?.close());

// Skipped only on a developer's machine without Java: CI installs it (.ci/run) and must not skip.
describe.skipIf(!hasJava && !process.env.CI)('every page type is valid HTML (Nu checker)', () => {
  it('reports no errors on one page of each type', { timeout: 120_000 }, async () => {
    const documents: Record<string, string> = {};
    for (const [name, { path, signedIn, status = 200 }] of Object.entries(pages)) {
      const get = request(t.app).get(path).set('User-Agent', BROWSER).redirects(1);
      const res = await (signedIn ? get.set('Cookie', user.cookie) : get);
      expect(res.status, `${name} (${path})`).toBe(status);
      documents[name] = res.text;
    }
    expect(nuErrors(documents)).toEqual([]);
  });
});
