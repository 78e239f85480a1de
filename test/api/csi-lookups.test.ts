import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sectionTo95 } from '../../src/domain/csi-crosswalk';
import { sql } from '../../src/db/sql';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

let t: TestApp;
/** A section (2004) with online content, listed for more than one company. */
let shared: { section: string; division: string; title: string; coids: number[] };
type Section = { section: string; title: string; division: string; count: number; match?: string };

const get = (path: string, query: Record<string, string> = {}) => request(t.app).get(path).query(query);

const itemsIn = async (where: ReturnType<typeof sql>) =>
  (await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM content_items ci WHERE ci.online AND ${where}`)).n;

beforeAll(async () => {
  t = await createTestApp();
  shared = await t.db.one(sql`
    SELECT cs.section, s.division, s.title, array_agg(cs.coid ORDER BY cs.coid) AS coids
    FROM company_sections cs JOIN csi_sections s ON s.mf = cs.mf AND s.section = cs.section
    WHERE cs.mf = '04' AND EXISTS (SELECT 1 FROM content_items ci WHERE ci.section = cs.section AND ci.online)
    GROUP BY cs.section, s.division, s.title HAVING count(*) > 1 ORDER BY cs.section LIMIT 1`);
});
afterAll(() => t.close());

describe('GET /api/csisecs/manufacturer-csis/{coid}', () => {
  it("lists the company's sections with its online items in each", async () => {
    const coid = shared.coids[0];
    const res = await get(`/api/csisecs/manufacturer-csis/${coid}`);
    expect(res.status).toBe(200);
    const listed = await t.db.many<{ section: string }>(sql`SELECT section FROM company_sections WHERE coid = ${coid} AND mf = '04' ORDER BY section`);
    const sections: Section[] = res.body.sections;
    expect(sections.map((s) => s.section)).toEqual(listed.map((s) => s.section));
    const mine = sections.find((s) => s.section === shared.section)!;
    expect(mine.count).toBe(await itemsIn(sql`ci.coid = ${coid} AND ci.section = ${shared.section}`));
  });

  it('in MasterFormat 1995 lists the 1995 sections', async () => {
    const { coid } = await t.db.one<{ coid: number }>(sql`SELECT coid FROM company_sections WHERE mf = '95' ORDER BY coid LIMIT 1`);
    const res = await get(`/api/csisecs/manufacturer-csis/${coid}`, { mf: '95' });
    expect(res.body.mf).toBe('95');
    expect((res.body.sections as Section[]).every((s) => /^\d{5}$/.test(s.section))).toBe(true);
    expect((res.body.sections as Section[]).length).toBeGreaterThan(0);
  });

  it('404 for an unknown company, 400 for bad input', async () => {
    expect((await get('/api/csisecs/manufacturer-csis/99999')).status).toBe(404);
    expect((await get('/api/csisecs/manufacturer-csis/12')).body.error.fields).toHaveProperty('coid');
    expect((await get(`/api/csisecs/manufacturer-csis/${shared.coids[0]}`, { mf: '2004' })).body.error.fields).toHaveProperty('mf');
  });
});

describe('GET /api/csisecs/manufacturers/{mf}/{csisec}', () => {
  it('lists the manufacturers of a section with their online items there', async () => {
    const res = await get(`/api/csisecs/manufacturers/04/${shared.section.replace(/ /g, '')}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ mf: '04', section: shared.section, title: shared.title });
    const makers: { coid: number; count: number; isClient: boolean }[] = res.body.manufacturers;
    expect(makers.map((m) => m.coid).sort()).toEqual(shared.coids);
    for (const m of makers) expect(m.count).toBe(await itemsIn(sql`ci.coid = ${m.coid} AND ci.section = ${shared.section}`));
    const clientsFirst = makers.map((m) => m.isClient);
    expect(clientsFirst).toEqual([...clientsFirst].sort((a, b) => Number(b) - Number(a)));
  });

  it('takes 1995 numbers with mf=95', async () => {
    const { section } = await t.db.one<{ section: string }>(sql`SELECT section FROM company_sections WHERE mf = '95' ORDER BY section LIMIT 1`);
    const res = await get(`/api/csisecs/manufacturers/95/${section}`);
    expect(res.status).toBe(200);
    expect(res.body.manufacturers.length).toBeGreaterThan(0);
  });

  it('404 for a section that does not exist, 400 when the number does not fit the format', async () => {
    expect((await get('/api/csisecs/manufacturers/04/089999')).status).toBe(404);
    expect((await get('/api/csisecs/manufacturers/04/08110')).body.error.fields).toHaveProperty('csisec');
    expect((await get('/api/csisecs/manufacturers/95/081113')).body.error.fields).toHaveProperty('csisec');
    expect((await get('/api/csisecs/manufacturers/96/081113')).body.error.fields).toHaveProperty('mf');
  });
});

