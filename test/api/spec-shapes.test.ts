import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { BANNER_TYPES } from '../../src/domain/banner-slots';
import type { ReportRow } from '../../src/domain/reports';
import { reportCompanies } from '../helpers/report-clients';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

/** The contract's shapes: Company.company, the wizard report's flat CSI booleans, banners for every slot type. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('Company (company, companySlug, coid, webabrv, urls, hasNews, hasProjects, companyNoHtml, name)', () => {
  it('the manufacturer objects carry every field, company being the display name', async () => {
    const co = await t.db.one<{ coid: number; name: string; webabrv: string }>(sql`SELECT coid, name, webabrv FROM companies WHERE webabrv IS NOT NULL ORDER BY coid LIMIT 1`);
    for (const path of [`/api/manufacturers/es/${co.coid}`, `/api/manufacturers/es/webabrv/${co.webabrv}`]) {
      const res = await request(t.app).get(path);
      expect(res.status).toBe(200);
      for (const field of ['company', 'companySlug', 'coid', 'webabrv', 'urls', 'hasNews', 'hasProjects', 'companyNoHtml', 'name']) expect(res.body).toHaveProperty(field);
      expect(res.body).toMatchObject({ company: co.name, companyNoHtml: co.name, name: co.name, coid: co.coid });
    }
  });
});

describe('spec wizard and outline-spec report rows (the fields plus one boolean per CSI section key)', () => {
  it('every row has a top-level boolean for each key of the report csis, equal to its csis flag', async () => {
    const [client] = (await reportCompanies(t.db)).clients;
    for (const kind of ['specwizard-specs-report', 'outline-specs-report']) {
      const res = await request(t.app).get(`/api/${kind}/by-abbrev/${client.webabrv}/${client.password}`);
      expect(res.status).toBe(200);
      const keys = (res.body.csis as { key: string }[]).map((c) => c.key);
      expect(keys.length).toBeGreaterThan(0);
      const rows = res.body.rows as (ReportRow & Record<string, unknown>)[];
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        for (const field of ['projectId', 'name', 'type', 'userId', 'company', 'fullName', 'website', 'city', 'state', 'specDate']) expect(row).toHaveProperty(field);
        for (const key of keys) {
          expect(typeof row[key]).toBe('boolean');
          expect(row[key]).toBe(row.csis[key]);
        }
      }
      expect(rows.some((row) => keys.some((key) => row[key] === true))).toBe(true);
    }
  });
});

describe('GET /api/banners/get-banner/{type}/{page} for every slot type', () => {
  const get = (path: string) => request(t.app).get(`/api/banners/get-banner/${path}`);

  it.each(BANNER_TYPES.map((type) => [type]))('%s answers a banner for a page name', async (type) => {
    const res = await get(`${type}/home`);
    expect(res.status).toBe(200);
    expect(res.body.banner).toHaveProperty('seq');
    expect(Array.isArray(res.body.shown)).toBe(true);
  });

  it('a content type draws its own banners, narrowed to a division or division+section, and top', async () => {
    const banner = await t.db.one<{ contentType: string; division: string }>(sql`
      SELECT content_type AS "contentType", division FROM banners WHERE active AND content_type IS NOT NULL AND division IS NOT NULL ORDER BY seq LIMIT 1`);
    const allowed = await t.db.many<{ seq: number }>(sql`
      SELECT seq FROM banners WHERE active AND (content_type = ${banner.contentType} OR content_type IS NULL)
        AND (division = ${banner.division} OR division IS NULL)`);
    for (const page of [banner.division, `${banner.division}-${banner.division}1113`]) {
      const res = await get(`${banner.contentType}/${page}`);
      expect(res.status).toBe(200);
      expect(allowed.map((b) => b.seq)).toContain(res.body.banner.seq);
    }
    expect((await get(`${banner.contentType}/top`)).status).toBe(200);
    const top = await get('top/home');
    const topSeqs = await t.db.many<{ seq: number }>(sql`SELECT seq FROM banners WHERE active AND placement = 'top'`);
    expect(topSeqs.map((b) => b.seq)).toContain(top.body.banner.seq);
  });

  it('an unknown type or a malformed page is a 400 naming it', async () => {
    const type = await get('warpdrive/home');
    expect(type.status).toBe(400);
    expect(type.body.error.fields.type).toContain('must be one of top, bpc, cad');
    const page = await get('cad/not_a_page!');
    expect(page.status).toBe(400);
    expect(page.body.error.fields).toHaveProperty('page');
  });
});
