import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { formPost } from '../helpers/form-posts';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { createTestUser } from '../helpers/users';

let t: TestApp;
let coid: number;
let staff: TestUser;
let admin: TestUser;
let architect: TestUser;
let codes = 0;

const page = (user: TestUser, path: string) => request(t.app).get(path).set('Cookie', user.cookie);
const doorForm = (extra: Record<string, string> = {}) => ({
  template: 'hollow-metal-doors',
  code: `FORM-${++codes}-${Date.now()}`,
  name: 'Form Made Steel Door',
  tradename: '',
  section: '08 11 13',
  online: 'yes',
  'properties.fire-rating': '90',
  'properties.core': 'polyurethane',
  'properties.standards~4': 'UL 10C',
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  coid = (await t.db.one<{ coid: number }>(sql`SELECT coid FROM companies ORDER BY coid LIMIT 1`)).coid;
  staff = await createTestUser(t.db, { coid });
  admin = await createTestUser(t.db, { isAdmin: true });
  architect = await createTestUser(t.db);
});
afterAll(() => t.close());

describe('/manage', () => {
  it('sends staff to their manufacturer, shows administrators the picker, refuses architects and signs visitors in', async () => {
    const own = await page(staff, '/manage');
    expect(own.status).toBe(303);
    expect(own.headers.location).toBe(`/manage/${coid}`);
    const picker = parseHtml((await page(admin, '/manage').expect(200)).text);
    expect(picker.links).toContain('/manage/review');
    expect(picker.links).toContain(`/manage/${coid}`);
    expect((await page(architect, '/manage')).status).toBe(403);
    expect((await page(architect, `/manage/${coid}`)).status).toBe(403);
    const anonymous = await request(t.app).get(`/manage/${coid}`);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.location).toMatch(/^\/signin\?redirect=/);
  });

  it('generates the typed form from the template: numbers with their display unit, choices as selects and checkboxes', async () => {
    const html = parseHtml((await page(staff, `/manage/${coid}/products/new?template=hollow-metal-doors`).expect(200)).text);
    expect(html.h1).toBe('New product: Hollow metal doors');
    expect(html.text('label[for="product-properties.fire-rating"]')).toContain('Fire rating');
    expect(html.text('#product-properties\\.fire-rating-hint')).toContain('In min.');
    expect(html.all('select[name="properties.core"] option').map((o) => o.getAttribute('value'))).toEqual(['', 'polyurethane', 'polystyrene', 'steel-stiffened', 'honeycomb']);
    expect(html.attrs('input[type="checkbox"][name^="properties.standards~"]', 'value')).toContain('UL 10C');
  });

  it('shows each refused property at its field with the API’s rules, keeping what was typed', async () => {
    const res = await formPost(t.app, staff, `/manage/${coid}/products/new`, doorForm({ name: '', 'properties.fire-rating': 'ninety', 'properties.stc': '500' }));
    expect(res.status).toBe(400);
    const html = parseHtml(res.text);
    expect(html.text('#product-name-error')).toContain('is required');
    expect(html.text('#product-properties\\.fire-rating-error')).toContain('must be a number in min');
    expect(html.text('#product-properties\\.stc-error')).toContain('must be at most');
    expect(html.attr('input[name="properties.stc"]', 'value')).toBe('500');
  });

  it('creates a draft from the form, submits it, and an administrator publishes it from the review queue', async () => {
    const created = await formPost(t.app, staff, `/manage/${coid}/products/new`, doorForm());
    expect(created.status).toBe(303);
    const id = Number(/\/products\/(\d+)\?done=created$/.exec(created.headers.location)?.[1]);
    const edit = parseHtml((await page(staff, `/manage/${coid}/products/${id}`).expect(200)).text);
    expect(edit.text('.state-chip')).toBe('Draft');
    expect(edit.attr('input[name="properties.fire-rating"]', 'value')).toBe('90');
    expect(edit.has(`form[action="/manage/${coid}/products/${id}/publish"]`)).toBe(false);
    expect((await formPost(t.app, staff, `/manage/${coid}/products/${id}/submit`, {})).status).toBe(303);

    const queue = parseHtml((await page(admin, '/manage/review').expect(200)).text);
    const item = queue.one(`#review-${id}`).closest('section')!;
    const rows = [...item.querySelectorAll('tbody tr')].map((r) => [...r.children].map((c) => c.textContent));
    expect(rows).toContainEqual(['Fire rating', '—', '90 min']);
    expect((await page(staff, '/manage/review')).status).toBe(403);
    const published = await formPost(t.app, admin, `/manage/${coid}/products/${id}/publish`, { from: 'review' });
    expect(published.headers.location).toBe('/manage/review?done=published');
    const listed = parseHtml((await page(staff, `/manage/${coid}`).expect(200)).text);
    expect(listed.text(`tr:has(a[href="/manage/${coid}/products/${id}"]) .state-chip`)).toBe('Published');
    expect((await request(t.app).get(`/api/products/${id}`)).status).toBe(200);
  });

  it('sends a change back with a note, which the audit log shows', async () => {
    const created = await formPost(t.app, staff, `/manage/${coid}/products/new`, doorForm());
    const id = Number(/\/products\/(\d+)/.exec(created.headers.location)?.[1]);
    await formPost(t.app, staff, `/manage/${coid}/products/${id}/submit`, {}).expect(303);
    const twice = await formPost(t.app, staff, `/manage/${coid}/products/${id}/submit`, {});
    expect(twice.status).toBe(409);
    expect(parseHtml(twice.text).text('.error-summary h2')).toBe('This product is already waiting for review');
    const empty = await formPost(t.app, admin, `/manage/${coid}/products/${id}/send-back`, { product: String(id), note: '' });
    expect(empty.status).toBe(400);
    expect(parseHtml(empty.text).text(`#review-note-${id}-error`)).toContain('Say what to change');
    await formPost(t.app, admin, `/manage/${coid}/products/${id}/send-back`, { product: String(id), note: 'Give the STC rating.' }).expect(303);
    const audit = parseHtml((await page(staff, `/manage/${coid}/audit`).expect(200)).text);
    expect(audit.bodyText).toContain('Give the STC rating.');
  });

  it('moves a product in the tree and saves the profile, refusing a bad website', async () => {
    const before = await t.db.many<{ seq: number }>(sql`SELECT seq FROM products WHERE coid = ${coid} AND parent_id IS NULL ORDER BY tree_order, seq LIMIT 2`);
    await formPost(t.app, staff, `/manage/${coid}/products/${before[1].seq}/move`, { direction: 'up' }).expect(303);
    const after = await t.db.many<{ seq: number }>(sql`SELECT seq FROM products WHERE coid = ${coid} AND parent_id IS NULL ORDER BY tree_order, seq LIMIT 2`);
    expect(after.map((r) => r.seq)).toEqual([before[1].seq, before[0].seq]);
    const profile = { description: 'Doors since 1950.', address: '1 Main St', city: 'Dayton', state: 'OH', zip: '45402', phone: '555-0100', email: 'sales@example.com', website: 'ftp://x' };
    const bad = await formPost(t.app, staff, `/manage/${coid}/profile`, profile);
    expect(bad.status).toBe(400);
    expect(parseHtml(bad.text).text('#profile-website-error')).toContain('https://');
    await formPost(t.app, staff, `/manage/${coid}/profile`, { ...profile, website: 'https://doors.example' }).expect(303);
    // Not a trusted publisher: the profile waits for review (test/web/company-review.test.ts) and the site keeps the old one.
    expect((await t.db.one<{ website: string }>(sql`SELECT profile->>'website' AS website FROM company_changes WHERE coid = ${coid}`)).website).toBe('https://doors.example');
    expect((await request(t.app).post(`/manage/${coid}/profile`).set('Cookie', staff.cookie).type('form').send(profile)).status).toBe(403);
  });

  it('lets only administrators mark a manufacturer trusted', async () => {
    expect((await formPost(t.app, staff, `/manage/${coid}/trusted`, { trusted: 'yes' })).status).toBe(403);
    await formPost(t.app, admin, `/manage/${coid}/trusted`, { trusted: 'yes' }).expect(303);
    expect(parseHtml((await page(admin, `/manage/${coid}`)).text).bodyText).toContain('Trusted: its staff publish');
    await formPost(t.app, admin, `/manage/${coid}/trusted`, { trusted: 'no' }).expect(303);
  });
});

