import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { SAME_ORIGIN, createTestUser } from '../helpers/users';

let t: TestApp;
let owner: TestUser;
let editor: TestUser;
let viewer: TestUser;
let stranger: TestUser;
let admin: TestUser;
let coid: number;

const as = (u: TestUser) => ({ Authorization: `Bearer ${u.token}` });

async function newProduct(name: string, extra: Record<string, unknown>): Promise<number> {
  const res = await request(t.app).post('/api/products').set(as(admin)).send({ coid, name, ...extra });
  expect(res.status).toBe(201);
  return res.body.seq as number;
}
const door = (name = 'Project Test Door') => newProduct(name, { section: '081113', division: '08', template: 'hollow-metal-doors', properties: { 'fire-rating': 5400, stc: 42 } });

async function newProject(u: TestUser, name = 'Harbor Library'): Promise<{ seq: number; projectId: string }> {
  const res = await request(t.app).post('/api/char-project').set(as(u)).send({ name });
  expect(res.status).toBe(201);
  return res.body;
}
const add = (u: TestUser, project: number | string, body: Record<string, unknown>) => request(t.app).post(`/api/char-project/${project}/products`).set(as(u)).send(body);
const list = async (u: TestUser, project: number) => (await request(t.app).get(`/api/char-project/${project}/products`).set(as(u)).expect(200)).body.products;

beforeAll(async () => {
  t = await createTestApp();
  [owner, editor, viewer, stranger] = await Promise.all([createTestUser(t.db), createTestUser(t.db), createTestUser(t.db), createTestUser(t.db)]);
  admin = await createTestUser(t.db, { isAdmin: true });
  coid = (await t.db.one<{ coid: number }>(sql`SELECT coid FROM companies ORDER BY coid LIMIT 1`)).coid;
});
afterAll(() => t.close());

async function withMembers(): Promise<number> {
  const project = await newProject(owner);
  await t.db.query(sql`INSERT INTO project_members (project_seq, user_seq, role) VALUES (${project.seq}, ${editor.user.seq}, 'editor'), (${project.seq}, ${viewer.user.seq}, 'viewer')`);
  return project.seq;
}

