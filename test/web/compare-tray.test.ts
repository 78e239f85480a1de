import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { createTestUser } from '../helpers/users';

/**
 * The compare tray lives in the address (?compare=12,34): every result card and listing card of a product adds or
 * removes it with a link that keeps the rest of the address, and "Compare (n)" opens /compare/{ids} from two on.
 */
let t: TestApp;
let alice: TestUser;
let section: { division: string; slug: string; seqs: number[] };

const get = (path: string, cookie?: string) => (cookie ? request(t.app).get(path).set('Cookie', cookie) : request(t.app).get(path));
const query = (href: string) => new URL(href, 'http://x').searchParams;

beforeAll(async () => {
  t = await createTestApp();
  alice = await createTestUser(t.db);
  const row = await t.db.one<{ section: string; seqs: number[] }>(sql`
    SELECT ci.section, array_agg(DISTINCT ci.product_seq ORDER BY ci.product_seq) AS seqs FROM content_items ci
    WHERE ci.online AND ci.content_type = 'product' AND ci.product_seq IS NOT NULL AND ci.section IS NOT NULL
    GROUP BY ci.section HAVING count(DISTINCT ci.coid) >= 2 AND count(*) >= 5 ORDER BY count(*) DESC, ci.section LIMIT 1`);
  section = { division: row.section.slice(0, 2), slug: row.section.replace(/ /g, ''), seqs: row.seqs };
});
afterAll(() => t.close());

describe('the compare tray on search results', () => {
  it('gives every product card an "Add to compare" link that keeps the facets and sort and adds the product', async () => {
    const res = await get('/search/door/product?division=08&sort=title');
    expect(res.status).toBe(200);
    const page = parseHtml(res.text);
    const adds = page.all('.content-card a.compare-toggle');
    expect(adds.length).toBe(page.all('.content-card').length);
    for (const link of adds) {
      expect(link.textContent).toBe('Add to compare');
      expect(link.getAttribute('aria-label')).toMatch(/^Add to compare: .+/);
      const params = query(link.getAttribute('href')!);
      expect(params.get('division')).toBe('08');
      expect(params.get('sort')).toBe('title');
      expect(params.get('compare')).toMatch(/^\d+$/);
      expect(link.getAttribute('rel')).toBe('nofollow');
    }
    // One picked is not yet a comparison: the tray says how many more, with no link.
    expect(page.text('.compare-tray .compare-tray__count')).toBe('Compare (0)');
    expect(page.has('.compare-tray a.compare-tray__open')).toBe(false);
  });

  it('with two picked: "Compare (2)" opens both, the picked cards remove only themselves, and the other links keep the tray', async () => {
    const first = parseHtml((await get('/search/door/product')).text);
    const seqs = first.attrs('.content-card a.compare-toggle', 'href').map((href) => Number(query(href).get('compare')));
    const [a, b] = seqs;
    const res = await get(`/search/door/product?compare=${a},${b}&division=08`);
    expect(res.status).toBe(200);
    const page = parseHtml(res.text);
    expect(page.text('.compare-tray a.compare-tray__open')).toBe('Compare (2)');
    expect(page.attr('.compare-tray a.compare-tray__open', 'href')).toBe(`/compare/${a},${b}`);
    const removes = page.all('.content-card a.compare-toggle--picked');
    expect(removes.length).toBeGreaterThanOrEqual(1);
    for (const link of removes) {
      expect(link.getAttribute('aria-label')).toMatch(/^Remove from compare: /);
      const left = query(link.getAttribute('href')!).get('compare');
      expect([String(a), String(b)]).toContain(left);
    }
    for (const link of page.all('.content-card a.compare-toggle:not(.compare-toggle--picked)')) {
      expect(query(link.getAttribute('href')!).get('compare')).toMatch(new RegExp(`^${a},${b},\\d+$`));
    }
    // The facet form, the sort links, the page links and the chips carry the tray on.
    expect(page.all('form.facets__form input[type="hidden"][name="compare"]').map((i) => i.getAttribute('value'))).toContain(`${a},${b}`);
    for (const href of page.attrs('.sort-links a, .pagination a', 'href')) expect(query(href).get('compare'), href).toBe(`${a},${b}`);
    expect(page.attr('.compare-tray a.compare-tray__clear', 'href')).toBe('/search/door/product?division=08');
  });

  it('with four picked offers no fifth, and refuses five or a malformed tray with a 400 naming compare', async () => {
    const seqs = section.seqs.slice(0, 4);
    const full = parseHtml((await get(`/search/door/product?compare=${seqs.join(',')}`)).text);
    expect(full.all('.content-card a.compare-toggle:not(.compare-toggle--picked)')).toEqual([]);
    expect(full.text('.compare-tray__hint')).toContain('4 is the most');
    const five = await get(`/search/door/product?compare=${[...seqs, seqs[0] + 100_000].join(',')}`);
    expect(five.status).toBe(400);
    expect(five.text).toContain('compare: must be at most 4 products');
    const bad = await get('/search/door/product?compare=12,x');
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('compare: must be product numbers joined by commas');
  });
});

