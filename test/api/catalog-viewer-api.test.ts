import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { companyPath } from '../../src/domain/company-id';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import { hasXmllint, xmllintErrors } from '../helpers/xmllint';

let t: TestApp;
let catalog: { id: number; coid: number; name: string; pages: number };
let otherCoid: number;

beforeAll(async () => {
  t = await createTestApp();
  catalog = await t.db.one(sql`
    SELECT ci.id, ci.coid, c.name, (SELECT count(*)::int FROM catalog_pages p WHERE p.content_id = ci.id) AS pages
    FROM content_items ci JOIN companies c USING (coid)
    WHERE ci.content_type = 'catalog' AND ci.online AND EXISTS (SELECT 1 FROM catalog_pages p WHERE p.content_id = ci.id)
    ORDER BY ci.id LIMIT 1`);
  otherCoid = (await t.db.one<{ coid: number }>(sql`SELECT coid FROM companies WHERE coid <> ${catalog.coid} ORDER BY coid LIMIT 1`)).coid;
});
afterAll(() => t.close());

const pageTexts = async (id: number) =>
  (await t.db.many<{ data: string }>(sql`SELECT data FROM catalog_pages WHERE content_id = ${id} ORDER BY page_number`)).map((p) => p.data);

describe('GET /api/catalog/es/{id}', () => {
  it('answers the catalog with its page count, its viewer and its text files', async () => {
    const res = await request(t.app).get(`/api/catalog/es/${catalog.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: catalog.id, contentType: 'catalog', coid: catalog.coid, pageCount: catalog.pages });
    expect(res.body.viewerUrl).toBe(`${companyPath(catalog.name, catalog.coid)}/catalog-viewer/${catalog.id}/1`);
    expect(res.body.textFiles).toEqual({
      json: `/api/catalog/get-text-file/${catalog.coid}/${catalog.id}.json`,
      xml: `/api/catalog/get-text-file/${catalog.coid}/${catalog.id}.xml`,
    });
  });

  it('is a 404 for another type, an offline catalog or an unknown id, and a 400 for a malformed id', async () => {
    const cad = await t.db.one<{ id: number }>(sql`SELECT id FROM content_items WHERE content_type = 'cad' ORDER BY id LIMIT 1`);
    const offline = await t.db.one<{ id: number }>(sql`
      UPDATE content_items SET online = false WHERE id = (
        SELECT id FROM content_items WHERE content_type = 'catalog' AND id <> ${catalog.id} ORDER BY id DESC LIMIT 1)
      RETURNING id`);
    for (const id of [cad.id, offline.id, 2_000_000_000]) {
      const res = await request(t.app).get(`/api/catalog/es/${id}`);
      expect(res.status, String(id)).toBe(404);
      expect(res.body.error).toMatchObject({ status: 404, url: `/api/catalog/es/${id}` });
    }
    const bad = await request(t.app).get('/api/catalog/es/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.id).toBeTruthy();
  });
});

describe('GET /api/catalog/get-text-file/{path}', () => {
  it('.json is the array of the pages’ text in page order', async () => {
    const res = await request(t.app).get(`/api/catalog/get-text-file/${catalog.coid}/${catalog.id}.json`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body).toEqual(await pageTexts(catalog.id));
    expect(res.body).toHaveLength(catalog.pages);
  });

  it('.xml holds the same text as <pages><page n="1">…</page></pages>, escaped', async () => {
    await t.db.query(sql`UPDATE catalog_pages SET data = data || ${' <b>Smith & "Sons"</b>'} WHERE content_id = ${catalog.id} AND page_number = 1`);
    const res = await request(t.app).get(`/api/catalog/get-text-file/${catalog.coid}/${catalog.id}.xml`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<pages>')).toBe(true);
    const pages = [...res.text.matchAll(/<page n="(\d+)">([^<]*)<\/page>/g)];
    expect(pages.map((p) => Number(p[1]))).toEqual(Array.from({ length: catalog.pages }, (_, i) => i + 1));
    const unescape = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
    expect(pages.map((p) => unescape(p[2]))).toEqual(await pageTexts(catalog.id));
    expect(res.text).toContain('&lt;b&gt;Smith &amp; &quot;Sons&quot;&lt;/b&gt;');
    if (hasXmllint) expect(xmllintErrors(res.text)).toBe('');
  });

  it('answers a missing file with the store’s 404 error data as well as the usual error object', async () => {
    const res = await request(t.app).get(`/api/catalog/get-text-file/${otherCoid}/${catalog.id}.json`);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toMatchObject({ statusCode: 404, statusMessage: 'Not Found', message: expect.any(String) });
    expect(res.body.error).toMatchObject({ status: 404, url: `/api/catalog/get-text-file/${otherCoid}/${catalog.id}.json` });
  });

  it('is that 404 for unknown catalogs, other types, other extensions and any path trickery', async () => {
    const cad = await t.db.one<{ id: number; coid: number }>(sql`SELECT id, coid FROM content_items WHERE content_type = 'cad' ORDER BY id LIMIT 1`);
    const paths = [
      `${catalog.coid}/999999999.json`,
      `${cad.coid}/${cad.id}.json`,
      `${catalog.coid}/${catalog.id}.txt`,
      `${catalog.coid}/${catalog.id}`,
      `${catalog.coid}/${catalog.id}.json/extra`,
      `${catalog.coid}/../${catalog.coid}/${catalog.id}.json`,
      `${catalog.coid}/%2e%2e/${catalog.id}.json`,
      `..%2F..%2F..%2Fetc%2Fpasswd`,
      `${catalog.coid}%2F${catalog.id}.json%00`,
      `0${catalog.coid}/${catalog.id}.json`,
      `${catalog.coid}/0${catalog.id}.json`,
    ];
    for (const path of paths) {
      const res = await request(t.app).get(`/api/catalog/get-text-file/${path}`);
      expect(res.status, path).toBe(404);
      expect(res.body.statusCode, path).toBe(404);
    }
  });

  it('both calls are in the OpenAPI document', async () => {
    const doc = (await request(t.app).get('/api/openapi.json')).body;
    expect(doc.paths['/api/catalog/es/{id}'].get).toBeTruthy();
    expect(Object.keys(doc.paths['/api/catalog/get-text-file/{path}'].get.responses['200'].content)).toEqual(['application/json', 'application/xml']);
  });
});
