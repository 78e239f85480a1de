import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (path: string) => request(t.app).get(path);

interface TreeNode {
  seq: number;
  heading: boolean;
  online: boolean;
  placeholder?: boolean;
  children: TreeNode[];
}

const seqsOf = (node: TreeNode): number[] => [node.seq, ...node.children.flatMap(seqsOf)];

describe('GET /api/search/product/{productId}?tree=true', () => {
  it("answers a heading with its online products in tree order, leaving offline ones out", async () => {
    const heading = await t.db.one<{ seq: number; name: string }>(sql`
      SELECT h.seq, h.name FROM products h WHERE h.heading AND h.online
        AND EXISTS (SELECT 1 FROM products c WHERE c.parent_id = h.seq AND NOT c.online)
        AND EXISTS (SELECT 1 FROM products c WHERE c.parent_id = h.seq AND c.online)
      ORDER BY h.seq LIMIT 1`);
    const children = await t.db.many<{ seq: number }>(sql`
      SELECT seq FROM products WHERE parent_id = ${heading.seq} AND online ORDER BY tree_order, seq`);
    const res = await get(`/api/search/product/${heading.seq}?tree=true`);
    expect(res.status).toBe(200);
    expect(res.body.product).toMatchObject({ seq: heading.seq, name: heading.name, heading: true });
    expect(res.body.tree.seq).toBe(heading.seq);
    expect(res.body.tree.children.map((c: TreeNode) => c.seq)).toEqual(children.map((c) => c.seq));
    const offline = await t.db.many<{ seq: number }>(sql`SELECT seq FROM products WHERE parent_id = ${heading.seq} AND NOT online`);
    for (const o of offline) expect(seqsOf(res.body.tree)).not.toContain(o.seq);
    expect(res.body).not.toHaveProperty('documents');
  });

  it('gives a heading without products its empty placeholder child', async () => {
    const empty = await t.db.one<{ seq: number }>(sql`
      SELECT h.seq FROM products h WHERE h.heading AND h.online
        AND NOT EXISTS (SELECT 1 FROM products c WHERE c.parent_id = h.seq AND c.online)
      ORDER BY h.seq LIMIT 1`);
    const res = await get(`/api/search/product/${empty.seq}?tree=true`);
    expect(res.status).toBe(200);
    expect(res.body.tree.children).toHaveLength(1);
    expect(res.body.tree.children[0]).toMatchObject({ placeholder: true, parent_id: empty.seq, name: '', children: [] });
  });

  it('answers a product without children as a one-node tree', async () => {
    const leaf = await t.db.one<{ seq: number }>(sql`
      SELECT seq FROM products p WHERE NOT heading AND online AND NOT EXISTS (SELECT 1 FROM products c WHERE c.parent_id = p.seq)
      ORDER BY seq LIMIT 1`);
    const res = await get(`/api/search/product/${leaf.seq}?tree=true`);
    expect(res.status).toBe(200);
    expect(res.body.tree).toMatchObject({ seq: leaf.seq, children: [] });
  });
});

describe('GET /api/search/product/{productId}?tree=false', () => {
  it('answers the product alone with its online documents (the default when tree is left out)', async () => {
    const product = await t.db.one<{ seq: number; name: string; coid: number }>(sql`
      SELECT p.seq, p.name, p.coid FROM products p WHERE NOT p.heading AND p.online
        AND (SELECT count(*) FROM content_items ci WHERE ci.product_seq = p.seq AND ci.online AND ci.content_type <> 'product') > 2
      ORDER BY p.seq LIMIT 1`);
    const documents = await t.db.many<{ id: number }>(sql`
      SELECT id FROM content_items WHERE product_seq = ${product.seq} AND online AND content_type <> 'product' ORDER BY id`);
    for (const path of [`/api/search/product/${product.seq}?tree=false`, `/api/search/product/${product.seq}`]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.body.product).toMatchObject({ seq: product.seq, name: product.name, coid: product.coid });
      expect(res.body).not.toHaveProperty('tree');
      expect(res.body.documents.map((d: { id: number }) => d.id).sort((a: number, b: number) => a - b)).toEqual(documents.map((d) => d.id));
      for (const d of res.body.documents) expect(d.downloadUrl === null || d.downloadUrl.startsWith('/downloads/')).toBe(true);
    }
  });
});

describe('GET /api/search/product/{productId}: bad input', () => {
  it('is a 404 for an unknown or offline product', async () => {
    const offline = await t.db.one<{ seq: number }>(sql`SELECT seq FROM products WHERE NOT online ORDER BY seq LIMIT 1`);
    for (const id of [offline.seq, 987654]) {
      const res = await get(`/api/search/product/${id}?tree=true`);
      expect(res.status).toBe(404);
      expect(res.body.error).toMatchObject({ status: 404 });
    }
  });

  it('is a 400 naming the parameter for a malformed id or tree value', async () => {
    const product = await t.db.one<{ seq: number }>(sql`SELECT seq FROM products WHERE online ORDER BY seq LIMIT 1`);
    for (const id of ['abc', '0', '012', '99999999999', '1.5']) {
      const res = await get(`/api/search/product/${id}`);
      expect(res.status, id).toBe(400);
      expect(res.body.error.fields).toHaveProperty('productId');
    }
    const res = await get(`/api/search/product/${product.seq}?tree=yes`);
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty('tree');
  });

  it('leaves general search alone and is in the OpenAPI document', async () => {
    expect((await get('/api/search/door')).status).toBe(200);
    const doc = await get('/api/openapi.json');
    const operation = doc.body.paths['/api/search/product/{productId}']?.get;
    expect(operation).toBeDefined();
    expect(operation.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['productId', 'tree']);
  });
});
