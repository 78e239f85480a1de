import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_LIMIT } from '../../src/web/actions/payment-actions';
import { sql } from '../../src/db/sql';
import { HONEYPOT_FIELD } from '../../src/domain/form-fields';
import { ORDERABLE_PACKAGES, PAYMENT_STATUSES, PAYMENT_TERMS } from '../../src/domain/orders';
import { MESSAGES } from '../../src/domain/validation';
import { CONTACT_EMAILS } from '../../src/domain/site';
import { executableScripts, h1Of, titleOf } from '../helpers/html';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import { SAME_ORIGIN } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());


const order = (change: Record<string, string> = {}) => ({
  packageId: 'specification',
  months: '1',
  company: 'Granite Works Inc.',
  contactName: 'Robin Seller',
  email: 'robin@graniteworks.example',
  phone: '(312) 482-0100',
  zip: '60601',
  website: 'www.graniteworks.us',
  notes: 'Please start with Division 08.',
  [HONEYPOT_FIELD]: '',
  ...change,
});

const submit = (app: TestApp, body: Record<string, string>) => request(app.app).post('/payment').set(SAME_ORIGIN).type('form').send(body);

interface OrderRow {
  orderNumber: string;
  reference: string;
  packageId: string;
  quantity: number;
  totalUsd: number;
  status: string;
  provider: string;
}
const ordersFor = (email: string) =>
  t.db.many<OrderRow>(sql`
    SELECT order_number AS "orderNumber", reference, package_id AS "packageId", quantity, total_usd AS "totalUsd", status, provider
    FROM orders WHERE email = ${email} ORDER BY seq`);
const mailsTo = (to: string) => t.db.many<{ subject: string; body: string; replyTo: string | null }>(sql`
  SELECT subject, body, reply_to AS "replyTo" FROM outbox WHERE to_address = ${to} ORDER BY seq`);

describe('/payment: the order form', () => {
  it('offers every paid package with its price, the validated fields and a honeypot, without script or cache', async () => {
    const res = await request(t.app).get('/payment');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(h1Of(res.text)).toBe('Order a listing or advertising package');
    expect(res.text).toMatch(/<form [^>]*action="\/payment" method="post">/);
    for (const pkg of ORDERABLE_PACKAGES) expect(res.text).toContain(`value="${pkg.id}"`);
    expect(res.text).not.toContain('value="directory"');
    for (const name of ['company', 'contactName', 'email', 'phone', 'zip', 'website', 'notes', 'months', HONEYPOT_FIELD]) expect(res.text).toContain(`name="${name}"`);
    expect(res.text).toContain(PAYMENT_TERMS);
    expect(executableScripts(res.text)).toEqual([]);
  });

  it('preselects the package named in ?package=', async () => {
    const res = await request(t.app).get('/payment?package=banner');
    const radio = (id: string) => parseHtml(res.text).one(`input[name="packageId"][value="${id}"]`);
    expect(radio('banner').hasAttribute('checked')).toBe(true);
    expect(radio('specification').hasAttribute('checked')).toBe(false);
  });

  it('records the order as pending, mails the invoice and the team, and shows the confirmation', async () => {
    const res = await submit(t, order());
    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(/^\/confirmation\?ref=[A-Za-z0-9_-]{24}$/);
    const [row] = await ordersFor('robin@graniteworks.example');
    expect(row).toMatchObject({ packageId: 'specification', quantity: 1, totalUsd: 2400, status: 'pending', provider: 'invoice' });
    expect(row.orderNumber).toMatch(new RegExp(`^SF-${new Date().getUTCFullYear()}-\\d{5}$`));
    expect(res.headers.location).toBe(`/confirmation?ref=${row.reference}`);

    const [invoice] = await mailsTo('robin@graniteworks.example');
    expect(invoice.subject).toBe(`SpecFind invoice for order ${row.orderNumber}`);
    expect(invoice.replyTo).toBe(CONTACT_EMAILS.advertising);
    for (const part of [`Invoice for order ${row.orderNumber}`, 'Package: Specification listing, one year', 'Total due: US$2,400.00', PAYMENT_TERMS, `http://localhost:3000/confirmation?ref=${row.reference}`]) {
      expect(invoice.body).toContain(part);
    }
    const team = (await mailsTo(CONTACT_EMAILS.advertising)).find((m) => m.subject.startsWith(`Order ${row.orderNumber}`));
    expect(team?.replyTo).toBe('robin@graniteworks.example');
    expect(team?.body).toContain('Please start with Division 08.');

    const page = await request(t.app).get(res.headers.location);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.text).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page.text).toContain('<meta name="referrer" content="no-referrer">');
    expect(page.text).not.toContain(row.reference.slice(4)); // the canonical link and the page never repeat the key
    const html = parseHtml(page.text);
    expect(html.h1).toBe(`Thank you: order ${row.orderNumber}`);
    expect(html.text('main')).toContain('US$2,400.00');
    expect(html.text('main')).toContain('Granite Works Inc., attention Robin Seller');
    expect(html.text('a[href="/payment-status/pending"]')).toBe('Awaiting payment');
  });

  it('prices monthly placements by the month', async () => {
    expect((await submit(t, order({ packageId: 'banner', months: '3', email: 'months@graniteworks.example' }))).status).toBe(303);
    expect(await ordersFor('months@graniteworks.example')).toMatchObject([{ packageId: 'banner', quantity: 3, totalUsd: 1050 }]);
    const [invoice] = await mailsTo('months@graniteworks.example');
    expect(invoice.body).toContain('Banner placement, 3 months');
    expect(invoice.body).toContain('US$350.00 a month × 3');
  });

  it.each([
    [{ phone: '555-482-0100' }, 'phone', MESSAGES.phone555],
    [{ phone: '(555) 482-0100' }, 'phone', MESSAGES.phone555],
    [{ phone: '482-0100' }, 'phone', MESSAGES.phone],
    [{ zip: '6060' }, 'zip', MESSAGES.zip],
    [{ zip: '60601-12' }, 'zip', MESSAGES.zip],
    [{ email: 'robin@' }, 'email', MESSAGES.email],
    [{ website: 'not a web address' }, 'website', MESSAGES.url],
    [{ company: '' }, 'company', 'must not be empty'],
    [{ company: "Granite'; waitfor delay '0:0:5'--" }, 'company', MESSAGES.unsafeText],
    [{ contactName: '***' }, 'contactName', MESSAGES.alphanumeric],
    [{ packageId: 'directory' }, 'packageId', 'Choose a package'],
    [{ packageId: '' }, 'packageId', 'Choose a package'],
    [{ months: '13', packageId: 'banner' }, 'months', 'must be 12 or fewer'],
  ])('%j re-renders the form with a 400 and the message of %s, keeping the values', async (change, field, message) => {
    const email = `bad-${field}@graniteworks.example`;
    const res = await submit(t, order({ email, ...change }));
    expect(res.status).toBe(400);
    expect(titleOf(res.text)).toContain('Order a listing or advertising package');
    const html = parseHtml(res.text);
    expect(html.text('main')).toContain('There is a problem');
    expect(html.text(`#payment-${field}-error`)).toContain(message);
    expect(html.attr('input[name="contactName"]', 'value')).toBe(field === 'contactName' ? '***' : 'Robin Seller');
    expect(await ordersFor(email)).toEqual([]);
  });

  it('a filled honeypot goes to the pending page and records nothing', async () => {
    const res = await submit(t, order({ email: 'bot@spam.example', [HONEYPOT_FIELD]: 'x' }));
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/payment-status/pending');
    expect(await ordersFor('bot@spam.example')).toEqual([]);
    expect(await mailsTo('bot@spam.example')).toEqual([]);
  });

  it('refuses a post from another site', async () => {
    const res = await request(t.app).post('/payment').set({ Origin: 'https://evil.example' }).type('form').send(order({ email: 'cross@graniteworks.example' }));
    expect(res.status).toBe(403);
    expect(await ordersFor('cross@graniteworks.example')).toEqual([]);
  });

  it(`allows ${ORDER_LIMIT.limit} orders per address and hour, then 429 on the form`, async () => {
    const fresh = await createTestApp();
    try {
      for (let i = 0; i < ORDER_LIMIT.limit; i++) expect((await submit(fresh, order({ email: `limit${i}@graniteworks.example` }))).status).toBe(303);
      const over = await submit(fresh, order({ email: 'over@graniteworks.example' }));
      expect(over.status).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(over.text).toContain('Too many attempts');
    } finally {
      await fresh.close();
    }
  });
});

