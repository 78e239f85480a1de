import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { SECTIONS, SECTIONS_95, sectionTitle } from '../../src/domain/csi';
import { sectionTo95 } from '../../src/domain/csi-crosswalk';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

interface SpecRow {
  contentId: number;
  filename: string;
  coid: number;
  companyName: string;
  section: string;
  title: string;
}
type TreeSpec = { contentId: number; filename: string; coid: number; companyName: string; title: string; online: boolean };
type TreeSection = { section: string; title: string; current: boolean; specs: TreeSpec[] };
type Tree = { mf: string; divisions: { division: string; title: string; sections: TreeSection[] }[]; debug?: { ms: number; specs: number } };

let t: TestApp;
let spec: SpecRow;
let wizard: { contentId: number; filename: string };
let offline: SpecRow;
let onlineCount: number;
let allCount: number;
let emptySection: string;

const SPEC_ROW = sql.raw(`d.content_id AS "contentId", d.filename, ci.coid, c.name AS "companyName", ci.section, ci.title
  FROM spec_documents d JOIN content_items ci ON ci.id = d.content_id JOIN companies c ON c.coid = ci.coid`);

beforeAll(async () => {
  t = await createTestApp();
  spec = await t.db.one<SpecRow>(sql`SELECT ${SPEC_ROW}
    WHERE ci.online AND EXISTS (SELECT 1 FROM spec_wizards w JOIN content_items wi ON wi.id = w.content_id
      WHERE wi.coid = ci.coid AND wi.section = ci.section AND wi.online AND w.active)
    ORDER BY d.content_id LIMIT 1`);
  wizard = await t.db.one(sql`SELECT w.content_id AS "contentId", w.filename FROM spec_wizards w JOIN content_items wi ON wi.id = w.content_id
    WHERE wi.coid = ${spec.coid} AND wi.section = ${spec.section} ORDER BY w.content_id LIMIT 1`);
  offline = await t.db.one<SpecRow>(sql`SELECT ${SPEC_ROW} WHERE ci.online AND ci.section <> ${spec.section} ORDER BY d.content_id DESC LIMIT 1`);
  await t.db.query(sql`UPDATE content_items SET online = false WHERE id = ${offline.contentId}`);
  const counts = await t.db.one<{ online: number; all: number }>(sql`
    SELECT (count(*) FILTER (WHERE ci.online))::int AS online, count(*)::int AS all
    FROM spec_documents d JOIN content_items ci ON ci.id = d.content_id`);
  onlineCount = counts.online;
  allCount = counts.all;
  const used = new Set((await t.db.many<{ section: string }>(sql`SELECT DISTINCT section FROM content_items WHERE content_type = 'spec'`)).map((r) => r.section));
  emptySection = SECTIONS.find((s) => s.division === spec.section.slice(0, 2) && !used.has(s.section))!.section;
});
afterAll(() => t.close());

const get = (path: string, query: Record<string, string> = {}) => request(t.app).get(path).query(query);

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

const allSpecs = (tree: Tree) => tree.divisions.flatMap((d) => d.sections.flatMap((s) => s.specs));
const sectionOf = (tree: Tree, contentId: number) =>
  tree.divisions.flatMap((d) => d.sections).find((s) => s.specs.some((x) => x.contentId === contentId));

