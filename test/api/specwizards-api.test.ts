import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { WIZARD_SEARCH_PAGE_SIZE } from '../../src/domain/search-paging';
import { sectionTitle } from '../../src/domain/csi';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import { SAME_ORIGIN } from '../helpers/users';

interface WizardRow {
  contentId: number;
  filename: string;
  coid: number;
  companyName: string;
  section: string;
  title: string;
}
type Item = WizardRow & { sectionTitle: string };

let t: TestApp;
/** Active online wizards, by filename. */
let active: WizardRow[];
let retired: WizardRow;
let specOfWizard: string;
let specWithout: string;
let companyWithout: number;

const WIZARD_ROW = sql.raw(`w.content_id AS "contentId", w.filename, ci.coid, c.name AS "companyName", ci.section, ci.title
  FROM spec_wizards w JOIN content_items ci ON ci.id = w.content_id JOIN companies c ON c.coid = ci.coid`);

/** Copies of a seeded wizard under new filenames, so that the search has more than a page. */
async function addWizardCopies(count: number): Promise<void> {
  const source = await t.db.one<{ contentId: number }>(sql`SELECT content_id AS "contentId" FROM spec_wizards ORDER BY content_id LIMIT 1`);
  for (let i = 1; i <= count; i++) {
    const item = await t.db.one<{ id: number }>(sql`
      INSERT INTO content_items (coid, content_type, title, description, mf, division, section, online, published_at)
      SELECT coid, 'sw', title || ${` (copy ${i})`}, description, mf, division, section, true, published_at
      FROM content_items WHERE id = ${source.contentId} RETURNING id`);
    await t.db.query(sql`
      INSERT INTO spec_wizards (content_id, filename, active, tree)
      SELECT ${item.id}, ${`copy-${String(i).padStart(2, '0')}.sw`}, true, tree FROM spec_wizards WHERE content_id = ${source.contentId}`);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  await addWizardCopies(WIZARD_SEARCH_PAGE_SIZE);
  const all = await t.db.many<WizardRow>(sql`SELECT ${WIZARD_ROW} WHERE ci.online AND w.active ORDER BY w.filename`);
  retired = all[all.length - 1];
  await t.db.query(sql`UPDATE spec_wizards SET active = false WHERE content_id = ${retired.contentId}`);
  active = all.slice(0, -1);
  const edited = active[0];
  specOfWizard = (await t.db.one<{ filename: string }>(sql`
    SELECT d.filename FROM spec_documents d JOIN content_items ci ON ci.id = d.content_id
    WHERE ci.coid = ${edited.coid} AND ci.section = ${edited.section} AND ci.online`)).filename;
  specWithout = (await t.db.one<{ filename: string }>(sql`
    SELECT d.filename FROM spec_documents d JOIN content_items ci ON ci.id = d.content_id
    WHERE ci.online AND NOT EXISTS (SELECT 1 FROM content_items wi WHERE wi.content_type = 'sw' AND wi.coid = ci.coid AND wi.section = ci.section)
    ORDER BY d.content_id LIMIT 1`)).filename;
  companyWithout = (await t.db.one<{ coid: number }>(sql`
    SELECT coid FROM companies c WHERE NOT EXISTS (SELECT 1 FROM content_items ci WHERE ci.coid = c.coid AND ci.content_type = 'sw')
    ORDER BY coid LIMIT 1`)).coid;
});
afterAll(() => t.close());

const search = (body: Record<string, unknown>) => request(t.app).post('/api/specwizards/es/search').set(SAME_ORIGIN).send(body);