describe('GET /api/csinos/related', () => {
  it('an exact section number comes first, then the rest of its division', async () => {
    const res = await get('/api/csinos/related', { qstr: shared.section.replace(/ /g, '') });
    expect(res.status).toBe(200);
    const sections: Section[] = res.body.sections;
    expect(sections[0]).toMatchObject({ section: shared.section, match: 'exact' });
    expect(sections.slice(1).every((s) => s.division === shared.division && s.match === 'division' && s.count > 0)).toBe(true);
    expect(sections.length).toBeGreaterThan(1);
  });

  it('finds sections whose titles have every word, with counts of a content type when one is asked', async () => {
    const word = shared.title.split(/\s+/).find((w) => w.length > 4) ?? shared.title;
    const all = await get('/api/csinos/related', { qstr: word });
    expect((all.body.sections as Section[]).some((s) => s.section === shared.section && s.match === 'title')).toBe(true);
    const type = await t.db.one<{ contentType: string }>(sql`
      SELECT content_type AS "contentType" FROM content_items WHERE online AND section = ${shared.section} ORDER BY id LIMIT 1`);
    const typed = await get('/api/csinos/related', { qstr: word, type: type.contentType });
    const sections: Section[] = typed.body.sections;
    expect(sections.every((s) => s.count > 0)).toBe(true);
    expect(sections.find((s) => s.section === shared.section)!.count).toBe(
      await itemsIn(sql`ci.section = ${shared.section} AND ci.content_type = ${type.contentType}`),
    );
  });

  it('finds nothing for unrelated words, 400 for a missing query or unknown type', async () => {
    expect((await get('/api/csinos/related', { qstr: 'zzyzx quux' })).body.sections).toEqual([]);
    expect((await get('/api/csinos/related')).body.error.fields).toHaveProperty('qstr');
    expect((await get('/api/csinos/related', { qstr: 'door', type: 'drawing' })).body.error.fields).toHaveProperty('type');
  });

  it('is not taken for a CSI division id by the generic resources router', async () => {
    expect((await get('/api/csinos/04-08')).body).toMatchObject({ division: '08' });
  });
});

describe('GET /api/csinos/es/by-division/{division}', () => {
  it('lists every section of the division with its online items', async () => {
    const res = await get(`/api/csinos/es/by-division/${shared.division}`);
    expect(res.status).toBe(200);
    const sections: Section[] = res.body.sections;
    const { n } = await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM csi_sections WHERE mf = '04' AND division = ${shared.division}`);
    expect(sections).toHaveLength(n);
    expect(sections.find((s) => s.section === shared.section)!.count).toBe(await itemsIn(sql`ci.section = ${shared.section}`));
  });

  it('counts 2004 items under their 1995 sections with mf=95', async () => {
    const division95 = sectionTo95(shared.section).slice(0, 2);
    const res = await get(`/api/csinos/es/by-division/${division95}`, { mf: '95' });
    expect(res.status).toBe(200);
    const target = (res.body.sections as Section[]).find((s) => s.section === sectionTo95(shared.section));
    expect(target?.count ?? 0).toBeGreaterThanOrEqual(await itemsIn(sql`ci.section = ${shared.section}`));
  });

  it('404 for an unknown division, 400 for a malformed one', async () => {
    expect((await get('/api/csinos/es/by-division/99')).status).toBe(404);
    expect((await get('/api/csinos/es/by-division/8')).body.error.fields).toHaveProperty('division');
  });
});
