import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { expectFormFieldRefused, formPost } from '../helpers/form-posts';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { createTestUser } from '../helpers/users';

let t: TestApp;
let admin: TestUser;
let coid: number;

const as = (u: TestUser) => ({ Authorization: `Bearer ${u.token}` });

async function door(name: string): Promise<number> {
  const res = await request(t.app).post('/api/products').set(as(admin))
    .send({ coid, name, section: '081113', division: '08', template: 'hollow-metal-doors', properties: { 'fire-rating': 5400, stc: 42 } });
  expect(res.status).toBe(201);
  return res.body.seq as number;
}

async function project(user: TestUser, name: string): Promise<number> {
  return (await t.db.one<{ seq: number }>(sql`
    INSERT INTO char_projects (char_project_id, user_seq, name) VALUES (${`P-PP-${user.user.seq}-${name.length}-${Date.now()}`}, ${user.user.seq}, ${name}) RETURNING seq`)).seq;
}

const page = (user: TestUser, seq: number) => request(t.app).get(`/account/projects/${seq}`).set('Cookie', user.cookie);

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.db, { isAdmin: true });
  coid = (await t.db.one<{ coid: number }>(sql`SELECT coid FROM companies ORDER BY coid LIMIT 1`)).coid;
});
afterAll(() => t.close());

describe('"Add to project" carries the product', () => {
  it('adds the product from its page’s form, and the project page lists it under its section as the basis', async () => {
    const user = await createTestUser(t.db);
    const seq = await project(user, 'Riverside Library');
    const product = await door('Form Door');
    const productPage = await request(t.app).get(`/product/${product}`).set('Cookie', user.cookie);
    expect(productPage.text).toContain(`<input type="hidden" name="productId" value="${product}"/>`);
    const res = await formPost(t.app, user, '/account/project-products', { project: String(seq), productId: String(product), role: 'basis' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(new RegExp(`^/account/projects/${seq}\\?done=added#product-\\d+$`));
    const html = parseHtml((await page(user, seq)).text);
    expect(html.text('#project-products-title')).toBe('Products');
    expect(html.text('#section-081113')).toContain('08 11 13');
    expect(html.text('.project-product h4')).toBe('Form Door Basis of design');
    expect(html.text('.project-product')).toContain('Unchanged since specified.');
  });

  it('offers it on a comparison of products and on the favorites, for signed-in users only', async () => {
    const user = await createTestUser(t.db);
    await project(user, 'Harbor School');
    const [a, b] = await Promise.all([door('Compare Door A'), door('Compare Door B')]);
    const signedIn = await request(t.app).get(`/compare/${a},${b}`).set('Cookie', user.cookie).expect(200);
    const forms = parseHtml(signedIn.text).attrs('form[action="/account/project-products"] input[name="productId"]', 'value');
    expect(forms).toEqual([String(a), String(b)]);
    const anonymous = await request(t.app).get(`/compare/${a},${b}`).expect(200);
    expect(anonymous.text).not.toContain('action="/account/project-products"');
    const item = await t.db.one<{ id: number }>(sql`SELECT id FROM content_items WHERE product_seq = ${a} AND content_type = 'product'`);
    await formPost(t.app, user, '/account/favorites', { content_id: String(item.id), content_type: 'product' }).expect(303);
    const favorites = await request(t.app).get('/account/favorites').set('Cookie', user.cookie).expect(200);
    expect(parseHtml(favorites.text).attrs('form[action="/account/project-products"] input[name="productId"]', 'value')).toEqual([String(a)]);
  });

  it('refuses a malformed field with a 400 naming it, and another user’s project with a 404', async () => {
    const user = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    const seq = await project(user, 'Quay Offices');
    const product = await door('Refused Door');
    await expectFormFieldRefused(t.app, user, '/account/project-products', { project: String(seq), productId: String(product), role: 'primary' }, 'role');
    const foreign = await formPost(t.app, other, '/account/project-products', { project: String(seq), productId: String(product), role: 'basis' });
    expect(foreign.status).toBe(404);
  });
});

describe('changed since specified, on the project page', () => {
  it('shows an administrator’s change as was → now; keep hides it, a further change shows again, accept takes it', async () => {
    const user = await createTestUser(t.db);
    const seq = await project(user, 'Pier Museum');
    const [basis, equal] = await Promise.all([door('Changing Door'), door('Equal Door')]);
    await formPost(t.app, user, '/account/project-products', { project: String(seq), productId: String(basis), role: 'basis' }).expect(303);
    await formPost(t.app, user, '/account/project-products', { project: String(seq), productId: String(equal), role: 'equal' }).expect(303);
    await request(t.app).put(`/api/products/${basis}`).set(as(admin)).send({ properties: { 'fire-rating': 3600, stc: 42 } }).expect(200);
    const html = parseHtml((await page(user, seq)).text);
    const row = html.all('.project-product').find((r) => r.textContent?.includes('Changing Door'))!;
    expect(row.textContent).toContain('Changed since specified');
    const cells = [...row.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(cells).toEqual([['Fire rating', '90 min', '60 min']]);
    // Both products can be compared from here.
    const picks = html.attrs('.project-product a.compare-toggle', 'href').map((href) => new URL(href, 'http://x').searchParams.get('compare'));
    expect(picks.sort()).toEqual([String(basis), String(equal)].sort());
    const rowId = (await t.db.one<{ seq: number }>(sql`SELECT seq FROM project_products WHERE project_seq = ${seq} AND product_seq = ${basis}`)).seq;

    const kept = await formPost(t.app, user, `/account/projects/${seq}/products/${rowId}/keep`, {});
    expect(kept.headers.location).toBe(`/account/projects/${seq}?done=kept#product-${rowId}`);
    expect(parseHtml((await page(user, seq)).text).text(`#product-${rowId}`)).toContain('Unchanged since specified.');

    await request(t.app).put(`/api/products/${basis}`).set(as(admin)).send({ properties: { 'fire-rating': 2700, stc: 42 } }).expect(200);
    expect(parseHtml((await page(user, seq)).text).text(`#product-${rowId}`)).toContain('45 min');
    await formPost(t.app, user, `/account/projects/${seq}/products/${rowId}/accept`, {}).expect(303);
    const specified = await t.db.one<{ fire: number }>(sql`SELECT (specified->'properties'->0->>'value')::int AS fire FROM project_products WHERE seq = ${rowId}`);
    expect(specified.fire).toBe(2700);
    expect(parseHtml((await page(user, seq)).text).text(`#product-${rowId}`)).toContain('Unchanged since specified.');
  });

  it('saves notes and quantity, and removes a product, from the page’s forms', async () => {
    const user = await createTestUser(t.db);
    const seq = await project(user, 'Dock Hall');
    await formPost(t.app, user, '/account/project-products', { project: String(seq), productId: String(await door('Noted Door')), role: 'equal' }).expect(303);
    const rowId = (await t.db.one<{ seq: number }>(sql`SELECT seq FROM project_products WHERE project_seq = ${seq}`)).seq;
    await formPost(t.app, user, `/account/projects/${seq}/products/${rowId}`, { notes: 'Corridor doors', quantity: '14', role: 'equal' }).expect(303);
    const html = parseHtml((await page(user, seq)).text);
    expect(html.text(`#product-${rowId}`)).toContain('Corridor doors');
    expect(html.text(`#product-${rowId}`)).toContain('Quantity 14');
    await formPost(t.app, user, `/account/projects/${seq}/products/${rowId}/delete`, {}).expect(303);
    expect((await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM project_products WHERE project_seq = ${seq}`)).n).toBe(0);
  });
});
