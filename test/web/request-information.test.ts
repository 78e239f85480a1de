import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_REQUEST_LIMIT } from '../../src/api/email-request';
import { sql } from '../../src/db/sql';
import { companyPath } from '../../src/domain/company-id';
import { HONEYPOT_FIELD } from '../../src/domain/form-fields';
import { h1Of } from '../helpers/html';
import { tagsOf } from '../helpers/markup';
import { fieldErrors } from '../helpers/form-posts';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import { SAME_ORIGIN } from '../helpers/users';

let t: TestApp;
let company: { coid: number; name: string; email: string; page: string; form: string };

beforeAll(async () => {
  t = await createTestApp();
  const row = await t.db.one<{ coid: number; name: string; email: string }>(sql`SELECT coid, name, email FROM companies WHERE email <> '' ORDER BY coid LIMIT 1`);
  const page = companyPath(row.name, row.coid);
  company = { ...row, page, form: `${page}/request-information` };
});
afterAll(() => t.close());

const post = (app: TestApp, path: string, body: Record<string, string>, headers: Record<string, string> = SAME_ORIGIN) =>
  request(app.app).post(path).type('form').set(headers).send(body);

const valid = (email: string) => ({
  name: 'Robin Specifier',
  email,
  phone: '(312) 414-0199',
  message: 'Please send the 90-minute fire label certificate for your hollow metal doors.',
  [HONEYPOT_FIELD]: '',
});

const requestsFrom = (email: string) =>
  t.db.many<{ coid: number; fullName: string; phone: string }>(sql`
    SELECT coid, full_name AS "fullName", phone FROM content_requests WHERE kind = 'rfi' AND email = ${email}`);

const formErrors = (html: string) => fieldErrors(html, 'rfi');

describe('GET /company/{id}/request-information', () => {
  it('is linked from the company page and shows a labelled form posting to itself, not indexed, never cached', async () => {
    const home = await request(t.app).get(company.page).expect(200);
    expect(home.text).toContain(`href="${company.form}"`);
    const res = await request(t.app).get(company.form).expect(200);
    expect(h1Of(res.text)).toBe(`Request information from ${company.name}`);
    expect(res.text).toMatch(new RegExp(`<form[^>]* action="${company.form}" method="post"`));
    for (const name of ['name', 'email', 'phone', 'message']) expect(res.text).toMatch(new RegExp(`<label[^>]*for="rfi-${name}"`));
    expect(res.text).toContain('<meta name="robots" content="noindex"');
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it('sends a bare coid or a stale slug to the canonical path, and is a 404 for an unknown company', async () => {
    const bare = await request(t.app).get(`/company/${company.coid}/request-information`).expect(301);
    expect(bare.headers.location).toBe(company.form);
    await request(t.app).get('/company/99998/request-information').expect(404);
  });
});

describe('POST /company/{id}/request-information', () => {
  it('stores the request, queues the mail to the manufacturer and answers 303 to a thank-you', async () => {
    const res = await post(t, company.form, valid('robin@northline.example'));
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`${company.form}?sent=1`);
    expect(await requestsFrom('robin@northline.example')).toEqual([{ coid: company.coid, fullName: 'Robin Specifier', phone: '(312) 414-0199' }]);
    const mails = await t.db.many<{ to_address: string; body: string }>(sql`SELECT to_address, body FROM outbox WHERE body LIKE ${'%robin@northline.example%'}`);
    expect(mails).toHaveLength(1);
    expect(mails[0].to_address).toBe(company.email);
    const thanks = await request(t.app).get(res.headers.location).expect(200);
    expect(thanks.text).toContain(`Your request is on its way to ${company.name}`);
  });

  it('shows every bad field with its message and what was typed (400), and stores nothing', async () => {
    const res = await post(t, company.form, { ...valid('not-an-address'), phone: '555-010-2000', message: '   ' });
    expect(res.status).toBe(400);
    expect(formErrors(res.text)).toEqual({
      email: 'Enter a valid email address',
      phone: 'Phone numbers starting with 555 are not accepted',
      message: expect.any(String),
    });
    expect(tagsOf(res.text, 'input').find((i) => i.name === 'email')?.value).toBe('not-an-address');
    expect(await requestsFrom('not-an-address')).toEqual([]);
  });

  it('drops a post with the honeypot filled, answering as if it worked', async () => {
    const res = await post(t, company.form, { ...valid('bot@spam.example'), [HONEYPOT_FIELD]: 'http://spam.example' });
    expect(res.status).toBe(303);
    expect(await requestsFrom('bot@spam.example')).toEqual([]);
  });

  it('refuses a cross-site post and an unknown company', async () => {
    expect((await post(t, company.form, valid('x@northline.example'), { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(t, '/company/99998/request-information', valid('x@northline.example'))).status).toBe(404);
    expect(await requestsFrom('x@northline.example')).toEqual([]);
  });
});

describe('request for information: one rate limit for the form and the API call', () => {
  let own: TestApp;
  beforeAll(async () => {
    own = await createTestApp();
  });
  afterAll(() => own.close());

  it(`answers the ${EMAIL_REQUEST_LIMIT.limit + 1}th request of an hour with 429 on the form`, async () => {
    for (let i = 0; i < EMAIL_REQUEST_LIMIT.limit - 1; i++) expect((await post(own, company.form, valid(`n${i}@northline.example`))).status).toBe(303);
    const api = await request(own.app).post('/api/manufacturers/email-request').set(SAME_ORIGIN).send({ ...valid('api@northline.example'), coid: company.coid });
    expect(api.status).toBe(202);
    const res = await post(own, company.form, valid('over@northline.example'));
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.text).toContain('Too many attempts. Please wait and try again.');
  });
});