const expectError = (res: request.Response, status: number) => {
  expect(res.status).toBe(status);
  expect(res.body.error.status).toBe(status);
  expect(res.body.error.url).toMatch(/^\/api\//);
};

/** An error answer that names the refused field. */
const expectFieldError = (res: request.Response, status: number, field: string) => {
  expectError(res, status);
  expect(res.body.error.fields[field]).toBeTruthy();
};

const listed = (row: WizardRow): Item => ({ ...row, sectionTitle: sectionTitle(row.section)! });

describe('POST /api/specwizards/es/search', () => {
  it('finds every active wizard by filename, ten at a time from the start', async () => {
    expect(active.length).toBeGreaterThan(WIZARD_SEARCH_PAGE_SIZE);
    const res = await search({});
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(active.length);
    expect(res.body.hits).toEqual(active.slice(0, WIZARD_SEARCH_PAGE_SIZE).map(listed));
  });

  it('pages with from and size', async () => {
    const page = await search({ from: 2, size: 3 });
    expect(page.body.total).toBe(active.length);
    expect(page.body.hits.map((h: Item) => h.filename)).toEqual(active.slice(2, 5).map((w) => w.filename));
    const last = await search({ from: WIZARD_SEARCH_PAGE_SIZE });
    expect(last.body.hits.map((h: Item) => h.filename)).toEqual(active.slice(WIZARD_SEARCH_PAGE_SIZE).map((w) => w.filename));
    const past = await search({ from: active.length + 5 });
    expect(past.body).toEqual({ total: active.length, hits: [] });
  });

  it('matches a case-insensitive part of the filename, and a company', async () => {
    const target = active[1];
    const part = target.filename.slice(0, -3).toUpperCase();
    const res = await search({ filename: part });
    expect(res.body.hits.map((h: Item) => h.filename)).toContain(target.filename);
    expect(res.body.hits.every((h: Item) => h.filename.toUpperCase().includes(part))).toBe(true);
    expect((await search({ filename: '' })).body.total).toBe(active.length);
    expect((await search({ filename: 'zz_no_such' })).body).toEqual({ total: 0, hits: [] });
    const own = await search({ coid: target.coid });
    expect(own.body.total).toBe(active.filter((w) => w.coid === target.coid).length);
    expect(own.body.hits.every((h: Item) => h.coid === target.coid)).toBe(true);
  });

  it('leaves out inactive wizards', async () => {
    expect((await search({ filename: retired.filename })).body.total).toBe(0);
  });

  it('rejects bad bodies with 400 naming the field', async () => {
    expectFieldError(await search({ size: 51 }), 400, 'size');
    expectFieldError(await search({ size: 0 }), 400, 'size');
    expectFieldError(await search({ size: '10' }), 400, 'size');
    expectFieldError(await search({ from: -1 }), 400, 'from');
    expectFieldError(await search({ from: 1.5 }), 400, 'from');
    expectFieldError(await search({ filename: '../etc' }), 400, 'filename');
    expectFieldError(await search({ coid: 123 }), 400, 'coid');
    expectError(await search({ terms: 'door' }), 400);
  });
});

describe('GET /api/specwizards/by-spec/{filename}', () => {
  it('lists the active wizards of a spec document', async () => {
    const res = await request(t.app).get(`/api/specwizards/by-spec/${specOfWizard}`);
    expect(res.status).toBe(200);
    expect(res.body.wizards).toContainEqual(listed(active[0]));
    for (const w of res.body.wizards as Item[]) expect([w.coid, w.section]).toEqual([active[0].coid, active[0].section]);
  });

  it('answers an empty list for a spec without wizards, 404 for an unknown spec, 400 for a bad name', async () => {
    expect((await request(t.app).get(`/api/specwizards/by-spec/${specWithout}`)).body).toEqual({ wizards: [] });
    expectError(await request(t.app).get('/api/specwizards/by-spec/nope-000000.spec'), 404);
    expectFieldError(await request(t.app).get('/api/specwizards/by-spec/a..spec'), 400, 'filename');
  });
});

describe('GET /api/specwizards/active', () => {
  it('lists every active online wizard by company then section', async () => {
    const res = await request(t.app).get('/api/specwizards/active');
    expect(res.status).toBe(200);
    const wizards = res.body.wizards as Item[];
    expect(wizards).toHaveLength(active.length);
    expect(wizards.map((w) => w.contentId)).not.toContain(retired.contentId);
    expect(new Set(wizards)).toEqual(new Set(active.map(listed)));
    const keys = wizards.map((w) => [w.companyName, w.section]);
    const sorted = [...keys].sort((a, b) => a[0].localeCompare(b[0]) || a[1].localeCompare(b[1]));
    expect(keys.map((k) => k[0])).toEqual(sorted.map((k) => k[0]));
    expect(wizards.every((w) => w.sectionTitle.length > 0)).toBe(true);
  });
});

describe('GET /api/multimedia/by-coid/{coid}/specwizards', () => {
  it("lists a company's active wizards", async () => {
    const coid = active[0].coid;
    const res = await request(t.app).get(`/api/multimedia/by-coid/${coid}/specwizards`);
    expect(res.status).toBe(200);
    expect(res.body.wizards.map((w: Item) => w.contentId).sort()).toEqual(
      active.filter((w) => w.coid === coid).map((w) => w.contentId).sort(),
    );
  });

  it('answers an empty list for a company without wizards, 404 for an unknown one, 400 for a bad coid', async () => {
    expect((await request(t.app).get(`/api/multimedia/by-coid/${companyWithout}/specwizards`)).body).toEqual({ wizards: [] });
    const unknown = await t.db.one<{ coid: number }>(sql`SELECT coalesce(max(coid), 10000) + 1 AS coid FROM companies`);
    expectError(await request(t.app).get(`/api/multimedia/by-coid/${unknown.coid}/specwizards`), 404);
    expectFieldError(await request(t.app).get('/api/multimedia/by-coid/abc/specwizards'), 400, 'coid');
  });
});

describe('GET /api/sw_data/custom/{filename} of an inactive wizard', () => {
  it('still answers, with active false', async () => {
    const res = await request(t.app).get(`/api/sw_data/custom/${retired.filename}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ contentId: retired.contentId, active: false });
  });
});