describe('GET /api/spec_data/custom/{filename}', () => {
  it('returns the spec document for display with the wizards that edit it', async () => {
    const res = await get(`/api/spec_data/custom/${spec.filename}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...spec, sectionTitle: sectionTitle(spec.section) });
    expect(res.body.parts.map((p: { number: number }) => p.number)).toEqual([1, 2, 3]);
    expect(res.body.parts[1].articles[0].paragraphs[0].id).toMatch(/^p-2-/);
    expect(res.body.wizards).toContainEqual({ contentId: wizard.contentId, filename: wizard.filename, title: expect.any(String) });
  });

  it('answers 404 for an unknown or offline spec and 400 for a bad filename', async () => {
    expectError(await get('/api/spec_data/custom/zzz-000000.spec'), 404);
    expectError(await get(`/api/spec_data/custom/${offline.filename}`), 404);
    expectFieldError(await get('/api/spec_data/custom/abc..spec'), 400, 'filename');
    expectFieldError(await get('/api/spec_data/custom/-abc.spec'), 400, 'filename');
    expectFieldError(await get('/api/spec_data/custom/abc%20def.spec'), 400, 'filename');
    expectFieldError(await get(`/api/spec_data/custom/${'a'.repeat(82)}`), 400, 'filename');
  });
});

describe('GET /api/spec_data/spec-tree', () => {
  it('lists online spec documents by 2004 division and section by default', async () => {
    const res = await get('/api/spec_data/spec-tree');
    expect(res.status).toBe(200);
    const tree = res.body as Tree;
    expect(tree.mf).toBe('04');
    expect(tree.debug).toBeUndefined();
    expect(allSpecs(tree)).toHaveLength(onlineCount);
    expect(allSpecs(tree).every((s) => s.online)).toBe(true);
    const divisions = tree.divisions.map((d) => d.division);
    expect(divisions).toEqual([...divisions].sort());
    const section = sectionOf(tree, spec.contentId)!;
    expect(section).toMatchObject({ section: spec.section, title: sectionTitle(spec.section), current: false });
    expect(section.specs.find((s) => s.contentId === spec.contentId)).toEqual({
      contentId: spec.contentId, filename: spec.filename, coid: spec.coid, companyName: spec.companyName, title: spec.title, online: true,
    });
    expect(tree.divisions.find((d) => d.division === spec.section.slice(0, 2))!.title).toBeTruthy();
  });

  it('regroups under 1995 divisions with 1995 numbers and titles for mf=95', async () => {
    const tree = (await get('/api/spec_data/spec-tree', { mf: '95' })).body as Tree;
    expect(tree.mf).toBe('95');
    expect(allSpecs(tree)).toHaveLength(onlineCount);
    const titles95 = new Map(SECTIONS_95.map((s) => [s.section, s.title]));
    for (const division of tree.divisions) {
      expect(Number(division.division)).toBeLessThanOrEqual(16);
      for (const section of division.sections) {
        expect(section.section).toMatch(/^\d{5}$/);
        expect(section.section.slice(0, 2)).toBe(division.division);
        expect(section.title).toBe(titles95.get(section.section));
      }
    }
    expect(sectionOf(tree, spec.contentId)!.section).toBe(sectionTo95(spec.section));
  });

  it('narrows to the division of spec04 and marks its section current', async () => {
    const res = await get('/api/spec_data/spec-tree', { spec04: spec.section.replace(/ /g, '') });
    expect(res.status).toBe(200);
    const tree = res.body as Tree;
    expect(tree.divisions.map((d) => d.division)).toEqual([spec.section.slice(0, 2)]);
    const current = tree.divisions[0].sections.filter((s) => s.current);
    expect(current.map((s) => s.section)).toEqual([spec.section]);
    expect(current[0].specs.map((s) => s.contentId)).toContain(spec.contentId);

    const spaced = (await get('/api/spec_data/spec-tree', { spec04: spec.section })).body as Tree;
    expect(spaced).toEqual(tree);
  });

  it('narrows to the 1995 division of spec04 for mf=95', async () => {
    const tree = (await get('/api/spec_data/spec-tree', { mf: '95', spec04: spec.section })).body as Tree;
    const number95 = sectionTo95(spec.section);
    expect(tree.divisions.map((d) => d.division)).toEqual([number95.slice(0, 2)]);
    expect(tree.divisions[0].sections.filter((s) => s.current).map((s) => s.section)).toEqual([number95]);
    expect(sectionOf(tree, spec.contentId)!.current).toBe(true);
  });

  it('includes offline spec documents only with old=true', async () => {
    const current = (await get('/api/spec_data/spec-tree')).body as Tree;
    expect(allSpecs(current).some((s) => s.contentId === offline.contentId)).toBe(false);
    const old = (await get('/api/spec_data/spec-tree', { old: 'true' })).body as Tree;
    expect(allSpecs(old)).toHaveLength(allCount);
    expect(allCount).toBeGreaterThan(onlineCount);
    expect(allSpecs(old).find((s) => s.contentId === offline.contentId)).toMatchObject({ filename: offline.filename, online: false });
    expect((await get('/api/spec_data/spec-tree', { old: 'false' })).body).toEqual(current);
    // spec04 narrows the old tree too.
    expect((await get('/api/spec_data/spec-tree', { spec04: offline.section, old: 'true' })).status).toBe(200);
  });

  it('adds timing and counts only for debug=debug_on', async () => {
    const tree = (await get('/api/spec_data/spec-tree', { debug: 'debug_on', spec04: spec.section })).body as Tree;
    expect(tree.debug!.ms).toBeGreaterThanOrEqual(0);
    expect(tree.debug!.specs).toBeGreaterThanOrEqual(allSpecs(tree).length);
    expect((await get('/api/spec_data/spec-tree', { debug: 'true' })).body.debug).toBeUndefined();
  });

  it('answers 404 when no spec document is in the spec04 section', async () => {
    expectError(await get('/api/spec_data/spec-tree', { spec04: emptySection }), 404);
  });

  it('rejects bad parameters with 400 naming the field', async () => {
    expectFieldError(await get('/api/spec_data/spec-tree', { mf: '96' }), 400, 'mf');
    expectFieldError(await get('/api/spec_data/spec-tree', { spec04: '0811' }), 400, 'spec04');
    expectFieldError(await get('/api/spec_data/spec-tree', { spec04: '99 11 13' }), 400, 'spec04');
    expectFieldError(await get('/api/spec_data/spec-tree', { old: 'yes' }), 400, 'old');
    expectFieldError(await get('/api/spec_data/spec-tree', { debug: 'x'.repeat(30) }), 400, 'debug');
  });
});

describe('GET /api/specs/db/{filename}', () => {
  it('returns the stored record', async () => {
    const res = await get(`/api/specs/db/${spec.filename}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['body', 'coid', 'contentId', 'filename', 'publishedAt', 'section', 'title']);
    expect(res.body).toMatchObject({ contentId: spec.contentId, filename: spec.filename, coid: spec.coid, section: spec.section, title: spec.title });
    expect(res.body.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.body.body).toMatchObject({ section: spec.section, parts: expect.any(Array) });
  });

  it('answers 404 for unknown or offline and 400 for a bad filename', async () => {
    expectError(await get('/api/specs/db/nothing-here.spec'), 404);
    expectError(await get(`/api/specs/db/${offline.filename}`), 404);
    expectFieldError(await get('/api/specs/db/a..b'), 400, 'filename');
  });
});

