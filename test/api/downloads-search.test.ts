import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

let t: TestApp;
let cad: { coid: number; productSeq: number; section: string };
type Card = { id: number; coid: number; contentType: string; productSeq: number | null; downloadUrl: string | null; publishedAt: string };

beforeAll(async () => {
  t = await createTestApp();
  cad = await t.db.one(sql`
    SELECT coid, product_seq AS "productSeq", section FROM content_items
    WHERE content_type = 'cad' AND online AND product_seq IS NOT NULL ORDER BY id LIMIT 1`);
});
afterAll(() => t.close());

const get = (query: Record<string, string>) => request(t.app).get('/api/search/downloads').query(query);

describe('GET /api/search/downloads', () => {
  it("keeps only a manufacturer's files by default (isExcluding=false), each with its download path, newest first", async () => {
    const res = await get({ coid: String(cad.coid), isExcluding: 'false', size: '50' });
    expect(res.status).toBe(200);
    const items: Card[] = res.body.items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.coid === cad.coid && i.downloadUrl?.startsWith('/downloads/'))).toBe(true);
    expect(items.map((i) => i.publishedAt)).toEqual([...items.map((i) => i.publishedAt)].sort().reverse());
    expect(items.some((i) => ['video', 'webinar', 'product', 'sw'].includes(i.contentType))).toBe(false);
    const total = (await t.db.one<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM content_items WHERE coid = ${cad.coid} AND online AND filename IS NOT NULL
        AND content_type IN ('cad','bim','spec','catalog','certificate','datasheet','epd','hpd')`)).n;
    expect(res.body.total).toBe(total);
  });

  it('answers 404 for a page past the last', async () => {
    const first = await get({ coid: String(cad.coid), size: '10' });
    expect(first.status).toBe(200);
    expect((await get({ coid: String(cad.coid), size: '10', page: String(first.body.pageCount) })).status).toBe(200);
    const past = await get({ coid: String(cad.coid), size: '10', page: String(first.body.pageCount + 1) });
    expect(past.status).toBe(404);
    expect(past.body.error.message).toContain(`the last page is ${first.body.pageCount}`);
  });

  it('isExcluding=true leaves that manufacturer out', async () => {
    const res = await get({ coid: String(cad.coid), isExcluding: 'true' });
    expect((res.body.items as Card[]).some((i) => i.coid === cad.coid)).toBe(false);
    expect(res.body.total).toBeGreaterThan(0);
  });

  it('filters by type, products and section', async () => {
    const res = await get({ contentType: 'cad', productIds: `${cad.productSeq},999999`, section: cad.section.replace(/ /g, '') });
    const items: Card[] = res.body.items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.contentType === 'cad' && i.productSeq === cad.productSeq)).toBe(true);
  });

  it.each([
    [{ isExcluding: 'maybe' }, 'isExcluding'],
    [{ contentType: 'video' }, 'contentType'],
    [{ productIds: '1,,2' }, 'productIds'],
    [{ coid: '123' }, 'coid'],
    [{ section: '08-11-13' }, 'section'],
    [{ size: '1000' }, 'size'],
  ])('bad input %j is a 400 naming %s', async (query, field) => {
    const res = await get(query as Record<string, string>);
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty(field);
  });
});
