import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { contentItemPath } from '../../src/services/content-links';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

// Issue 22: documents of offline products, and specs (with their wizards) filed under a family heading, linked
// "View the product" to a page that answers 404. Every product link on their pages must answer 200.

let t: TestApp;

interface Item {
  id: number;
  contentType: string;
  productSeq: number;
  coid: number;
  companyName: string;
  offline: boolean;
  heading: boolean;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Online items whose product has no page: it is offline, or it is a family heading. */
const itemsWithoutProductPage = () =>
  t.db.many<Item>(sql`
    SELECT ci.id, ci.content_type AS "contentType", ci.product_seq AS "productSeq", ci.coid, c.name AS "companyName",
      NOT p.online AS offline, p.heading
    FROM content_items ci JOIN products p ON p.seq = ci.product_seq JOIN companies c ON c.coid = ci.coid
    WHERE ci.online AND ci.content_type <> 'product' AND (NOT p.online OR p.heading)
    ORDER BY ci.id`);

/** The pages of an item that may link its product: its page, its viewer and variations, a spec's reading page. */
function pagesOf(item: Item): string[] {
  const path = contentItemPath({ ...item, productSeq: item.productSeq });
  const pages = [path, `${path}/viewer`, `${path}/variations`];
  if (item.contentType === 'spec') pages.push(`/specification/${item.coid}/${item.id}`);
  return pages;
}

async function productLinksOn(path: string): Promise<string[]> {
  const res = await request(t.app).get(path);
  if (res.status !== 200) return [];
  return parseHtml(res.text)
    .attrs('main a[href]', 'href')
    .filter((href) => /^\/product\/\d+/.test(href));
}

describe('links to product pages', () => {
  it('documents of offline products and specs of family headings link only product pages that answer 200', async () => {
    const items = await itemsWithoutProductPage();
    // The test catalog has both kinds, so this walk cannot pass on an empty list.
    expect(items.some((i) => i.offline)).toBe(true);
    expect(items.some((i) => i.heading && i.contentType === 'spec')).toBe(true);
    const opened: string[] = [];
    const links = new Set<string>();
    for (const item of items) {
      const page = pagesOf(item)[0];
      expect((await request(t.app).get(page)).status, page).toBe(200);
      opened.push(page);
      for (const path of pagesOf(item)) for (const href of await productLinksOn(path)) links.add(href);
    }
    expect(opened.length).toBe(items.length);
    const broken: string[] = [];
    for (const href of links) if ((await request(t.app).get(href)).status !== 200) broken.push(href);
    expect(broken).toEqual([]);
  });

  it('still links the product of a document whose product has a page', async () => {
    const item = await t.db.one<Item>(sql`
      SELECT ci.id, ci.content_type AS "contentType", ci.product_seq AS "productSeq", ci.coid, c.name AS "companyName"
      FROM content_items ci JOIN products p ON p.seq = ci.product_seq AND p.online AND NOT p.heading JOIN companies c ON c.coid = ci.coid
      WHERE ci.online AND ci.content_type = 'cad' ORDER BY ci.id LIMIT 1`);
    const page = parseHtml((await request(t.app).get(pagesOf(item)[0])).text);
    expect(page.attrs('.facts a', 'href')).toContain(`/product/${item.productSeq}`);
    expect((await request(t.app).get(`/product/${item.productSeq}`)).status).toBe(200);
  });
});
