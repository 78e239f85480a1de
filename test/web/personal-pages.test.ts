import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { executableScripts, h1Of } from '../helpers/html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { createTestUser } from '../helpers/users';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let project: { seq: number; projectId: string };
let company: { coid: number; name: string };
let section: { section: string; title: string };

/** Text as React writes it into HTML. */
const esc = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
const page = (path: string, u?: TestUser) => (u ? request(t.app).get(path).set('Cookie', u.cookie) : request(t.app).get(path));

beforeAll(async () => {
  t = await createTestApp();
  alice = await createTestUser(t.db);
  bob = await createTestUser(t.db);
  company = await t.db.one(sql`SELECT coid, name FROM companies ORDER BY coid LIMIT 1`);
  section = await t.db.one(sql`SELECT section, title FROM csi_sections WHERE mf = '04' AND section LIKE '08 %' ORDER BY section LIMIT 1`);
  project = await t.db.one(sql`
    INSERT INTO char_projects (char_project_id, user_seq, name, type, city, state, csi_map, last_spec_date)
    VALUES ('P-2026-9001', ${alice.user.seq}, 'Riverside Clinic', 41, 'Albany', 'NY', ${JSON.stringify({ [section.section]: [company.coid] })}::jsonb, now())
    RETURNING seq, char_project_id AS "projectId"`);
  await t.db.query(sql`INSERT INTO project_outline_specs (project_seq, coid, section) VALUES (${project.seq}, ${company.coid}, ${section.section})`);
});
afterAll(() => t.close());

const PAGES = ['/account/favorites', '/account/searches', '/account/projects', '/account/projects/1', '/account/projects/1/outline-specs'];

describe('personal pages', () => {
  it.each(PAGES)('%s sends anonymous visitors to sign in and back', async (path) => {
    const res = await page(`${path}?x=1`);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`/signin?redirect=${encodeURIComponent(`${path}?x=1`)}`);
  });

  it('shows favorites grouped by content type, each linking to its item, never cached', async () => {
    const items = await t.db.many<{ id: number; content_type: string; title: string }>(sql`
      SELECT DISTINCT ON (content_type) id, content_type, title FROM content_items WHERE online AND content_type IN ('cad', 'spec') ORDER BY content_type, id`);
    for (const i of items) await t.db.query(sql`INSERT INTO user_favorites (user_seq, content_id, content_type) VALUES (${alice.user.seq}, ${i.id}, ${i.content_type})`);
    const res = await page('/account/favorites', alice);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.text).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(h1Of(res.text)).toBe('Your favorites');
    expect(res.text).toMatch(/<h2 id="favorites-cad">CAD drawings/);
    expect(res.text).toMatch(/<h2 id="favorites-spec">Specifications/);
    // CAD comes before specs, in the site's content-type order.
    expect(res.text.indexOf('favorites-cad')).toBeLessThan(res.text.indexOf('favorites-spec'));
    for (const i of items) expect(res.text).toMatch(new RegExp(`href="[^"]*/${i.content_type}/${i.id}"`));
    expect(res.text).toMatch(/<form class="inline-form" action="\/account\/favorites\/\d+\/delete" method="post">/);
    expect(executableScripts(res.text)).toEqual([]);
    // Bob sees none of them.
    const bobs = await page('/account/favorites', bob);
    expect(bobs.text).toContain('You have no favorites yet');
  });

  it('lists saved searches newest first, each re-running the search', async () => {
    await t.db.query(sql`INSERT INTO user_searches (user_seq, content_type, search_terms, created_at) VALUES
      (${alice.user.seq}, 'all', 'fire rated door', now() - interval '1 day'), (${alice.user.seq}, 'cad', 'curtain wall', now())`);
    const res = await page('/account/searches', alice);
    expect(res.status).toBe(200);
    const wall = res.text.indexOf('href="/search/curtain-wall/cad"');
    const door = res.text.indexOf('href="/search/fire-rated-door"');
    expect(wall).toBeGreaterThan(-1);
    expect(door).toBeGreaterThan(wall);
    expect(res.text).toMatch(/action="\/account\/searches\/\d+\/delete"/);
  });

  it('lists projects and offers a create form with the project type tree', async () => {
    const res = await page('/account/projects', alice);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`href="/account/projects/${project.seq}">Riverside Clinic</a>`);
    expect(res.text).toContain('P-2026-9001');
    expect(res.text).toContain('<form action="/account/projects" method="post">');
    expect(res.text).toContain('<optgroup label="Commercial"><option value="10">Commercial (general)</option><option value="11">Office</option>');
    expect(res.text).toContain('<optgroup label="Institutional">');
    expect(res.text).toContain('<option value="20">Industrial</option>');
    expect(res.text).toContain('<option value="ON, CAN">Ontario</option>');
  });

  it('shows one project for editing, with its CSI map as sections, and 404 for anyone else', async () => {
    const res = await page(`/account/projects/${project.seq}`, alice);
    expect(res.status).toBe(200);
    expect(h1Of(res.text)).toBe('Riverside Clinic');
    expect(res.text).toContain(`<form action="/account/projects/${project.seq}" method="post">`);
    expect(res.text).toContain('value="Riverside Clinic"');
    expect(res.text).toMatch(/<option value="41" selected="">Health<\/option>/);
    expect(res.text).toMatch(/<option value="NY" selected="">New York<\/option>/);
    expect(res.text).toContain(`action="/account/projects/${project.seq}/delete"`);
    expect(res.text).toContain(`<span class="section-number">${section.section}</span> <!-- -->${esc(section.title)}`);
    expect(res.text).toContain(`>${esc(company.name)}</a>`);
    expect((await page(`/account/projects/${project.seq}`, bob)).status).toBe(404);
    expect((await page('/account/projects/abc', alice)).status).toBe(404);
  });

  it('shows the outline specs of a project with manufacturer and section', async () => {
    const res = await page(`/account/projects/${project.seq}/outline-specs`, alice);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`<span class="section-number">${section.section}</span>`);
    expect(res.text).toMatch(new RegExp(`href="/company/[a-z0-9-]+-${company.coid}">`));
    expect((await page(`/account/projects/${project.seq}/outline-specs`, bob)).status).toBe(404);
  });
});
