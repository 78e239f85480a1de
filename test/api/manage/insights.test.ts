import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../../src/db/sql';
import { createDraft, publishDraft } from '../../../src/services/manage/product-drafts';
import { createManufacturer } from '../../helpers/import-sheets';
import type { TestApp } from '../../helpers/test-app';
import { createTestApp } from '../../helpers/test-app';
import { createTestUser, type TestUser } from '../../helpers/users';

/** A browser's user agent: views are counted for people, not for crawlers or clients that name nothing. */
const BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const admin = { userSeq: null, label: 'user:admin@example.com', isAdmin: true };

async function publishedDoor(coid: number, code: string): Promise<number> {
  const { id } = await createDraft(t.db, admin, coid, { template: 'hollow-metal-doors', code, name: `Insight Door ${code}`, section: '08 11 13', properties: { 'fire-rating': 5400 } });
  await publishDraft(t.db, admin, coid, id);
  return id;
}

async function architect(state: string, firmType: string | null): Promise<TestUser> {
  const user = await createTestUser(t.db);
  await t.db.query(sql`UPDATE users SET state = ${state}, firm_type = ${firmType}, company = 'Secret Studio LLP' WHERE seq = ${user.user.seq}`);
  return user;
}

const events = (coid: number, kind: string) => t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM insight_events WHERE coid = ${coid} AND kind = ${kind}`);

describe('GET /api/manage/{coid}/insights', () => {
  it('counts views, comparisons, saves and watches per product and week, the architects only by firm type and region, and names only those who asked for information', async () => {
    const coid = await createManufacturer(t.db);
    const staff = await createTestUser(t.db, { coid });
    const [door, other] = [await publishedDoor(coid, 'INS-1'), await publishedDoor(coid, 'INS-2')];
    const westArchitects = [await architect('CA', 'architecture'), await architect('WA', 'architecture'), await architect('OR', 'architecture')];
    const lone = await architect('NY', 'interior-design');
    for (const a of [...westArchitects, lone]) expect((await request(t.app).get(`/product/${door}`).set('User-Agent', BROWSER).set('Cookie', a.cookie)).status).toBe(200);
    expect((await request(t.app).get(`/product/${door}`).set('User-Agent', 'Googlebot/2.1 (+http://www.google.com/bot.html)')).status).toBe(200);
    expect((await request(t.app).get(`/api/compare/${door},${other}`).set('User-Agent', BROWSER).set('Cookie', lone.cookie)).status).toBe(200);
    // A request without a user agent is no browser: not counted.
    expect((await request(t.app).get(`/product/${door}`)).status).toBe(200);
    await t.insights.flush();
    expect((await events(coid, 'view')).n).toBe(4);
    expect((await events(coid, 'compare')).n).toBe(2);
    const item = await t.db.one<{ id: number }>(sql`SELECT id FROM content_items WHERE product_seq = ${door} AND content_type = 'product'`);
    await t.db.query(sql`INSERT INTO user_favorites (user_seq, content_id, content_type) VALUES (${lone.user.seq}, ${item.id}, 'product')`);
    await t.db.query(sql`INSERT INTO watches (user_seq, kind, target) VALUES (${westArchitects[0].user.seq}, 'product', ${door})`);
    await t.db.query(sql`INSERT INTO content_requests (user_seq, coid, kind, email, full_name, message) VALUES (${lone.user.seq}, ${coid}, 'rfi', ${lone.user.email}, 'Rita Requester', 'Lead times?')`);
    // The manufacturer's own staff looking at its product is not an insight.
    expect((await request(t.app).get(`/product/${door}`).set('User-Agent', BROWSER).set('Cookie', staff.cookie)).status).toBe(200);
    await t.insights.flush();
    expect((await events(coid, 'view')).n).toBe(5);

    const res = await request(t.app).get(`/api/manage/${coid}/insights`).set('Cookie', staff.cookie);
    expect(res.status).toBe(200);
    const rows = res.body.rows.filter((r: { kind: string; id: number }) => r.kind === 'product' && r.id === door);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ week: res.body.weeks.at(-1), title: 'Insight Door INS-1', views: 4, comparisons: 1, saves: 1, watches: 1 });
    expect(res.body.rows.find((r: { id: number }) => r.id === other)).toMatchObject({ views: 0, comparisons: 1 });
    expect(res.body.audience.regions).toEqual([
      { group: 'West', architects: 3 },
      { group: 'Northeast', architects: null },
    ]);
    expect(res.body.audience.firmTypes).toEqual([
      { group: 'Architecture', architects: 3 },
      { group: 'Interior design', architects: null },
    ]);
    expect(res.body.requesters).toEqual([{ name: 'Rita Requester', organization: '', sentAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }]);
    const text = JSON.stringify(res.body);
    for (const a of westArchitects) {
      expect(text).not.toContain(a.user.email);
      expect(text).not.toContain(a.user.lastName);
    }
    expect(text).not.toContain('Secret Studio');

    const csv = await request(t.app).get(`/api/manage/${coid}/insights?format=csv`).set('Cookie', staff.cookie);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Week,Kind,Id,Title,Views,Downloads,Downloads by format,Saves,Watches,Comparisons,Projects,Spec wizard saves,Spec-wizard downloads');
    expect(lines).toContain(`${res.body.weeks.at(-1)},product,${door},Insight Door INS-1,4,0,,1,1,1,0,0,0`);
  });

  it('is 401 anonymous, 403 for architects and other manufacturers’ staff, 400 naming a bad period', async () => {
    const coid = await createManufacturer(t.db);
    const other = await createManufacturer(t.db);
    const path = `/api/manage/${coid}/insights`;
    expect((await request(t.app).get(path)).status).toBe(401);
    expect((await request(t.app).get(path).set('Cookie', (await createTestUser(t.db)).cookie)).status).toBe(403);
    expect((await request(t.app).get(path).set('Cookie', (await createTestUser(t.db, { coid: other })).cookie)).status).toBe(403);
    const bad = await request(t.app).get(`${path}?weeks=60`).set('Cookie', (await createTestUser(t.db, { coid })).cookie);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('weeks');
  });
});

describe('/manage/{coid}/insights', () => {
  it('shows the weekly table, the audience in aggregate and the CSV link to the manufacturer’s staff, 403 to others', async () => {
    const coid = await createManufacturer(t.db);
    const staff = await createTestUser(t.db, { coid });
    const door = await publishedDoor(coid, 'INS-PAGE');
    await t.db.query(sql`INSERT INTO insight_events (kind, coid, product_seq) VALUES ('view', ${coid}, ${door}), ('view', ${coid}, ${door})`);
    const page = await request(t.app).get(`/manage/${coid}/insights`).set('Cookie', staff.cookie);
    expect(page.status).toBe(200);
    const text = page.text.replace(/<!-- -->/g, '');
    expect(text).toMatch(/<td>Insight Door INS-PAGE <small>\(product\)<\/small><\/td><td>2<\/td>/);
    expect(text).toContain(`href="/api/manage/${coid}/insights?format=csv&amp;weeks=12"`);
    expect((await request(t.app).get(`/manage/${coid}/insights`).set('Cookie', (await createTestUser(t.db)).cookie)).status).toBe(403);
  });
});
