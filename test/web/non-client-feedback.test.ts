import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NON_CLIENT_FEEDBACK_LIMIT } from '../../src/api/non-client-feedback';
import { sql } from '../../src/db/sql';
import { companyPath } from '../../src/domain/company-id';
import { HONEYPOT_FIELD } from '../../src/domain/form-fields';
import { h1Of } from '../helpers/html';
import { tagsOf, textsOf } from '../helpers/markup';
import { fieldErrors } from '../helpers/form-posts';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import { SAME_ORIGIN } from '../helpers/users';

let t: TestApp;
let company: { coid: number; name: string; page: string };

beforeAll(async () => {
  t = await createTestApp();
  const row = await t.db.one<{ coid: number; name: string }>(sql`SELECT coid, name FROM companies WHERE NOT is_client ORDER BY coid LIMIT 1`);
  company = { ...row, page: `${companyPath(row.name, row.coid)}/nonclient` };
});
afterAll(() => t.close());

const post = (app: TestApp, body: Record<string, string | number>, headers: Record<string, string> = SAME_ORIGIN) =>
  request(app.app).post('/feedback/non-client').type('form').set(headers).send(body);

const valid = (email: string) => ({
  coid: company.coid,
  name: 'Robin Specifier',
  email,
  company: 'Northline Architects',
  phone: '(312) 414-0199',
  message: 'The listing has no fire ratings for the doors; please ask the manufacturer to add them.',
  [HONEYPOT_FIELD]: '',
});

const requestsFrom = (email: string) =>
  t.db.many<Record<string, unknown>>(sql`
    SELECT seq, coid, kind, full_name AS "fullName", organization, phone, message, user_seq AS "userSeq"
    FROM content_requests WHERE email = ${email}`);

/** Field name → its error message, from the re-rendered form. */
const formErrors = (html: string) => fieldErrors(html, 'nonclient');

