import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { companyPath } from '../../src/domain/company-id';
import { projectTypeName } from '../../src/domain/project-types';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

interface ApiProject {
  seq: number;
  coid: number;
  companyName: string;
  name: string;
  type: number | null;
  typeName: string | null;
  division: string | null;
  section: string | null;
  createdAt: string;
  url: string;
  companyUrl: string;
  image: unknown;
  products: { seq: number; name: string; url: string }[];
}

let t: TestApp;
/** A client manufacturer with projects, one of its projects, and a company with none. */
let client: { coid: number; name: string; n: number };
let project: { seq: number; division: string; section: string };
let bare: { coid: number };
let nonClient: { coid: number; name: string };

beforeAll(async () => {
  t = await createTestApp();
  client = await t.db.one(sql`
    SELECT c.coid, c.name, count(*)::int AS n FROM client_projects cp JOIN companies c USING (coid)
    WHERE c.is_client GROUP BY c.coid ORDER BY count(*) DESC, c.coid LIMIT 1`);
  project = await t.db.one(sql`SELECT seq, division, section FROM client_projects WHERE coid = ${client.coid} ORDER BY seq LIMIT 1`);
  nonClient = await t.db.one(sql`SELECT coid, name FROM companies WHERE NOT is_client ORDER BY coid LIMIT 1`);
  bare = await t.db.one(sql`
    SELECT coid FROM companies c WHERE coid <> ${nonClient.coid} AND NOT EXISTS (SELECT 1 FROM client_projects cp WHERE cp.coid = c.coid)
    ORDER BY coid LIMIT 1`);
  // A project of a manufacturer that is not a client: only isAClient=false shows it.
  await t.db.query(sql`INSERT INTO client_projects (coid, name, type, city, state, division, section, created_at)
    VALUES (${nonClient.coid}, 'Harbor Test Library', 44, 'Erie', 'PA', ${project.division}, ${project.section}, now())`);
});
afterAll(() => t.close());

const get = (path: string) => request(t.app).get(`/api/client-project${path}`);

function expectBadRequest(res: request.Response, field: string): void {
  expect(res.status).toBe(400);
  expect(res.body.error.status).toBe(400);
  expect(res.body.error.message).toContain(field);
}

function expectNewestFirst(items: ApiProject[]): void {
  const dates = items.map((p) => p.createdAt);
  expect(dates).toEqual([...dates].sort().reverse());
}

describe('GET /api/client-project/by-coid/{coid}', () => {
  it('answers every project of the manufacturer, newest first, with type, links and the products used', async () => {
    const res = await get(`/by-coid/${client.coid}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: client.n, page: 1, pageCount: 1 });
    const items = res.body.items as ApiProject[];
    expect(items).toHaveLength(client.n);
    expect(items.every((p) => p.coid === client.coid && p.companyName === client.name)).toBe(true);
    expectNewestFirst(items);
    const path = companyPath(client.name, client.coid);
    for (const p of items) {
      expect(p.url).toBe(`${path}/projects/${p.seq}`);
      expect(p.companyUrl).toBe(path);
      expect(p.type).not.toBeNull();
      expect(p.typeName).toBe(projectTypeName(p.type));
      // The seeded photos carry no address, so no image.
      expect(p.image).toBeNull();
    }
  });

  it('lists, as products used, the manufacturer’s products in the project’s section', async () => {
    const res = await get(`/by-coid/${client.coid}`);
    const one = (res.body.items as ApiProject[]).find((p) => p.seq === project.seq)!;
    const expected = await t.db.many<{ seq: number }>(sql`
      SELECT seq FROM products WHERE coid = ${client.coid} AND section = ${project.section} AND online AND NOT heading
      ORDER BY tree_order, seq LIMIT 4`);
    expect(one.products.map((p) => p.seq)).toEqual(expected.map((p) => p.seq));
    expect(one.products.every((p) => p.url === `/product/${p.seq}`)).toBe(true);
  });

  it('answers an empty list for a manufacturer without projects, and pages', async () => {
    const res = await get(`/by-coid/${bare.coid}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ items: [], total: 0 });
    const beyond = await get(`/by-coid/${client.coid}?page=2`);
    expect(beyond.body.items).toEqual([]);
  });

  it('is a 404 for an unknown manufacturer and a 400 for a malformed id or page', async () => {
    const unknown = await get('/by-coid/99998');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({ status: 404, url: '/api/client-project/by-coid/99998' });
    expectBadRequest(await get('/by-coid/abc'), 'coid');
    expectBadRequest(await get('/by-coid/1234'), 'coid');
    expectBadRequest(await get(`/by-coid/${client.coid}?page=0`), 'page');
  });
});