describe('GET /api/specs/es/{seq}', () => {
  it('returns the search record of a spec, as /api/spec/es/{id} does', async () => {
    const res = await get(`/api/specs/es/${spec.contentId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: spec.contentId, contentType: 'spec', title: spec.title, coid: spec.coid, companyName: spec.companyName,
      section: spec.section, division: spec.section.slice(0, 2),
    });
    expect(res.body.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.body.url).toMatch(/^\//);
    expect((await get(`/api/spec/es/${spec.contentId}`)).body).toEqual(res.body);
  });

  it('answers 404 for an unknown id or another content type, 400 for a bad id', async () => {
    const cad = await t.db.one<{ id: number }>(sql`SELECT id FROM content_items WHERE content_type = 'cad' AND online ORDER BY id LIMIT 1`);
    expect((await get(`/api/cad/es/${cad.id}`)).status).toBe(200);
    expectError(await get(`/api/specs/es/${cad.id}`), 404);
    expectError(await get(`/api/specs/es/${offline.contentId}`), 404);
    expectError(await get('/api/specs/es/2000000000'), 404);
    expectFieldError(await get('/api/specs/es/abc'), 400, 'seq');
    expectFieldError(await get('/api/specs/es/0'), 400, 'seq');
  });
});

describe('GET /api/sw_data/custom/{filename}', () => {
  it('returns the wizard with its tree and the spec it edits', async () => {
    const res = await get(`/api/sw_data/custom/${wizard.filename}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      contentId: wizard.contentId, filename: wizard.filename, coid: spec.coid, companyName: spec.companyName,
      section: spec.section, active: true, specFilename: spec.filename,
    });
    expect(res.body.title).toEqual(expect.any(String));
    expect(res.body.tree.nodes.length).toBeGreaterThan(0);
    expect(res.body.tree.nodes[0]).toHaveProperty('seq');
  });

  it('answers 404 for an unknown wizard and 400 for a bad filename', async () => {
    expectError(await get('/api/sw_data/custom/zzz-000000.sw'), 404);
    expectError(await get(`/api/sw_data/custom/${spec.filename}`), 404);
    expectFieldError(await get('/api/sw_data/custom/..sw'), 400, 'filename');
  });
});

describe('OpenAPI document', () => {
  it('lists the spec and spec wizard calls with their parameters', async () => {
    const paths = (await get('/api/openapi.json')).body.paths as Record<string, Record<string, { parameters?: { name: string }[] }>>;
    for (const [path, method] of [
      ['/api/spec_data/custom/{filename}', 'get'],
      ['/api/spec_data/spec-tree', 'get'],
      ['/api/specs/db/{filename}', 'get'],
      ['/api/specs/es/{seq}', 'get'],
      ['/api/sw_data/custom/{filename}', 'get'],
      ['/api/specwizards/es/search', 'post'],
      ['/api/specwizards/by-spec/{filename}', 'get'],
      ['/api/specwizards/active', 'get'],
      ['/api/multimedia/by-coid/{coid}/specwizards', 'get'],
    ]) {
      expect(paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    const treeParams = paths['/api/spec_data/spec-tree'].get.parameters!.map((p) => p.name).sort();
    expect(treeParams).toEqual(['debug', 'mf', 'old', 'spec04']);
  });
});
