import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { productDeclarations } from '../../src/services/product-data/record-view';
import { getProduct } from '../../src/services/products';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

/** A product read with its declarations in one statement (declarationsColumn) against their own statement. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a product’s declarations read with the product', () => {
  it('are those of its own statement, in the same order, for products with several, one and none', async () => {
    const several = await t.db.many<{ seq: number }>(sql`
      SELECT ci.product_seq AS seq FROM content_items ci JOIN declarations d ON d.content_id = ci.id
      JOIN products p ON p.seq = ci.product_seq AND p.online
      WHERE ci.online GROUP BY ci.product_seq ORDER BY count(*) DESC, ci.product_seq LIMIT 3`);
    const none = await t.db.one<{ seq: number }>(sql`
      SELECT p.seq FROM products p WHERE p.online AND NOT p.heading
      AND NOT EXISTS (SELECT 1 FROM content_items ci JOIN declarations d ON d.content_id = ci.id WHERE ci.product_seq = p.seq)
      ORDER BY p.seq LIMIT 1`);
    const seqs = [...several.map((r) => r.seq), none.seq];
    const separate = await productDeclarations(t.db, seqs);
    expect((separate.get(several[0].seq) ?? []).length).toBeGreaterThan(1);
    for (const seq of seqs) {
      const product = await getProduct(t.db, seq);
      expect(product).not.toBeNull();
      expect(product?.declarations).toEqual(separate.get(seq) ?? []);
    }
  });
});