describe('GET /api/client-project/by-division/{division}', () => {
  it('answers the client manufacturers’ projects of the division by default (isAClient=true)', async () => {
    const expected = await t.db.one<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM client_projects cp JOIN companies c USING (coid) WHERE c.is_client AND cp.division = ${project.division}`);
    for (const query of ['', '?isAClient=true']) {
      const res = await get(`/by-division/${project.division}${query}`);
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(expected.n);
      const items = res.body.items as ApiProject[];
      expect(items.every((p) => p.division === project.division)).toBe(true);
      expect(items.some((p) => p.coid === nonClient.coid)).toBe(false);
      expectNewestFirst(items);
    }
  });

  it('adds non-client manufacturers’ projects with isAClient=false', async () => {
    const res = await get(`/by-division/${project.division}?isAClient=false`);
    expect(res.status).toBe(200);
    const names = (res.body.items as ApiProject[]).map((p) => p.name);
    expect(names).toContain('Harbor Test Library');
    // The newest project is the one added in beforeAll.
    expect(names[0]).toBe('Harbor Test Library');
  });

  it('answers an empty list for a division without projects', async () => {
    const empty = await t.db.one<{ division: string }>(sql`
      SELECT division FROM csi_divisions WHERE mf = '04' AND division NOT IN (SELECT division FROM client_projects WHERE division IS NOT NULL)
      ORDER BY division LIMIT 1`);
    const res = await get(`/by-division/${empty.division}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ items: [], total: 0 });
  });

  it('is a 400 for an unknown or malformed division and a bad isAClient', async () => {
    expectBadRequest(await get('/by-division/99'), 'division');
    expectBadRequest(await get('/by-division/8'), 'division');
    expectBadRequest(await get('/by-division/ab'), 'division');
    expectBadRequest(await get(`/by-division/${project.division}?isAClient=yes`), 'isAClient');
  });
});

describe('GET /api/client-project/by-section/{section}', () => {
  it('accepts six digits or the spaced form and answers that section’s projects', async () => {
    const digits = project.section.replace(/ /g, '');
    const a = await get(`/by-section/${digits}`);
    const b = await get(`/by-section/${encodeURIComponent(project.section)}`);
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
    const items = a.body.items as ApiProject[];
    expect(items.map((p) => p.seq)).toContain(project.seq);
    expect(items.every((p) => p.section === project.section)).toBe(true);
    // Galleries are of clients: the non-client project in the same section is left out.
    expect(items.some((p) => p.coid === nonClient.coid)).toBe(false);
  });

  it('is a 400 for an unknown or malformed section', async () => {
    expectBadRequest(await get('/by-section/089999'), 'section');
    expectBadRequest(await get('/by-section/991113'), 'section');
    expectBadRequest(await get('/by-section/door'), 'section');
  });
});

describe('GET /api/client-project/recent', () => {
  it('answers the newest client projects, 8 by default or size of them', async () => {
    const total = await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM client_projects cp JOIN companies c USING (coid) WHERE c.is_client`);
    const res = await get('/recent');
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(Math.min(8, total.n));
    expectNewestFirst(res.body.items);
    expect((res.body.items as ApiProject[]).some((p) => p.coid === nonClient.coid)).toBe(false);
    const two = await get('/recent?size=2');
    expect(two.body.items.map((p: ApiProject) => p.seq)).toEqual(res.body.items.slice(0, 2).map((p: ApiProject) => p.seq));
  });

  it('is a 400 for a bad size', async () => {
    expectBadRequest(await get('/recent?size=0'), 'size');
    expectBadRequest(await get('/recent?size=51'), 'size');
    expectBadRequest(await get('/recent?size=many'), 'size');
  });
});

describe('GET /api/client-project/has-projects/{coid}', () => {
  it('answers true or false', async () => {
    const yes = await get(`/has-projects/${client.coid}`);
    expect(yes.status).toBe(200);
    expect(yes.body).toBe(true);
    const no = await get(`/has-projects/${bare.coid}`);
    expect(no.status).toBe(200);
    expect(no.body).toBe(false);
  });

  it('is a 404 for an unknown manufacturer and a 400 for a malformed id', async () => {
    expect((await get('/has-projects/99998')).status).toBe(404);
    expectBadRequest(await get('/has-projects/12ab5'), 'coid');
  });
});

describe('OpenAPI', () => {
  it('documents every client-project call', async () => {
    const doc = (await request(t.app).get('/api/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    for (const path of ['by-coid/{coid}', 'by-division/{division}', 'by-section/{section}', 'recent', 'has-projects/{coid}']) {
      expect(doc.paths[`/api/client-project/${path}`]?.get, path).toBeDefined();
    }
  });
});