describe('a project’s products', () => {
  it('adds a product with its record frozen as specified, in the product’s section, and names its maker in csiMap', async () => {
    const project = await newProject(owner);
    const seq = await door();
    const res = await add(owner, project.projectId, { productId: seq, role: 'basis', notes: 'Stair doors' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ productId: seq, section: '08 11 13', sectionTitle: expect.any(String), role: 'basis', notes: 'Stair doors', quantity: null, changed: false, url: `/product/${seq}` });
    expect(res.body.specified).toMatchObject({ format: 1, productId: seq, name: 'Project Test Door', template: { id: 'hollow-metal-doors', version: 1 }, withdrawn: false });
    expect(res.body.specified.properties).toContainEqual({ id: 'fire-rating', name: 'Fire rating', value: 5400, unit: 's', display: '90 min' });
    const got = (await request(t.app).get(`/api/char-project/${project.seq}`).set(as(owner)).expect(200)).body;
    expect(got.csiMap['08 11 13']).toEqual([coid]);
    expect(await list(owner, project.seq)).toEqual([res.body]);
  });

  it('shows an administrator’s change of a property as was → now, then accept moves the record to now', async () => {
    const project = await newProject(owner);
    const seq = await door();
    const row = (await add(owner, project.seq, { productId: seq, role: 'basis' })).body;
    await request(t.app).put(`/api/products/${seq}`).set(as(admin)).send({ properties: { 'fire-rating': 3600, stc: 42 } }).expect(200);
    const [changed] = await list(owner, project.seq);
    expect(changed.changed).toBe(true);
    expect(changed.changes.properties).toEqual([{ id: 'fire-rating', name: 'Fire rating', was: '90 min', now: '60 min' }]);
    const accepted = await request(t.app).post(`/api/char-project/${project.seq}/products/${row.id}/accept`).set(as(owner)).expect(200);
    expect(accepted.body.changed).toBe(false);
    expect(accepted.body.specified.properties).toContainEqual(expect.objectContaining({ id: 'fire-rating', value: 3600, display: '60 min' }));
  });

  it('keeps the original: the change stops showing until the product changes again', async () => {
    const project = await newProject(owner);
    const seq = await door();
    const row = (await add(owner, project.seq, { productId: seq, role: 'basis' })).body;
    await request(t.app).put(`/api/products/${seq}`).set(as(admin)).send({ properties: { 'fire-rating': 3600, stc: 42 } }).expect(200);
    const kept = await request(t.app).post(`/api/char-project/${project.seq}/products/${row.id}/keep`).set(as(owner)).expect(200);
    expect(kept.body).toMatchObject({ changed: false, keptAt: expect.any(String) });
    expect(kept.body.specified.properties).toContainEqual(expect.objectContaining({ id: 'fire-rating', value: 5400 }));
    await request(t.app).put(`/api/products/${seq}`).set(as(admin)).send({ properties: { 'fire-rating': 3600, stc: 45 } }).expect(200);
    const [again] = await list(owner, project.seq);
    expect(again.keptAt).toBeNull();
    expect(again.changes.properties.map((p: { id: string }) => p.id).sort()).toEqual(['fire-rating', 'stc']);
  });

  it('reports new documents, declarations expiring within 90 days and withdrawal', async () => {
    const project = await newProject(owner);
    const seq = await door();
    await add(owner, project.seq, { productId: seq, role: 'basis' });
    const doc = await t.db.one<{ id: number }>(sql`
      INSERT INTO content_items (coid, product_seq, content_type, title, section, division) VALUES (${coid}, ${seq}, 'datasheet', 'Door data sheet', '08 11 13', '08') RETURNING id`);
    const epd = await t.db.one<{ id: number }>(sql`
      INSERT INTO content_items (coid, product_seq, content_type, title, section, division) VALUES (${coid}, ${seq}, 'epd', 'Door EPD', '08 11 13', '08') RETURNING id`);
    await t.db.query(sql`INSERT INTO declarations (content_id, kind, declared_unit, gwp_kg_co2e, issued_on, expires_on)
      VALUES (${epd.id}, 'epd', 'm2', 41.5, current_date - interval '5 years' + interval '30 days', current_date + 30)`);
    await t.db.query(sql`UPDATE products SET online = false, withdrawn_at = now() WHERE seq = ${seq}`);
    const [row] = await list(owner, project.seq);
    expect(row.changes.newDocuments).toEqual([expect.objectContaining({ id: doc.id, title: 'Door data sheet', contentType: 'datasheet' })]);
    expect(row.changes.declarations).toEqual([expect.objectContaining({ id: epd.id, type: 'epd', state: 'expiring' })]);
    expect(row.changes.withdrawn).toBe(true);
    expect(row.url).toBeNull();
  });

  it('holds one basis per section and each product once (409s naming the field), equals beside it', async () => {
    const project = await newProject(owner);
    const [a, b, c] = await Promise.all([door('Basis Door'), door('Equal Door'), door('Second Basis Door')]);
    await add(owner, project.seq, { productId: a, role: 'basis' }).expect(201);
    await add(owner, project.seq, { productId: b, role: 'equal' }).expect(201);
    const twice = await add(owner, project.seq, { productId: a, role: 'equal' });
    expect(twice.status).toBe(409);
    expect(twice.body.error.fields).toEqual({ productId: 'is already in this project' });
    const secondBasis = await add(owner, project.seq, { productId: c, role: 'basis' });
    expect(secondBasis.status).toBe(409);
    expect(secondBasis.body.error.message).toContain('Basis Door');
    const rows = await list(owner, project.seq);
    expect(rows.map((r: { role: string; productId: number }) => [r.role, r.productId])).toEqual([['basis', a], ['equal', b]]);
    const promote = await request(t.app).patch(`/api/char-project/${project.seq}/products/${rows[1].id}`).set(as(owner)).send({ role: 'basis' });
    expect(promote.status).toBe(409);
  });

  it('adds one basis of parallel requests for the same section', async () => {
    const project = await newProject(owner);
    const doors = await Promise.all(Array.from({ length: 8 }, (_, i) => door(`Race Door ${i}`)));
    const answers = await Promise.all(doors.map((seq) => add(owner, project.seq, { productId: seq, role: 'basis' })));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(await list(owner, project.seq)).toHaveLength(1);
  });

  it('changes notes, quantity and role, and removes a row', async () => {
    const project = await newProject(owner);
    const seq = await door();
    const row = (await add(owner, project.seq, { productId: seq, role: 'equal', section: '081113' })).body;
    const patched = await request(t.app).patch(`/api/char-project/${project.seq}/products/${row.id}`).set(as(owner)).send({ notes: 'Level 2 only', quantity: 12.5, role: 'basis' });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ notes: 'Level 2 only', quantity: 12.5, role: 'basis' });
    await request(t.app).delete(`/api/char-project/${project.seq}/products/${row.id}`).set(as(owner)).expect(204);
    expect(await list(owner, project.seq)).toEqual([]);
    await request(t.app).delete(`/api/char-project/${project.seq}/products/${row.id}`).set(as(owner)).expect(404);
  });

  it('answers bad input with a 400 naming the field', async () => {
    const project = await newProject(owner);
    const noRole = await add(owner, project.seq, { productId: 'x', role: 'main' });
    expect(noRole.status).toBe(400);
    expect(Object.keys(noRole.body.error.fields).sort()).toEqual(['productId', 'role']);
    const unknown = await add(owner, project.seq, { productId: 2_000_000_000, role: 'basis' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual({ productId: 'is not a product on the site' });
    const badSection = await add(owner, project.seq, { productId: await door(), role: 'basis', section: '99 99' });
    expect(badSection.body.error.fields).toEqual({ section: 'must be a CSI section like "08 11 13"' });
    const negative = await add(owner, project.seq, { productId: await door(), role: 'basis', quantity: -1 });
    expect(negative.body.error.fields).toEqual({ quantity: 'must not be negative' });
  });
});

