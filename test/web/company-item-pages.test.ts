import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { companyPath } from '../../src/domain/company-id';
import { cardLinks, canonicalOf, expectNotFoundPage, hrefs, pageGetter, robotsOf } from '../helpers/browse-pages';
import { executableScripts, h1Of } from '../helpers/html';
import { tagsOf, textsOf } from '../helpers/markup';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = pageGetter(() => t.app);
const expect404 = (p: string) => expectNotFoundPage(get, p);
const canonical = (p: string) => `http://localhost:3000${p}`;

interface Item {
  id: number;
  contentType: string;
  coid: number;
  companyName: string;
  title: string;
  productSeq: number | null;
  filename: string | null;
  url: string | null;
}

async function itemWhere(where: ReturnType<typeof sql>): Promise<Item & { path: string }> {
  const item = await t.db.one<Item>(sql`
    SELECT ci.id, ci.content_type AS "contentType", ci.coid, c.name AS "companyName", ci.title, ci.product_seq AS "productSeq",
      ci.filename, ci.url
    FROM content_items ci JOIN companies c USING (coid) WHERE ci.online AND ${where} ORDER BY ci.id LIMIT 1`);
  return { ...item, path: `${companyPath(item.companyName, item.coid)}/${item.contentType}/${item.id}` };
}

const withVariations = sql`ci.content_type = 'cad' AND (SELECT count(*) FROM content_items o WHERE o.product_seq = ci.product_seq AND o.content_type = 'cad' AND o.online) > 2`;

describe('/company/{id}/{contentType}/{contentId}/variations', () => {
  it("lists the product's other items of the same type, never the item itself", async () => {
    const item = await itemWhere(withVariations);
    const others = await t.db.many<{ id: number; title: string }>(sql`
      SELECT id, title FROM content_items WHERE product_seq = ${item.productSeq} AND content_type = 'cad' AND online AND id <> ${item.id}`);
    const res = await get(`${item.path}/variations`);
    expect(res.status).toBe(200);
    expect(canonicalOf(res.text)).toBe(canonical(`${item.path}/variations`));
    expect(robotsOf(res.text)).toBeUndefined();
    const listed = cardLinks(res.text);
    const base = companyPath(item.companyName, item.coid);
    expect(listed.sort()).toEqual(others.map((o) => `${base}/cad/${o.id}`).sort());
    const crumbs = textsOf(res.text, 'nav.breadcrumbs li');
    expect(crumbs).toEqual(['Home', item.companyName, 'CAD drawings', item.title, 'Other versions']);
    // The download links bring the analytics script, and nothing else.
    expect(executableScripts(res.text).every((tag) => tag.includes('/assets/download-analytics-'))).toBe(true);
  });

  it('is an empty, unindexed page for an item without other versions; the item page links to the variations', async () => {
    const single = await itemWhere(sql`ci.content_type = 'bim' AND (SELECT count(*) FROM content_items o WHERE o.product_seq = ci.product_seq AND o.content_type = 'bim' AND o.online) = 1`);
    const res = await get(`${single.path}/variations`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('The product has no other BIM objects.');
    expect(robotsOf(res.text)).toBe('noindex, follow');
    expect(hrefs((await get(single.path)).text)).not.toContain(`${single.path}/variations`);
    const item = await itemWhere(withVariations);
    expect(hrefs((await get(item.path)).text)).toContain(`${item.path}/variations`);
  });
});

describe('/company/{id}/{contentType}/{contentId}/viewer', () => {
  it('frames a PDF through the downloads route (shown inline, not counted) with a counted download link beside it', async () => {
    const item = await itemWhere(sql`ci.content_type = 'datasheet'`);
    const res = await get(`${item.path}/viewer`);
    expect(res.status).toBe(200);
    expect(h1Of(res.text)).toBe(item.title);
    expect(canonicalOf(res.text)).toBe(canonical(`${item.path}/viewer`));
    const frame = tagsOf(res.text, 'iframe')[0];
    const download = `/downloads/${companyPath(item.companyName, item.coid).slice('/company/'.length)}/datasheet/${item.filename}/${item.productSeq}`;
    expect(frame.src).toBe(`${download}?view=inline`);
    expect(frame.title).toBe(`${item.title} (PDF)`);
    expect(hrefs(res.text)).toContain(download);
    expect(hrefs(res.text)).toContain(item.path);

    const count = async () => (await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM downloads WHERE content_id = ${item.id}`)).n;
    const before = await count();
    const inline = await request(t.app).get(frame.src).set('User-Agent', 'Mozilla/5.0 Chrome/126.0');
    expect(inline.status).toBe(200);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['content-disposition']).toMatch(/^inline; filename=/);
    expect(inline.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await count()).toBe(before);
    const attached = await request(t.app).get(download).set('User-Agent', 'Mozilla/5.0 Chrome/126.0');
    expect(attached.headers['content-disposition']).toMatch(/^attachment; filename=/);
    expect(await count()).toBe(before + 1);
  });

  it('summarises CAD and BIM files with their download, without a frame', async () => {
    for (const type of ['cad', 'bim']) {
      const item = await itemWhere(sql`ci.content_type = ${type}`);
      const res = await get(`${item.path}/viewer`);
      expect(res.status).toBe(200);
      expect(tagsOf(res.text, 'iframe')).toEqual([]);
      expect(res.text).toContain(type === 'cad' ? 'Download DXF' : 'Download IFC');
      expect(hrefs(res.text).some((h) => h.startsWith(`/downloads/`) && h.includes(item.filename!))).toBe(true);
    }
  });

  it('is a 404 for types without a viewer, unknown or foreign ids and bad parameters; the bare coid redirects', async () => {
    const wizard = await itemWhere(sql`ci.content_type = 'sw'`);
    await expect404(`${wizard.path}/viewer`);
    // Videos, recordings and tools: test/web/media-items.test.ts.
    const item = await itemWhere(sql`ci.content_type = 'cad'`);
    const other = await t.db.one<{ coid: number; name: string }>(sql`SELECT coid, name FROM companies WHERE coid <> ${item.coid} ORDER BY coid LIMIT 1`);
    const base = companyPath(item.companyName, item.coid);
    for (const sub of ['viewer', 'variations']) {
      await expect404(`${base}/cad/987654/${sub}`);
      await expect404(`${base}/bim/${item.id}/${sub}`);
      await expect404(`${companyPath(other.name, other.coid)}/cad/${item.id}/${sub}`);
      await expect404(`${base}/nope/${item.id}/${sub}`);
      await expect404(`${base}/cad/0${item.id}/${sub}`);
      await expect404(`/company/99998/cad/${item.id}/${sub}`);
      const res = await get(`/company/${item.coid}/cad/${item.id}/${sub}`);
      expect(res.status).toBe(301);
      expect(res.headers.location).toBe(`${base}/cad/${item.id}/${sub}`);
    }
  });
});
