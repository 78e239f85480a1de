import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyPath } from '../../src/domain/company-id';
import { sql } from '../../src/db/sql';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

// Issue 14, manufacturer directory: "a company page opens with its logo, its product families as cards with
// pictures, and its latest documents".

let t: TestApp;
let company: { coid: number; name: string; path: string };
let families: { seq: number; name: string; n: number }[];

const IMG = /<img[^>]*>/g;
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The `<section>` whose heading has this id. */
function section(html: string, titleId: string): string {
  const start = html.indexOf(`aria-labelledby="${titleId}"`);
  expect(start, `section ${titleId}`).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</section>', start));
}

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
    const page = await request(t.app).get(company.path).expect(200);
    const logo = (page.text.match(IMG) ?? [''])[0];
    expect(attr(logo, 'src')).toBe(`/logos/${company.coid}`);
    expect([attr(logo, 'alt'), attr(logo, 'width'), attr(logo, 'height')]).toEqual([`${escaped(company.name)} logo`, '96', '96']);
    const at = (marker: string) => page.text.indexOf(marker);
    expect(at('<h1>')).toBeLessThan(at('id="families-title"'));
    expect(at('id="families-title"')).toBeLessThan(at('id="latest-title"'));
    expect(at('id="latest-title"')).toBeLessThan(at('id="content-types-title"'));
  });

  it('shows each family with online products as a card: picture, name, product count and a link to its products', async () => {
    const page = await request(t.app).get(company.path).expect(200);
    const cards = section(page.text, 'families-title').split('<li').slice(1);
    expect(families.length).toBeGreaterThan(1);
    expect(cards).toHaveLength(families.length);
    for (const [i, family] of families.entries()) {
      const card = cards[i];
      expect(card).toContain(`<a href="#family-${family.seq}">${escaped(family.name)}</a>`);
      expect(card).toContain(`${family.n} ${family.n === 1 ? 'product' : 'products'}`);
      expect(page.text).toContain(`id="family-${family.seq}"`);
      const img = card.match(IMG)?.[0];
      expect(img, `picture of ${family.name}`).toBeDefined();
      expect(attr(img!, 'src')).toMatch(/^\/previews\/\d+\.png\?v=\w+$/);
      expect(attr(img!, 'alt')).toMatch(/^(Drawing: |BIM model: |Cover of )\S/);
      expect([attr(img!, 'width'), attr(img!, 'height')]).toEqual(['320', '240']);
    }
    const thumb = await request(t.app).get(attr(cards[0].match(IMG)![0], 'src')!);
    expect(thumb.status).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/png');
  });

  it('lists the newest documents with type, date and format, and loads pictures below the first four lazily', async () => {
    const newest = await t.db.many<{ id: number; title: string; publishedAt: string; fileFormat: string | null }>(sql`
      SELECT id, title, to_char(published_at, 'YYYY-MM-DD') AS "publishedAt", file_format AS "fileFormat" FROM content_items
      WHERE coid = ${company.coid} AND online AND content_type <> 'product' ORDER BY published_at DESC, id DESC LIMIT 6`);
    const page = await request(t.app).get(company.path).expect(200);
    const latest = section(page.text, 'latest-title');
    const cards = latest.split('<li').slice(1);
    expect(cards.map((c) => /class="content-card__title"><a href="[^"]+">([^<]+)<\/a>/.exec(c)?.[1])).toEqual(
      [...newest].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.id - a.id).map((d) => escaped(d.title)),
    );
    for (const [i, card] of cards.entries()) {
      const doc = newest.find((d) => card.includes(`>${escaped(d.title)}<`))!;
      expect(card).toMatch(/class="badge badge--\w+">[^<]+</);
      expect(card).toContain(`<time dateTime="${doc.publishedAt}">${doc.publishedAt}</time>`);
      if (doc.fileFormat) expect(card).toContain(`<span>${doc.fileFormat.toUpperCase()}</span>`);
      expect(i).toBeLessThan(6);
    }
    const images = (page.text.match(IMG) ?? []).filter((tag) => tag.includes('/previews/'));
    expect(images.length).toBeGreaterThan(4);
    images.forEach((tag, i) => expect(attr(tag, 'loading'), tag).toBe(i < 4 ? undefined : 'lazy'));
  });

  it('groups products under no heading by their section, with the catalog cover when they have no drawing', async () => {
    const catalogs = await t.db.many<{ id: number }>(sql`
      SELECT id FROM content_items WHERE coid = ${company.coid} AND content_type = 'catalog' AND online AND filename IS NOT NULL`);
    await t.writeCatalog(sql`
      INSERT INTO products (coid, name, section, division, tree_order) VALUES (${company.coid}, 'Loose Test Fixture', '10 28 13', '10', 999)`);
    const page = await request(t.app).get(company.path).expect(200);
    const card = section(page.text, 'families-title').split('<li').find((li) => li.includes('Section 10 28 13'));
    expect(card).toContain('<a href="#products-title">Toilet Accessories</a>');
    expect(card).toContain('1 product');
    const cover = /src="\/previews\/(\d+)\.png\?v=\w+" alt="Cover of /.exec(card!);
    expect(catalogs.map((c) => c.id)).toContain(Number(cover?.[1]));
  });

  it('leaves the families and latest documents out for a company without them', async () => {
    await t.writeCatalog(sql`INSERT INTO companies (coid, name, slug) VALUES (99991, 'Empty Test Works', 'empty-test-works')`);
    const page = await request(t.app).get(companyPath('Empty Test Works', 99991)).expect(200);
    expect(page.text).toContain('<h1>Empty Test Works</h1>');
    expect(page.text).not.toContain('families-title');
    expect(page.text).not.toContain('latest-title');
  });
});