describe('/confirmation', () => {
  it.each(['/confirmation', '/confirmation?ref='])('%s explains what the page is for and links to the order form, noindex', async (path) => {
    const res = await request(t.app).get(path);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.text).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(h1Of(res.text)).toBe('Order confirmation');
    const html = parseHtml(res.text);
    expect(html.text('main')).toContain('The invoice we email you ends with the link to the confirmation of that order.');
    expect(html.links).toContain(`mailto:${CONTACT_EMAILS.advertising}`);
    expect(html.links).toContain('/payment');
    expect(executableScripts(res.text)).toEqual([]);
  });

  it.each(['/confirmation?ref=short', '/confirmation?ref=AAAAAAAAAAAAAAAAAAAAAAAA'])('%s without a known reference is a 404', async (path) => {
    expect((await request(t.app).get(path)).status).toBe(404);
  });
});

describe('/payment-status/{status}', () => {
  it.each(PAYMENT_STATUSES)('%s explains the state, noindex', async (status) => {
    const res = await request(t.app).get(`/payment-status/${status}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<meta name="robots" content="noindex, follow">');
    expect(h1Of(res.text)).toMatch(/^Payment /);
    const again = status === 'failed' || status === 'cancelled';
    expect(res.text.includes('href="/payment"')).toBe(again);
  });

  it.each(['/payment-status/paid', '/payment-status/SUCCESS', '/payment-status/', '/payment-status/success/extra'])('%s is a 404', async (path) => {
    expect((await request(t.app).get(path)).status).toBe(404);
  });

  it('the sitemap lists the order page but no confirmation or status page', async () => {
    const xml = (await request(t.app).get('/sitemap.xml')).text;
    expect(xml).toContain('<loc>http://localhost:3000/payment</loc>');
    expect(xml).not.toContain('/confirmation');
    expect(xml).not.toContain('/payment-status');
  });
});