describe('what a publish sets off', () => {
  it('tells a watcher of the manufacturer on /account: new product, data sheet updated, withdrawn', async () => {
    const watcher = await createTestUser(t.db);
    await t.db.query(sql`INSERT INTO watches (user_seq, kind, target, created_at) VALUES (${watcher.user.seq}, 'company', ${coid}, now() - interval '1 minute')`);
    const created = await formPost(t.app, staff, `/manage/${coid}/products/new`, doorForm({ name: 'Watched New Door' }));
    const id = Number(/\/products\/(\d+)/.exec(created.headers.location)?.[1]);
    await formPost(t.app, admin, `/manage/${coid}/products/${id}/publish`, {}).expect(303);
    const changed = doorForm({ name: 'Watched New Door', 'properties.fire-rating': '60' });
    const code = (await t.db.one<{ code: string }>(sql`SELECT code FROM products WHERE seq = ${id}`)).code;
    await formPost(t.app, staff, `/manage/${coid}/products/${id}`, { ...changed, code }).expect(303);
    await formPost(t.app, admin, `/manage/${coid}/products/${id}/publish`, {}).expect(303);
    await formPost(t.app, staff, `/manage/${coid}/products/${id}/withdraw`, {}).expect(303);
    const kinds = await t.db.many<{ kind: string }>(sql`SELECT kind FROM product_changes WHERE product_seq = ${id} ORDER BY seq`);
    expect(kinds.map((k) => k.kind)).toEqual(['product-added', 'product-updated', 'product-withdrawn']);
    const account = parseHtml((await page(watcher, '/account').expect(200)).text).text('.account-changes');
    expect(account).toContain('New product');
    expect(account).toContain('Data sheet updated');
    expect(account).toContain('Product withdrawn');
  });
});