describe('the compare tray on content-type listings', () => {
  it('carries the tray from the type to its division and section, where each product card adds or removes itself', async () => {
    const [a] = section.seqs;
    const top = parseHtml((await get(`/content-type/product?compare=${a}`)).text);
    const divisionLink = top.all('.division-grid a').find((l) => l.getAttribute('href')!.startsWith(`/content-type/product/${section.division}`))!;
    expect(query(divisionLink.getAttribute('href')!).get('compare')).toBe(String(a));
    const division = parseHtml((await get(divisionLink.getAttribute('href')!)).text);
    const sectionLink = division.all('.section-list a').find((l) => l.getAttribute('href')!.includes(`/${section.slug}`))!;
    expect(query(sectionLink.getAttribute('href')!).get('compare')).toBe(String(a));
    const res = await get(sectionLink.getAttribute('href')!);
    expect(res.status).toBe(200);
    const list = parseHtml(res.text);
    expect(list.text('.compare-tray__count')).toBe('Compare (1)');
    const toggles = list.all('.content-card a.compare-toggle');
    expect(toggles.length).toBe(list.all('.content-card').length);
    const add = toggles.find((l) => !l.classList.contains('compare-toggle--picked'))!;
    const added = query(add.getAttribute('href')!).get('compare')!.split(',').map(Number);
    expect(added[0]).toBe(a);
    expect(added).toHaveLength(2);
    const two = parseHtml((await get(add.getAttribute('href')!)).text);
    expect(two.attr('.compare-tray a.compare-tray__open', 'href')).toBe(`/compare/${added.join(',')}`);
  });
});

describe('the compare tray on favorites', () => {
  it('lets a favorite of a product join the tray', async () => {
    const items = await t.db.many<{ id: number; content_type: string }>(sql`
      SELECT DISTINCT ON (coid) id, content_type FROM content_items
      WHERE online AND content_type = 'product' AND product_seq IS NOT NULL ORDER BY coid, id LIMIT 2`);
    for (const i of items) await t.db.query(sql`INSERT INTO user_favorites (user_seq, content_id, content_type) VALUES (${alice.user.seq}, ${i.id}, ${i.content_type})`);
    const page = parseHtml((await get('/account/favorites', alice.cookie)).text);
    const adds = page.attrs('.personal-list a.compare-toggle', 'href');
    expect(adds).toHaveLength(2);
    const [one] = adds;
    const picked = parseHtml((await get(one, alice.cookie)).text);
    expect(picked.text('.compare-tray__count')).toBe('Compare (1)');
    const second = picked.attrs('.personal-list a.compare-toggle:not(.compare-toggle--picked)', 'href');
    const both = parseHtml((await get(second[0], alice.cookie)).text);
    expect(both.attr('.compare-tray a.compare-tray__open', 'href')).toMatch(/^\/compare\/\d+,\d+$/);
  });
});
