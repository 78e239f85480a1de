import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyPath } from '../../src/domain/company-id';
import { sql } from '../../src/db/sql';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

// Issue 14, manufacturer directory: "a company page opens with its logo, its product families as cards with
// pictures, and its latest documents".

let t: TestApp;
let company: { coid: number; name: string; path: string };
let families: { seq: number; name: string; n: number }[];

type Page = ReturnType<typeof parseHtml>;
/** The cards (`<li>`) of the `<section>` whose heading has this id. */
const cardsOf = (page: Page, titleId: string) => page.all(`section[aria-labelledby="${titleId}"] li`);
const imgOf = (card: Element) => card.querySelector('img');
const attrs = (element: Element | null, ...names: string[]) => names.map((name) => element?.getAttribute(name) ?? undefined);

beforeAll(async () => {
  t = await createTestApp();
  // The company with a catalog with the most families, so the cards are several.
  const row = await t.db.one<{ coid: number; name: string }>(sql`
    SELECT c.coid, c.name FROM companies c JOIN products h ON h.coid = c.coid AND h.heading
    WHERE EXISTS (SELECT 1 FROM products p WHERE p.parent_id = h.seq AND p.online)
      AND EXISTS (SELECT 1 FROM content_items ci WHERE ci.coid = c.coid AND ci.content_type = 'catalog' AND ci.online AND ci.filename IS NOT NULL)
    GROUP BY c.coid ORDER BY count(*) DESC, c.coid LIMIT 1`);
  company = { ...row, path: companyPath(row.name, row.coid) };
  families = await t.db.many(sql`
    SELECT h.seq, h.name, count(*)::int AS n FROM products h JOIN products p ON p.parent_id = h.seq AND p.online AND NOT p.heading
    WHERE h.coid = ${company.coid} AND h.heading AND h.online GROUP BY h.seq ORDER BY h.tree_order, h.seq`);
});
afterAll(() => t.close());

describe('company page opening', () => {
  it('opens with the logo and name, then the families, then the latest documents, then the rest', async () => {
    const page = parseHtml((await request(t.app).get(company.path).expect(200)).text);
    const logo = page.one('img');
    expect(attrs(logo, 'src', 'alt', 'width', 'height')).toEqual([`/logos/${company.coid}`, `${company.name} logo`, '96', '96']);
    const landmarks = page.all('h1, #families-title, #latest-title, #content-types-title').map((e) => (e.tagName === 'H1' ? 'h1' : e.id));
    expect(landmarks).toEqual(['h1', 'families-title', 'latest-title', 'content-types-title']);
  });

  it('shows each family with online products as a card: picture, name, product count and a link to its products', async () => {
    const page = parseHtml((await request(t.app).get(company.path).expect(200)).text);
    const cards = cardsOf(page, 'families-title');
    expect(families.length).toBeGreaterThan(1);
    expect(cards).toHaveLength(families.length);
    for (const [i, family] of families.entries()) {
      const card = cards[i];
      expect(attrs(card.querySelector('a'), 'href')).toEqual([`#family-${family.seq}`]);
      expect(card.querySelector('a')?.textContent).toBe(family.name);
      expect(card.textContent).toContain(`${family.n} ${family.n === 1 ? 'product' : 'products'}`);
      expect(page.has(`#family-${family.seq}`)).toBe(true);
      const img = imgOf(card);
      expect(img, `picture of ${family.name}`).not.toBeNull();
      const [src, alt, width, height] = attrs(img, 'src', 'alt', 'width', 'height');
      expect(src).toMatch(/^\/previews\/\d+\.png\?v=\w+$/);
      expect(alt).toMatch(/^(Drawing: |BIM model: |Cover of )\S/);
      expect([width, height]).toEqual(['320', '240']);
    }
    const thumb = await request(t.app).get(imgOf(cards[0])!.getAttribute('src')!);
    expect(thumb.status).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/png');
  });

  it('lists the newest documents with type, date and format, and loads pictures below the first four lazily', async () => {
    const newest = await t.db.many<{ id: number; title: string; publishedAt: string; fileFormat: string | null }>(sql`
      SELECT id, title, to_char(published_at, 'YYYY-MM-DD') AS "publishedAt", file_format AS "fileFormat" FROM content_items
      WHERE coid = ${company.coid} AND online AND content_type <> 'product' ORDER BY published_at DESC, id DESC LIMIT 6`);
    const page = parseHtml((await request(t.app).get(company.path).expect(200)).text);
    const cards = cardsOf(page, 'latest-title');
    const titles = cards.map((c) => c.querySelector('.content-card__title a')?.textContent);
    expect(titles).toEqual([...newest].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.id - a.id).map((d) => d.title));
    for (const [i, card] of cards.entries()) {
      const doc = newest.find((d) => d.title === titles[i])!;
      expect(card.querySelector('.badge')?.className).toMatch(/^badge badge--\w+$/);
      expect(card.querySelector('.badge')?.textContent).not.toBe('');
      expect([...card.querySelectorAll('time')].map((e) => [e.getAttribute('dateTime'), e.textContent])).toEqual([[doc.publishedAt, doc.publishedAt]]);
      if (doc.fileFormat) expect([...card.querySelectorAll('span')].map((s) => s.textContent)).toContain(doc.fileFormat.toUpperCase());
      expect(i).toBeLessThan(6);
    }
    const images = page.all('img').filter((img) => img.getAttribute('src')?.startsWith('/previews/'));
    expect(images.length).toBeGreaterThan(4);
    expect(images.map((img) => img.getAttribute('loading') ?? undefined)).toEqual(images.map((_, i) => (i < 4 ? undefined : 'lazy')));
  });

  it('groups products under no heading by their section, with the catalog cover when they have no drawing', async () => {
    const catalogs = await t.db.many<{ id: number }>(sql`
      SELECT id FROM content_items WHERE coid = ${company.coid} AND content_type = 'catalog' AND online AND filename IS NOT NULL`);
    await t.writeCatalog(sql`
      INSERT INTO products (coid, name, section, division, tree_order) VALUES (${company.coid}, 'Loose Test Fixture', '10 28 13', '10', 999)`);
    const page = parseHtml((await request(t.app).get(company.path).expect(200)).text);
    const card = cardsOf(page, 'families-title').find((li) => li.textContent?.includes('Section 10 28 13'));
    expect(card, 'card of section 10 28 13').toBeDefined();
    expect(attrs(card!.querySelector('a'), 'href')).toEqual(['#products-title']);
    expect(card!.querySelector('a')?.textContent).toBe('Toilet Accessories');
    expect(card!.textContent).toContain('1 product');
    const [src, alt] = attrs(imgOf(card!), 'src', 'alt');
    expect(alt).toMatch(/^Cover of /);
    expect(catalogs.map((c) => c.id)).toContain(Number(/^\/previews\/(\d+)\.png\?v=\w+$/.exec(src ?? '')?.[1]));
  });

  it('leaves the families and latest documents out for a company without them', async () => {
    await t.writeCatalog(sql`INSERT INTO companies (coid, name, slug) VALUES (99991, 'Empty Test Works', 'empty-test-works')`);
    const page = parseHtml((await request(t.app).get(companyPath('Empty Test Works', 99991)).expect(200)).text);
    expect(page.h1).toBe('Empty Test Works');
    expect(page.has('#families-title')).toBe(false);
    expect(page.has('#latest-title')).toBe(false);
  });
});