describe('who may read and change a project’s products', () => {
  it('refuses anonymous calls with 401', async () => {
    expect((await request(t.app).get('/api/char-project/1/products')).status).toBe(401);
    expect((await request(t.app).post('/api/char-project/1/products').set(SAME_ORIGIN).send({ productId: 1, role: 'basis' })).status).toBe(401);
  });

  it('gives non-members 404 on every route, as for a project that does not exist', async () => {
    const project = await withMembers();
    const row = (await add(owner, project, { productId: await door(), role: 'basis' })).body;
    const base = `/api/char-project/${project}/products`;
    expect((await request(t.app).get(base).set(as(stranger))).status).toBe(404);
    expect((await add(stranger, project, { productId: await door(), role: 'equal' })).status).toBe(404);
    expect((await request(t.app).patch(`${base}/${row.id}`).set(as(stranger)).send({ notes: 'x' })).status).toBe(404);
    expect((await request(t.app).delete(`${base}/${row.id}`).set(as(stranger))).status).toBe(404);
    expect((await request(t.app).post(`${base}/${row.id}/accept`).set(as(stranger))).status).toBe(404);
    expect((await request(t.app).post(`${base}/${row.id}/keep`).set(as(stranger))).status).toBe(404);
    expect(await list(owner, project)).toHaveLength(1);
  });

  it('lets viewers read but answers their changes 403; editors change', async () => {
    const project = await withMembers();
    const row = (await add(owner, project, { productId: await door(), role: 'basis' })).body;
    const base = `/api/char-project/${project}/products`;
    expect(await list(viewer, project)).toHaveLength(1);
    expect((await add(viewer, project, { productId: await door(), role: 'equal' })).status).toBe(403);
    expect((await request(t.app).patch(`${base}/${row.id}`).set(as(viewer)).send({ notes: 'x' })).status).toBe(403);
    expect((await request(t.app).delete(`${base}/${row.id}`).set(as(viewer))).status).toBe(403);
    expect((await request(t.app).post(`${base}/${row.id}/accept`).set(as(viewer))).status).toBe(403);
    expect((await request(t.app).post(`${base}/${row.id}/keep`).set(as(viewer))).status).toBe(403);
    expect((await add(editor, project, { productId: await door(), role: 'equal' })).status).toBe(201);
    expect((await request(t.app).patch(`${base}/${row.id}`).set(as(editor)).send({ notes: 'Checked' })).body.notes).toBe('Checked');
    expect(await list(viewer, project)).toHaveLength(2);
  });

  it('does not reach another project’s row through a project the caller edits', async () => {
    const mine = await newProject(owner);
    const theirs = await newProject(stranger);
    const row = (await add(stranger, theirs.seq, { productId: await door(), role: 'basis' })).body;
    expect((await request(t.app).delete(`/api/char-project/${mine.seq}/products/${row.id}`).set(as(owner))).status).toBe(404);
    expect(await list(stranger, theirs.seq)).toHaveLength(1);
  });
});
