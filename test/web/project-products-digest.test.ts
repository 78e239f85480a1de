import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { queueChangeDigests } from '../../src/services/watches/digest';
import { formPost } from '../helpers/form-posts';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { createTestUser } from '../helpers/users';

let t: TestApp;
let admin: TestUser;
let coid: number;

const as = (u: TestUser) => ({ Authorization: `Bearer ${u.token}` });

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.db, { isAdmin: true });
  coid = (await t.db.one<{ coid: number }>(sql`SELECT coid FROM companies ORDER BY coid LIMIT 1`)).coid;
});
afterAll(() => t.close());

describe('project watchers hear of products changed since specified', () => {
  it('mails the owner and a viewer, both watching the project, "changed since specified" after an administrator’s PUT', async () => {
    const [owner, viewer] = await Promise.all([createTestUser(t.db), createTestUser(t.db)]);
    const project = (await request(t.app).post('/api/char-project').set(as(owner)).send({ name: 'Canal Gallery' }).expect(201)).body;
    await t.db.query(sql`INSERT INTO project_members (project_seq, user_seq, role) VALUES (${project.seq}, ${viewer.user.seq}, 'viewer')`);
    // A section the product is not in: only the product held by the project ties the change to it.
    const product = (await request(t.app).post('/api/products').set(as(admin))
      .send({ coid, name: 'Digest Door', section: '081113', division: '08', template: 'hollow-metal-doors', properties: { 'fire-rating': 5400 } }).expect(201)).body.seq as number;
    await request(t.app).post(`/api/char-project/${project.seq}/products`).set(as(owner)).send({ productId: product, role: 'basis', section: '08 14 16' }).expect(201);
    await formPost(t.app, owner, '/account/watches', { kind: 'project', target: String(project.seq) }).expect(303);
    // Members watching a project is the colleagues work's (src/services/watches/watches.ts); the row is what it writes.
    await t.db.query(sql`INSERT INTO watches (user_seq, kind, target) VALUES (${viewer.user.seq}, 'project', ${project.seq})`);
    for (const user of [owner, viewer]) await formPost(t.app, user, '/account/watches/digest', { change_digest: 'daily' }).expect(303);
    await request(t.app).put(`/api/products/${product}`).set(as(admin)).send({ properties: { 'fire-rating': 3600 } }).expect(200);
    await queueChangeDigests(t.db, 'http://localhost:3000', new Date(Date.now() + 60_000));
    for (const user of [owner, viewer]) {
      const mails = await t.db.many<{ body: string }>(sql`SELECT body FROM outbox WHERE to_address = ${user.user.email}`);
      expect(mails).toHaveLength(1);
      expect(mails[0].body).toContain(`http://localhost:3000/product/${product}`);
      expect(mails[0].body).toContain(`Changed since specified in Canal Gallery: http://localhost:3000/account/projects/${project.seq}`);
    }
  });

  it('does not mail a watcher who is no longer a member', async () => {
    const [owner, former] = await Promise.all([createTestUser(t.db), createTestUser(t.db)]);
    const project = (await request(t.app).post('/api/char-project').set(as(owner)).send({ name: 'Mill Studios' }).expect(201)).body;
    const product = (await request(t.app).post('/api/products').set(as(admin))
      .send({ coid, name: 'Former Door', section: '081113', division: '08', template: 'hollow-metal-doors', properties: { 'fire-rating': 5400 } }).expect(201)).body.seq as number;
    await request(t.app).post(`/api/char-project/${project.seq}/products`).set(as(owner)).send({ productId: product, role: 'basis', section: '08 14 16' }).expect(201);
    await t.db.query(sql`INSERT INTO watches (user_seq, kind, target) VALUES (${former.user.seq}, 'project', ${project.seq})`);
    await t.db.query(sql`UPDATE users SET change_digest = 'daily' WHERE seq = ${former.user.seq}`);
    await request(t.app).put(`/api/products/${product}`).set(as(admin)).send({ properties: { 'fire-rating': 3600 } }).expect(200);
    await queueChangeDigests(t.db, 'http://localhost:3000', new Date(Date.now() + 60_000));
    expect(await t.db.many(sql`SELECT body FROM outbox WHERE to_address = ${former.user.email}`)).toEqual([]);
  });
});
