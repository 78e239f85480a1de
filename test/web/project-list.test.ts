import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { applySaved, selectableIds, selectedCount } from '../../src/domain/spec-wizard';
import { wizardById } from '../../src/services/specs/spec-store';
import { parseHtml } from '../helpers/parsed-html';
import { ROOT } from '../helpers/paths';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { createTestUser } from '../helpers/users';

let t: TestApp;
let admin: TestUser;
let coid: number;
let wizardId: number;

const as = (u: TestUser) => ({ Authorization: `Bearer ${u.token}` });
const projectsPage = async (u: TestUser) => parseHtml((await request(t.app).get('/account/projects').set('Cookie', u.cookie).expect(200)).text);
/** The "Products and selections" cell of a project's row. */
const countOf = (html: ReturnType<typeof parseHtml>, href: string) => {
  const row = html.all('tbody tr').find((tr) => tr.querySelector(`a[href="${href}"]`));
  return row?.querySelectorAll('td')[3]?.textContent;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.db, { isAdmin: true });
  coid = (await t.db.one<{ coid: number }>(sql`SELECT coid FROM companies ORDER BY coid LIMIT 1`)).coid;
  wizardId = (await t.db.one<{ id: number }>(sql`
    SELECT w.content_id AS id FROM spec_wizards w JOIN content_items ci ON ci.id = w.content_id WHERE w.active AND ci.online ORDER BY w.content_id LIMIT 1`)).id;
});
afterAll(() => t.close());

describe('one list of projects, one count', () => {
  it('counts a project’s products and its wizard selections (as the wizard counts them) in one number', async () => {
    const user = await createTestUser(t.db);
    const project = (await request(t.app).post('/api/char-project').set(as(user)).send({ name: 'Orchard Hall' }).expect(201)).body;
    for (const name of ['List Door A', 'List Door B']) {
      const seq = (await request(t.app).post('/api/products').set(as(admin))
        .send({ coid, name, section: '081113', division: '08', template: 'hollow-metal-doors' }).expect(201)).body.seq;
      await request(t.app).post(`/api/char-project/${project.seq}/products`).set(as(user)).send({ productId: seq, role: 'equal' }).expect(201);
    }
    const wizard = (await wizardById(t.db, wizardId))!;
    const applied = applySaved(wizard.tree, selectableIds(wizard.tree).slice(0, 6));
    const saved = await request(t.app).post('/api/specwizard-project').set(as(user))
      .send({ name: 'Orchard Hall doors', contentId: wizardId, project: project.seq, specs: applied.state.selected });
    expect(saved.status).toBe(201);
    expect(saved.body.projectSeq).toBe(project.seq);
    const selected = selectedCount(wizard.tree, applied.state);

    const html = await projectsPage(user);
    expect(countOf(html, `/account/projects/${project.seq}`)).toBe(String(2 + selected));
    // The selections are in the project, not a list of their own.
    expect(html.all(`a[href="/account/specwizard-projects/${saved.body.seq}"]`)).toHaveLength(0);
    const projectPage = parseHtml((await request(t.app).get(`/account/projects/${project.seq}`).set('Cookie', user.cookie).expect(200)).text);
    expect(projectPage.text('#wizard-selections-title ~ ul li')).toContain(`${selected} selected`);
  });

  it('gives wizard selections saved outside a project a project of their own; another user’s project is a 404', async () => {
    const [user, other] = await Promise.all([createTestUser(t.db), createTestUser(t.db)]);
    const saved = (await request(t.app).post('/api/specwizard-project').set(as(user)).send({ name: 'Loose selections', contentId: wizardId }).expect(201)).body;
    const project = await t.db.one<{ seq: number; name: string; user_seq: number }>(sql`SELECT seq, name, user_seq FROM char_projects WHERE seq = ${saved.projectSeq}`);
    expect(project).toEqual({ seq: saved.projectSeq, name: 'Loose selections', user_seq: user.user.seq });
    expect(countOf(await projectsPage(user), `/account/projects/${project.seq}`)).toBe('0');
    const foreign = await request(t.app).post('/api/specwizard-project').set(as(other)).send({ name: 'Not mine', contentId: wizardId, project: project.seq });
    expect(foreign.status).toBe(404);
  });

  it('links a section to its basis manufacturer’s spec wizard, which then saves into the project', async () => {
    const [user, other] = await Promise.all([createTestUser(t.db), createTestUser(t.db)]);
    const wizard = await t.db.one<{ coid: number; section: string }>(sql`SELECT coid, section FROM content_items WHERE id = ${wizardId}`);
    const project = (await request(t.app).post('/api/char-project').set(as(user)).send({ name: 'Wharf Offices' }).expect(201)).body;
    const product = (await request(t.app).post('/api/products').set(as(admin)).send({ coid: wizard.coid, name: 'Wizard Basis', section: wizard.section }).expect(201)).body.seq;
    const row = (await request(t.app).post(`/api/char-project/${project.seq}/products`).set(as(user)).send({ productId: product, role: 'basis' }).expect(201)).body;
    const page = parseHtml((await request(t.app).get(`/account/projects/${project.seq}`).set('Cookie', user.cookie).expect(200)).text);
    const href = `/sw/template/${wizardId}?project=${project.seq}`;
    expect(page.text(`a[href="${href}"]`)).toBe(`Edit section ${row.section} in the spec wizard`);
    const island = (u: TestUser) =>
      request(t.app).get(href).set('Cookie', u.cookie).expect(200).then((res) => parseHtml(res.text).islandProps<{ charProject: unknown }>('spec-wizard')[0]);
    expect((await island(user)).charProject).toEqual({ seq: project.seq, name: 'Wharf Offices' });
    expect((await island(other)).charProject).toBeNull();
  });

  it('migration 038 puts earlier wizard projects in a project: a same-named one of the owner’s, else a new one', async () => {
    const user = await createTestUser(t.db);
    const named = await t.db.one<{ seq: number }>(sql`
      INSERT INTO char_projects (char_project_id, user_seq, name) VALUES (${`P-M-${user.user.seq}`}, ${user.user.seq}, 'Quarry Library') RETURNING seq`);
    const [same, alone] = await Promise.all(['quarry library', 'Ferry Terminal'].map((name) =>
      t.db.one<{ seq: number }>(sql`INSERT INTO specwizard_projects (user_seq, name, content_id) VALUES (${user.user.seq}, ${name}, ${wizardId}) RETURNING seq`)));
    await t.db.exec(readFileSync(path.join(ROOT, 'src/db/migrations/038_project_products.sql'), 'utf8'));
    const linked = await t.db.many<{ seq: number; project: number; name: string; owner: number }>(sql`
      SELECT w.seq, w.char_project_seq AS project, cp.name, cp.user_seq AS owner FROM specwizard_projects w JOIN char_projects cp ON cp.seq = w.char_project_seq
      WHERE w.seq IN (${same.seq}, ${alone.seq})`);
    const bySeq = new Map(linked.map((row) => [row.seq, row]));
    expect(bySeq.get(same.seq)).toEqual({ seq: same.seq, project: named.seq, name: 'Quarry Library', owner: user.user.seq });
    expect(bySeq.get(alone.seq)).toEqual({ seq: alone.seq, project: expect.any(Number), name: 'Ferry Terminal', owner: user.user.seq });
    expect(bySeq.get(alone.seq)?.project).not.toBe(named.seq);
  });
});
