import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { CARD_COLUMNS, manyCards } from '../../src/services/content-items';
import { getProduct, getProductPage } from '../../src/services/products';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

describe("a product page's facts, read in one statement", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('are the product getProduct reads and the cards a card query reads, for products with every kind of card', async () => {
    // Products whose items carry declarations, pictures and a document's quality badge, and one with no items.
    const seqs = await t.db.many<{ seq: number }>(sql`
      (SELECT ci.product_seq AS seq FROM content_items ci JOIN declarations d ON d.content_id = ci.id WHERE ci.online AND ci.product_seq IS NOT NULL ORDER BY 1 LIMIT 3)
      UNION (SELECT ci.product_seq FROM content_items ci WHERE ci.online AND ci.content_type = 'cad' AND ci.product_seq IS NOT NULL ORDER BY 1 LIMIT 3)
      UNION (SELECT ci.product_seq FROM content_items ci JOIN document_versions dv ON dv.content_id = ci.id WHERE ci.online AND ci.product_seq IS NOT NULL ORDER BY 1 LIMIT 3)
      UNION (SELECT p.seq FROM products p WHERE p.online AND NOT EXISTS (SELECT 1 FROM content_items ci WHERE ci.product_seq = p.seq) ORDER BY 1 LIMIT 1)`);
    expect(seqs.length).toBeGreaterThanOrEqual(3);
    let declared = 0;
    let pictured = 0;
    for (const { seq } of seqs) {
      const page = await getProductPage(t.db, seq);
      const cards = await manyCards(t.db, sql`SELECT ${CARD_COLUMNS} FROM content_items ci JOIN companies c ON c.coid = ci.coid
        WHERE ci.product_seq = ${seq} AND ci.online ORDER BY ci.content_type, ci.title`);
      expect(page?.product, `product ${seq}`).toEqual(await getProduct(t.db, seq));
      expect([...(page?.own ? [page.own] : []), ...(page?.documents ?? [])].sort((a, b) => a.id - b.id)).toEqual([...cards].sort((a, b) => a.id - b.id));
      expect(page?.documents.map((d) => d.id)).toEqual(cards.filter((c) => c.contentType !== 'product').map((c) => c.id));
      declared += cards.filter((c) => c.declaration).length;
      pictured += cards.filter((c) => c.picture).length;
    }
    expect(declared).toBeGreaterThan(0);
    expect(pictured).toBeGreaterThan(0);
  });

  it('is null for an unknown or offline product', async () => {
    expect(await getProductPage(t.db, 2_000_000_000)).toBeNull();
    const { seq } = await t.db.one<{ seq: number }>(sql`SELECT seq FROM products WHERE online AND NOT heading ORDER BY seq DESC LIMIT 1`);
    await t.db.query(sql`UPDATE products SET online = false WHERE seq = ${seq}`);
    expect(await getProductPage(t.db, seq)).toBeNull();
  });
});
