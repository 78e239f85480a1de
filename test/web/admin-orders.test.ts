import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { HONEYPOT_FIELD } from '../../src/domain/form-fields';
import { PAYMENT_STATUSES } from '../../src/domain/orders';
import { executableScripts } from '../helpers/html';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { SAME_ORIGIN, createTestUser } from '../helpers/users';

let t: TestApp;
let admin: TestUser;
let otherAdmin: TestUser;
let member: TestUser;

interface Placed {
  seq: number;
  orderNumber: string;
  reference: string;
  email: string;
}

/** An order placed the way a customer does it: POST /payment (at most 5 per app and hour). */
async function placeOrder(name: string): Promise<Placed> {
  const email = `${name}@orders.example`;
  const res = await request(t.app)
    .post('/payment')
    .set(SAME_ORIGIN)
    .type('form')
    .send({ packageId: 'specification', months: '1', company: `${name} Stone Inc.`, contactName: 'Robin Seller', email, phone: '(312) 482-0100', zip: '60601', website: '', notes: '', [HONEYPOT_FIELD]: '' });
  expect(res.status).toBe(303);
  const row = await t.db.one<Omit<Placed, 'email'>>(sql`SELECT seq, order_number AS "orderNumber", reference FROM orders WHERE email = ${email}`);
  return { ...row, email };
}

const page = (path: string, user: TestUser | null) => {
  const req = request(t.app).get(path);
  return user ? req.set('Cookie', user.cookie) : req;
};
const changeStatus = (order: { seq: number | string }, body: Record<string, string>, user: TestUser | null, headers: Record<string, string> = SAME_ORIGIN) => {
  const req = request(t.app).post(`/account/orders/${order.seq}/status`).set(headers).type('form');
  return (user ? req.set('Cookie', user.cookie) : req).send(body);
};
const stored = (seq: number) =>
  t.db.one<{ status: string; paidAt: Date | null; cancelledAt: Date | null; changedBy: number | null }>(sql`
    SELECT status, paid_at AS "paidAt", cancelled_at AS "cancelledAt", changed_by AS "changedBy" FROM orders WHERE seq = ${seq}`);
const mailsTo = (to: string) => t.db.many<{ subject: string; body: string }>(sql`SELECT subject, body FROM outbox WHERE to_address = ${to} ORDER BY seq`);
/** A page's visible text, read by the parser. */
const textOf = (html: string) => parseHtml(html).bodyText;

let paid: Placed;
let cancelled: Placed;
let pending: Placed;
let raced: Placed;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.db, { isAdmin: true });
  otherAdmin = await createTestUser(t.db, { isAdmin: true });
  member = await createTestUser(t.db);
  paid = await placeOrder('paid');
  cancelled = await placeOrder('cancelled');
  raced = await placeOrder('raced');
  pending = await placeOrder('pending');
});
afterAll(() => t.close());

describe('GET /account/orders', () => {
  it('shows administrators every order placed through /payment, newest first, never cached or indexed, without script', async () => {
    const res = await page('/account/orders', admin);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const html = parseHtml(res.text);
    expect(html.robots).toBe('noindex, nofollow');
    expect(html.h1).toBe('Orders');
    expect(executableScripts(res.text)).toEqual([]);
    const text = html.text('main');
    for (const part of [paid.orderNumber, 'paid Stone Inc.', 'Robin Seller', 'Specification listing, one year', 'US$2,400.00', 'Awaiting payment']) {
      expect(text).toContain(part);
    }
    expect(html.links).toContain(`mailto:${paid.email}`);
    expect(text.indexOf(pending.orderNumber)).toBeLessThan(text.indexOf(paid.orderNumber));
    expect(html.attrs('form', 'action')).toContain(`/account/orders/${pending.seq}/status`);
  });

  it('sends anonymous visitors to sign in and refuses users who are not administrators', async () => {
    const anonymous = await page('/account/orders', null);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.location).toBe('/signin?redirect=%2Faccount%2Forders');
    const refused = await page('/account/orders', member);
    expect(refused.status).toBe(403);
    expect(refused.text).not.toContain(paid.orderNumber);
  });

  it('is in the account menu of administrators only', async () => {
    expect((await page('/account', admin)).text).toContain('href="/account/orders"');
    expect((await page('/account', member)).text).not.toContain('href="/account/orders"');
  });

  it('filters by status; a bad status is a 400 naming it, a bad page a 404', async () => {
    const failed = await page('/account/orders?status=failed', admin);
    expect(failed.status).toBe(200);
    expect(failed.text).not.toContain(paid.orderNumber);
    const bad = await page('/account/orders?status=paid', admin);
    expect(bad.status).toBe(400);
    expect(textOf(bad.text)).toContain(`status: must be one of ${PAYMENT_STATUSES.join(', ')}`);
    expect((await page('/account/orders?page=0', admin)).status).toBe(404);
  });
});

