import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { executableScripts, h1Of } from '../helpers/html';
import { parseHtml } from '../helpers/parsed-html';
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

/** A form's method and action, as the browser would post it. */
const formsOf = (html: string) => parseHtml(html).all('form').map((f) => `${f.getAttribute('method')} ${f.getAttribute('action')}`);
/** The options of a select (value, label, selected), groups flattened. */
const optionsOf = (html: string, name: string) =>
  parseHtml(html)
    .all(`select[name="${name}"] option`)
    .map((o) => ({ value: o.getAttribute('value'), label: o.textContent, selected: o.hasAttribute('selected'), group: o.closest('optgroup')?.getAttribute('label') }));
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
    const favorites = parseHtml(res.text);
    expect(favorites.robots).toBe('noindex, nofollow');
    expect(h1Of(res.text)).toBe('Your favorites');
    // CAD comes before specs, in the site's content-type order.
    expect(favorites.all('section.personal-group h2').map((h) => [h.id, h.firstChild?.textContent?.trim()])).toEqual([
      ['favorites-cad', 'CAD drawings'],
      ['favorites-spec', 'Specifications'],
    ]);
    for (const i of items) {
      const group = favorites.one(`section[aria-labelledby="favorites-${i.content_type}"]`);
      const hrefs = [...group.querySelectorAll('.personal-list__main a')].map((a) => a.getAttribute('href'));
      expect(hrefs.some((href) => href?.endsWith(`/${i.content_type}/${i.id}`)), `${i.content_type} ${i.id}`).toBe(true);
    }
    expect(formsOf(res.text)).toContainEqual(expect.stringMatching(/^post \/account\/favorites\/\d+\/delete$/));
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
    const searches = parseHtml(res.text);
    expect(searches.all('.personal-list__main > a').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['curtain wall', '/search/curtain-wall/cad'],
      ['fire rated door', '/search/fire-rated-door'],
    ]);
    expect(formsOf(res.text).filter((f) => /^post \/account\/searches\/\d+\/delete$/.test(f))).toHaveLength(2);
  });

  it('lists projects and offers a create form with the project type tree', async () => {
    const res = await page('/account/projects', alice);
    expect(res.status).toBe(200);
    const projects = parseHtml(res.text);
    const row = projects.all('tr').find((tr) => tr.querySelector(`a[href="/account/projects/${project.seq}"]`));
    expect(row?.querySelector('a')?.textContent).toBe('Riverside Clinic');
    expect(row?.textContent).toContain('P-2026-9001');
    expect(formsOf(res.text)).toContain('post /account/projects');
    const types = optionsOf(res.text, 'type');
    const commercial = types.filter((o) => o.group === 'Commercial');
    expect(commercial.slice(0, 2)).toEqual([
      { value: '10', label: 'Commercial (general)', selected: false, group: 'Commercial' },
      { value: '11', label: 'Office', selected: false, group: 'Commercial' },
    ]);
    expect(types.some((o) => o.group === 'Institutional')).toBe(true);
    expect(types).toContainEqual(expect.objectContaining({ value: '20', label: 'Industrial' }));
    expect(optionsOf(res.text, 'state')).toContainEqual(expect.objectContaining({ value: 'ON, CAN', label: 'Ontario' }));
  });

  it('shows one project for editing, with its CSI map as sections, and 404 for anyone else', async () => {
    const res = await page(`/account/projects/${project.seq}`, alice);
    expect(res.status).toBe(200);
    expect(h1Of(res.text)).toBe('Riverside Clinic');
    const edit = parseHtml(res.text);
    expect(formsOf(res.text)).toEqual(expect.arrayContaining([`post /account/projects/${project.seq}`, `post /account/projects/${project.seq}/delete`]));
    expect(edit.attr(`form[action="/account/projects/${project.seq}"] input[name="name"]`, 'value')).toBe('Riverside Clinic');
    expect(optionsOf(res.text, 'type').filter((o) => o.selected)).toEqual([expect.objectContaining({ value: '41', label: 'Health' })]);
    expect(optionsOf(res.text, 'state').filter((o) => o.selected)).toEqual([expect.objectContaining({ value: 'NY', label: 'New York' })]);
    const mapped = edit.one('.section-list > li');
    expect(mapped.querySelector('a')?.textContent).toBe(`${section.section} ${section.title}`);
    expect([...mapped.querySelectorAll('.personal-list__meta a')].map((a) => a.textContent)).toEqual([company.name]);
    expect((await page(`/account/projects/${project.seq}`, bob)).status).toBe(404);
    expect((await page('/account/projects/abc', alice)).status).toBe(404);
  });

  it('shows the outline specs of a project with manufacturer and section', async () => {
    const res = await page(`/account/projects/${project.seq}/outline-specs`, alice);
    expect(res.status).toBe(200);
    const outline = parseHtml(res.text);
    expect(outline.texts('tbody .section-number')).toEqual([section.section]);
    const manufacturer = outline.one(`tbody a[href^="/company/"]`);
    expect(manufacturer.textContent).toBe(company.name);
    expect(manufacturer.getAttribute('href')).toMatch(new RegExp(`^/company/[a-z0-9-]+-${company.coid}$`));
    expect((await page(`/account/projects/${project.seq}/outline-specs`, bob)).status).toBe(404);
  });
});
