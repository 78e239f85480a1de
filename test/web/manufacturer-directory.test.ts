import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

let t: TestApp;
let listed: { coid: number; name: string }[];

const names = (html: string) => parseHtml(html).texts('a.company-list__name[href]');

beforeAll(async () => {
  t = await createTestApp();
  listed = await t.db.many(sql`
    SELECT c.coid, c.name FROM companies c WHERE EXISTS (SELECT 1 FROM content_items ci WHERE ci.coid = c.coid AND ci.online)
    ORDER BY lower(c.name), c.coid`);
});
afterAll(() => t.close());

describe('/manufacturers', () => {
  it('is linked from the header, the footer and the by-category index', async () => {
    for (const path of ['/', '/manufacturers/all']) {
      const page = parseHtml((await request(t.app).get(path)).text);
      expect(page.attrs('.main-nav a', 'href')).toContain('/manufacturers');
      expect(page.attrs('.site-footer a', 'href')).toContain('/manufacturers');
    }
    const index = parseHtml((await request(t.app).get('/manufacturers/all')).text);
    expect(index.attrs('main a', 'href')).toContain('/manufacturers');
  });

  it('lists every manufacturer A–Z with logo, location, counts and divisions', async () => {
    const res = await request(t.app).get('/manufacturers');
    expect(res.status).toBe(200);
    expect(res.text).toContain(`${listed.length} manufacturers`);
    const shown = names(res.text);
    expect(shown).toEqual(listed.slice(0, 50).map((c) => c.name));
    expect(res.text).toMatch(/<img class="company-logo" src="\/logos\/\d+" alt="" width="40" height="40"/);
    expect(res.text).toMatch(/\d+ products · \d+ documents/);
    expect(res.text).toMatch(/<abbr title="[^"]+">\d{2}<\/abbr>/);
    expect(res.text).toContain('<link rel="canonical" href="http://localhost:3000/manufacturers"');
  });

  it('filters by name with a GET form (not indexed) and by initial letter', async () => {
    const target = listed[Math.floor(listed.length / 2)];
    const word = target.name.split(' ')[0];
    const byName = await request(t.app).get(`/manufacturers?q=${encodeURIComponent(word.toLowerCase())}`);
    expect(byName.status).toBe(200);
    expect(names(byName.text)).toContain(target.name);
    for (const name of names(byName.text)) expect(name.toLowerCase()).toContain(word.toLowerCase());
    expect(byName.text).toContain('noindex');
    expect(byName.text).toMatch(/<form class="directory-filter" role="search" action="\/manufacturers" method="get">/);
    const letter = target.name[0].toUpperCase();
    const byLetter = await request(t.app).get(`/manufacturers?letter=${letter}`);
    expect(names(byLetter.text).length).toBe(Math.min(50, listed.filter((c) => c.name[0].toUpperCase() === letter).length));
    expect(byLetter.text).toMatch(new RegExp(`aria-current="page">${letter}</a>`));
  });

  it('pages past fifty', async () => {
    // The test catalog has fewer than fifty manufacturers: an app of its own gets enough more, named to sort last.
    const own = await createTestApp();
    try {
      const have = await own.db.one<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM companies c WHERE EXISTS (SELECT 1 FROM content_items ci WHERE ci.coid = c.coid AND ci.online)`);
      const added = Array.from({ length: 60 - have.n }, (_, i) => ({ coid: 99000 + i, name: `Zz Paging Works ${String(i).padStart(2, '0')}` }));
      for (const c of added) {
        await own.writeCatalog(sql`
          WITH company AS (INSERT INTO companies (coid, name, slug) VALUES (${c.coid}, ${c.name}, ${`zz-paging-${c.coid}`}) RETURNING coid)
          INSERT INTO content_items (coid, content_type, title) SELECT coid, 'datasheet', 'Paging data sheet' FROM company`);
      }
      const first = await request(own.app).get('/manufacturers');
      expect(first.text).toContain('60 manufacturers');
      expect(names(first.text)).toHaveLength(50);
      const second = await request(own.app).get('/manufacturers?page=2');
      expect(second.status).toBe(200);
      expect(names(second.text)).toEqual(added.slice(-10).map((c) => c.name));
      expect((await request(own.app).get('/manufacturers?page=3')).status).toBe(404);
    } finally {
      await own.close();
    }
    // An app of its own (a database copy and sixty writes): more than the default 20 s on a busy machine.
  }, 60_000);

  it('answers 404 for pages and filters that do not exist', async () => {
    for (const url of ['/manufacturers?page=99', '/manufacturers?page=x', '/manufacturers?letter=ab', `/manufacturers?q=${'x'.repeat(101)}`]) {
      expect((await request(t.app).get(url)).status, url).toBe(404);
    }
    const none = await request(t.app).get('/manufacturers?q=zzzzqqq');
    expect(none.status).toBe(200);
    expect(none.text).toContain('No manufacturer matches');
  });
});