describe('POST /account/orders/{seq}/status', () => {
  it('marks an order paid: status success with who and when, a receipt by mail, the confirmation says paid', async () => {
    const res = await changeStatus(paid, { status: 'success', redirect: '/account/orders?status=pending&done=cancelled' }, admin);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/account/orders?status=pending&done=paid');
    const row = await stored(paid.seq);
    expect(row).toMatchObject({ status: 'success', cancelledAt: null, changedBy: admin.user.seq });
    expect(row.paidAt).toBeInstanceOf(Date);

    const receipt = (await mailsTo(paid.email)).find((m) => m.subject === `SpecFind receipt for order ${paid.orderNumber}`);
    for (const part of [paid.orderNumber, 'Specification listing, one year', 'Total paid: US$2,400.00', 'Thank you', `/confirmation?ref=${paid.reference}`]) {
      expect(receipt?.body).toContain(part);
    }

    const list = parseHtml((await page(res.headers.location, admin)).text);
    expect(list.text('p.notice[role="status"]')).toMatch(/^The order is marked paid/);
    expect(list.text('main')).not.toContain(paid.orderNumber); // the pending filter no longer lists it
    const all = parseHtml((await page('/account/orders?status=success', admin)).text);
    expect(all.text('main')).toContain(paid.orderNumber);
    expect(all.text('main')).toContain(`by ${admin.user.email}`);
    expect(all.attrs('form', 'action')).not.toContain(`/account/orders/${paid.seq}/status`);

    const confirmation = parseHtml((await request(t.app).get(`/confirmation?ref=${paid.reference}`)).text);
    expect(confirmation.text('a[href="/payment-status/success"]')).toBe('Paid');
    expect(confirmation.text('main')).toContain('Total paid');
    expect(confirmation.text('main')).not.toContain('Awaiting payment');
  });

  it('cancels an order and tells the customer', async () => {
    const res = await changeStatus(cancelled, { status: 'cancelled' }, admin);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/account/orders?done=cancelled');
    const row = await stored(cancelled.seq);
    expect(row).toMatchObject({ status: 'cancelled', paidAt: null, changedBy: admin.user.seq });
    expect(row.cancelledAt).toBeInstanceOf(Date);
    const mail = (await mailsTo(cancelled.email)).find((m) => m.subject === `SpecFind order ${cancelled.orderNumber} cancelled`);
    expect(mail?.body).toContain('no longer needs paying');
    const confirmation = parseHtml((await request(t.app).get(`/confirmation?ref=${cancelled.reference}`)).text);
    expect(confirmation.text('a[href="/payment-status/cancelled"]')).toBe('Cancelled');
  });

  it('refuses a second change of the same order with a clear message, and sends nothing', async () => {
    const mailsBefore = (await mailsTo(paid.email)).length;
    const res = await changeStatus(paid, { status: 'cancelled' }, otherAdmin);
    expect(res.status).toBe(409);
    expect(textOf(res.text)).toContain('This order is no longer pending');
    expect(await stored(paid.seq)).toMatchObject({ status: 'success', changedBy: admin.user.seq });
    expect(await mailsTo(paid.email)).toHaveLength(mailsBefore);
  });

  it('lets only one of two administrators acting at once change an order', async () => {
    const answers = await Promise.all([changeStatus(raced, { status: 'success' }, admin), changeStatus(raced, { status: 'cancelled' }, otherAdmin)]);
    expect(answers.map((a) => a.status).sort()).toEqual([303, 409]);
    const row = await stored(raced.seq);
    const winner = answers[0].status === 303 ? { status: 'success', by: admin } : { status: 'cancelled', by: otherAdmin };
    expect(row).toMatchObject({ status: winner.status, changedBy: winner.by.user.seq });
    expect(await mailsTo(raced.email)).toHaveLength(2); // the invoice and one status mail
  });

  it.each<Record<string, string>>([{ status: 'refunded' }, { status: 'pending' }, {}])('%j is a 400 with the field message; the order stays pending', async (body) => {
    const res = await changeStatus(pending, body, admin);
    expect(res.status).toBe(400);
    expect(textOf(res.text)).toContain('Status: must be success (paid) or cancelled');
    expect((await stored(pending.seq)).status).toBe('pending');
  });

  it.each(['999999', 'abc', '0'])('order %s is a 404', async (seq) => {
    expect((await changeStatus({ seq }, { status: 'success' }, admin)).status).toBe(404);
  });

  it('refuses users who are not administrators, anonymous visitors and posts without our Origin', async () => {
    expect((await changeStatus(pending, { status: 'success' }, member)).status).toBe(403);
    const anonymous = await changeStatus(pending, { status: 'success' }, null);
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.location).toBe('/signin?redirect=%2Faccount%2Forders');
    expect((await changeStatus(pending, { status: 'success' }, admin, {})).status).toBe(403);
    expect((await changeStatus(pending, { status: 'success' }, admin, { Origin: 'https://evil.example' })).status).toBe(403);
    expect(await stored(pending.seq)).toMatchObject({ status: 'pending', changedBy: null });
    expect(await mailsTo(pending.email)).toHaveLength(1); // the invoice only
  });
});

describe('paging', () => {
  it('shows 50 orders a page; a page past the end is a 404', async () => {
    await t.db.query(sql`
      INSERT INTO orders (order_number, reference, package_id, package_name, term, quantity, unit_price_usd, total_usd,
        company, contact_name, email, phone, zip, provider, status, created_at)
      SELECT 'SF-2020-9' || lpad(n::text, 4, '0'), 'old-order-reference-' || n, 'banner', 'Banner placement', 'month', 1, 350, 350,
        'Old Co ' || n, 'Old Contact', 'old' || n || '@orders.example', '(312) 482-0100', '60601', 'invoice', 'pending',
        timestamptz '2020-01-01' + n * interval '1 day'
      FROM generate_series(1, 55) AS n`);
    const rows = (html: string) => (html.match(/<tr><th scope="row"/g) ?? []).length;
    const first = await page('/account/orders', admin);
    expect(rows(first.text)).toBe(50);
    expect(first.text).toContain('href="/account/orders?page=2"');
    const second = await page('/account/orders?page=2', admin);
    expect(second.status).toBe(200);
    expect(rows(second.text)).toBe(4 + 55 - 50);
    expect(second.text).toContain('SF-2020-90001'); // the oldest comes last
    expect((await page('/account/orders?page=3', admin)).status).toBe(404);
  });
});
