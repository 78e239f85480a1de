import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGACY_ALIASES, resolveLegacy } from '../../src/web/legacy';
import { ROUTES } from '../../src/web/routes';
import { sitemapPaths } from '../../src/web/sitemap';
import { catalogFacts } from '../helpers/catalog-facts';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

let t: TestApp;
let facts: Awaited<ReturnType<typeof catalogFacts>>;
beforeAll(async () => {
  t = await createTestApp();
  facts = await catalogFacts(t.db);
});
afterAll(() => t.close());

const EXAMPLES = LEGACY_ALIASES.flatMap((a) => a.examples);
/** Examples whose company id is made up (12345): the follow test uses real companies instead. */
const namesMadeUpCompany = (to: string) => /^\/company\/\d{5}$/.test(to);

/** GET a path, then its redirect target, then one more redirect if the target has a canonical form (a company's slug). */
async function follow(path: string): Promise<{ first: request.Response; last: request.Response; hops: string[] }> {
  const first = await request(t.app).get(path);
  let last = first;
  const hops: string[] = [];
  while (last.status === 301 && hops.length < 3) {
    hops.push(last.headers.location);
    last = await request(t.app).get(last.headers.location);
  }
  return { first, last, hops };
}

describe('legacy aliases', () => {
  it.each(EXAMPLES)('%s → 301 %s', async (from, to) => {
    const res = await request(t.app).get(from);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(to);
  });

  it.each(EXAMPLES.filter(([, to]) => !namesMadeUpCompany(to)))('%s leads to a page that exists (%s)', async (from, to) => {
    const { last, hops } = await follow(from);
    expect(hops[0]).toBe(to);
    expect(last.status, hops.join(' → ')).toBe(200);
  });

  it('lead profile pages, green client pages and tree sections of real rows to their pages', async () => {
    const { coid } = facts.company;
    const { division, slug } = facts.section;
    const cases: [from: string, first: string, final: string][] = [
      [`/mfr/cosa${String(coid).slice(0, 2)}/mfr${coid}.html`, `/company/${coid}`, facts.company.path],
      [`/green/clients/c${coid}.shtml`, `/company/${coid}`, facts.company.path],
      [`/details/${division}/${slug}.shtml`, `/content-type/cad/${division}/${slug}`, `/content-type/cad/${division}/${slug}`],
    ];
    for (const [from, first, final] of cases) {
      const { last, hops } = await follow(from);
      expect(hops, from).toEqual(first === final ? [first] : [first, final]);
      expect(last.status, from).toBe(200);
    }
    // The section page of a tree path lists the items of that section.
    const section = await request(t.app).get(`/content-type/cad/${division}/${slug}`);
    expect(section.text).toContain(`/cad/`);
  });

  it('never shadow a current page: no path of the sitemap or of the route examples is legacy', async () => {
    const current = [
      ...(await sitemapPaths(t.db, ROUTES)),
      ...ROUTES.flatMap((r) => r.examples ?? []).map((p) => p.split('?')[0]),
      ...['/rss', '/rss/', '/sitemap.xml', '/robots.txt', '/specwizard', '/content-type/sw/08', '/green-building', '/healthz'],
    ];
    expect(current.length).toBeGreaterThan(200);
    expect(current.filter((p) => resolveLegacy(p) !== null)).toEqual([]);
    for (const path of ['/specwizard', '/green-building', '/content-type/bim']) expect((await request(t.app).get(path)).status, path).toBe(200);
  });
});