describe('POST /feedback/non-client', () => {
  it('stores the feedback, mails the listings team and answers 303 to the page, which thanks the visitor', async () => {
    const res = await post(t, valid('robin@northline.example'));
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`${company.page}?sent=1`);
    const rows = await requestsFrom('robin@northline.example');
    expect(rows).toEqual([
      {
        seq: expect.any(Number),
        coid: company.coid,
        kind: 'nonclient-feedback',
        fullName: 'Robin Specifier',
        organization: 'Northline Architects',
        phone: '(312) 414-0199',
        message: valid('x').message,
        userSeq: null,
      },
    ]);
    const mail = await t.db.one<{ to: string; subject: string; body: string }>(sql`
      SELECT to_address AS to, subject, body FROM outbox WHERE subject = ${`Feedback on a non-client listing (#${rows[0].seq})`}`);
    expect(mail.to).toBe('feedback@localhost');
    expect(mail.body).toContain(valid('x').message);
    expect(mail.body).toContain('Company: Northline Architects');
    expect(mail.body).toContain(company.name);

    const thanks = await request(t.app).get(res.headers.location);
    expect(thanks.status).toBe(200);
    expect(textsOf(thanks.text, 'p').some((p) => p.startsWith('Thank you.'))).toBe(true);
  });

  it('takes the phone as optional', async () => {
    expect((await post(t, { ...valid('nophone@northline.example'), phone: '' })).status).toBe(303);
    expect(await requestsFrom('nophone@northline.example')).toMatchObject([{ phone: '' }]);
  });

  it('re-renders the page (400) with a message per bad field and what was typed, storing nothing', async () => {
    const long = `${'The doors need a listed 90-minute rating. '.repeat(20)}End.`;
    const res = await post(t, { ...valid('not-an-address'), phone: '555-867-5309', name: '', message: long });
    expect(res.status).toBe(400);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(h1Of(res.text)).toBe(`About the listing of ${company.name}`);
    expect(formErrors(res.text)).toEqual({
      name: 'Enter your name',
      email: 'Enter a valid email address',
      phone: 'Phone numbers starting with 555 are not accepted',
    });
    expect(res.text).toContain('There is a problem');
    const inputs = tagsOf(res.text, 'input');
    expect(inputs.find((i) => i.name === 'email')).toMatchObject({ value: 'not-an-address', 'aria-invalid': 'true' });
    expect(inputs.find((i) => i.name === 'company')?.value).toBe('Northline Architects');
    expect(inputs.find((i) => i.name === 'coid')?.value).toBe(String(company.coid));
    expect(textsOf(res.text, 'textarea')[0]).toBe(long);
    expect(await requestsFrom('not-an-address')).toEqual([]);
  });

  it.each([
    [{ phone: '12345' }, 'phone', 'Enter a 10-digit US phone number'],
    [{ company: '   ' }, 'company', 'Enter your company or firm'],
    [{ message: "x' OR '1'='1" }, 'message', 'This text contains characters or words that are not allowed'],
    [{ message: '!!!' }, 'message', 'Enter at least one letter or number'],
    [{ name: 'Robin\r\nBcc: all@example.com' }, 'name', 'Use one line of text'],
  ])('refuses %j with the message of that field', async (change, field, message) => {
    const res = await post(t, { ...valid('refused@northline.example'), ...change });
    expect(res.status).toBe(400);
    expect(formErrors(res.text)).toEqual({ [field]: message });
    expect(await requestsFrom('refused@northline.example')).toEqual([]);
  });

  it('answers a filled honeypot like a real post, but keeps and sends nothing', async () => {
    const outbox = async () => (await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM outbox`)).n;
    const before = await outbox();
    const res = await post(t, { ...valid('bot@spam.example'), [HONEYPOT_FIELD]: 'http://spam.example' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`${company.page}?sent=1`);
    expect(await requestsFrom('bot@spam.example')).toEqual([]);
    expect(await outbox()).toBe(before);
    expect(t.logs.some((l) => l.msg === 'non-client feedback dropped: honeypot field filled')).toBe(true);
  });

  it('is a 404 for a client company, an unknown one or none; a cross-site post is refused', async () => {
    const client = await t.db.one<{ coid: number }>(sql`SELECT coid FROM companies WHERE is_client ORDER BY coid LIMIT 1`);
    for (const coid of [client.coid, 99998, 'abc']) {
      expect((await post(t, { ...valid('wrong@northline.example'), coid })).status).toBe(404);
    }
    const { coid: _coid, ...noCoid } = valid('wrong@northline.example');
    expect((await post(t, noCoid)).status).toBe(404);
    expect((await post(t, valid('wrong@northline.example'), { Origin: 'https://evil.example' })).status).toBe(403);
    expect(await requestsFrom('wrong@northline.example')).toEqual([]);
  });
});

describe('POST /feedback/non-client: rate limit', () => {
  let own: TestApp;
  beforeAll(async () => {
    own = await createTestApp();
  });
  afterAll(() => own.close());

  it(`answers the ${NON_CLIENT_FEEDBACK_LIMIT.limit + 1}th post of an hour with 429 on the page; bad posts do not count`, async () => {
    expect((await post(own, { ...valid('bad'), phone: '1' })).status).toBe(400);
    for (let i = 0; i < NON_CLIENT_FEEDBACK_LIMIT.limit; i++) expect((await post(own, valid(`n${i}@northline.example`))).status).toBe(303);
    const res = await post(own, valid('over@northline.example'));
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.text).toContain('Too many attempts. Please wait and try again.');
    expect(tagsOf(res.text, 'input').find((i) => i.name === 'email')?.value).toBe('over@northline.example');
  });
});

describe('POST /feedback/non-client with a JSON body', () => {
  const postJson = (body: Record<string, unknown>) => request(t.app).post('/feedback/non-client').set(SAME_ORIGIN).send(body);

  it('stores the feedback and answers 202 JSON', async () => {
    const res = await postJson(valid('json@northline.example'));
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ received: true });
    expect(await requestsFrom('json@northline.example')).toHaveLength(1);
  });

  it('answers bad fields with a JSON 400 naming them, and an unknown company with a JSON 404', async () => {
    const bad = await postJson({ ...valid('bad-json@northline.example'), email: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('email');
    const unknown = await postJson({ ...valid('x@northline.example'), coid: 99999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.status).toBe(404);
  });
});
