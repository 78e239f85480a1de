import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_REQUEST_LIMIT, HONEYPOT_FIELD } from '../../src/api/email-request';
import { sql } from '../../src/db/sql';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import { createTestUser, SAME_ORIGIN } from '../helpers/users';

let t: TestApp;
let company: { coid: number; name: string; email: string };

beforeAll(async () => {
  t = await createTestApp();
  company = await t.db.one(sql`SELECT coid, name, email FROM companies WHERE email <> '' ORDER BY coid LIMIT 1`);
});
afterAll(() => t.close());

const post = (app: TestApp, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  request(app.app).post('/api/manufacturers/email-request').set({ ...SAME_ORIGIN, ...headers }).send(body);

const valid = () => ({
  coid: company.coid,
  name: 'Dana Architect',
  email: 'dana@studio.example',
  phone: '(312) 555-0100'.replace('555', '312'),
  message: 'Please send fire ratings and lead times for the lobby doors.',
});

const requestsFrom = (email: string) =>
  t.db.many<{ coid: number; fullName: string; phone: string; message: string; kind: string; userSeq: number | null }>(sql`
    SELECT coid, full_name AS "fullName", phone, message, kind, user_seq AS "userSeq" FROM content_requests WHERE email = ${email}`);

describe('POST /api/manufacturers/email-request', () => {
  it('stores the request and queues a mail to the company (outbox without SMTP)', async () => {
    const res = await post(t, valid());
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ received: true });
    expect(await requestsFrom('dana@studio.example')).toEqual([
      { coid: company.coid, fullName: 'Dana Architect', phone: '(312) 312-0100', message: valid().message, kind: 'rfi', userSeq: null },
    ]);
    const mails = await t.db.many<{ subject: string; body: string }>(sql`SELECT subject, body FROM outbox WHERE to_address = ${company.email}`);
    expect(mails).toHaveLength(1);
    const [{ seq }] = await t.db.many<{ seq: number }>(sql`SELECT seq FROM content_requests WHERE email = 'dana@studio.example'`);
    expect(mails[0].subject).toBe(`Request for information through SpecFind (#${seq})`);
    expect(mails[0].body).toContain('Dana Architect');
    expect(JSON.stringify(t.logs)).not.toContain('dana@studio.example');
    expect(mails[0].body).toContain(valid().message);
    expect(mails[0].body).toContain('dana@studio.example');
    expect(mails[0].body).toContain('Phone: (312) 312-0100');
  });

  it("records the signed-in visitor; the phone may be left out", async () => {
    const user = await createTestUser(t.db);
    const { phone: _phone, ...noPhone } = valid();
    const res = await post(t, { ...noPhone, email: 'signed@studio.example', phone: '' }, { Authorization: `Bearer ${user.token}` });
    expect(res.status).toBe(202);
    expect(await requestsFrom('signed@studio.example')).toMatchObject([{ phone: '', userSeq: user.user.seq }]);
  });

  it.each([
    [{ email: 'not-an-address' }, 'email'],
    [{ email: `${'a'.repeat(65)}@studio.example` }, 'email'],
    [{ phone: '555-123-4567' }, 'phone'],
    [{ phone: '12345' }, 'phone'],
    [{ message: "x' OR '1'='1" }, 'message'],
    [{ message: 'see <script>alert(1)</script>' }, 'message'],
    [{ message: '' }, 'message'],
    [{ name: 'Dana\nBcc: all@example.com' }, 'name'],
    [{ name: '!!!' }, 'name'],
    [{ coid: 123 }, 'coid'],
    [{ extra: 'field' }, '_'], // unknown keys are reported under "_"
  ])('rejects %j with a 400 naming %s, storing nothing', async (change, field) => {
    const res = await post(t, { ...valid(), email: 'rejected@studio.example', ...change });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty(field);
    expect(await requestsFrom('rejected@studio.example')).toEqual([]);
  });

  it('an unknown company is a 404; a cross-site post is refused', async () => {
    expect((await post(t, { ...valid(), coid: 99999 })).status).toBe(404);
    const cross = await request(t.app).post('/api/manufacturers/email-request').set({ Origin: 'https://evil.example' }).send(valid());
    expect(cross.status).toBe(403);
  });

  it('a filled honeypot gets the same answer but nothing is stored or sent', async () => {
    const before = await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM outbox`);
    const res = await post(t, { ...valid(), email: 'bot@spam.example', [HONEYPOT_FIELD]: 'http://spam.example' });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ received: true });
    expect(await requestsFrom('bot@spam.example')).toEqual([]);
    expect((await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM outbox`)).n).toBe(before.n);
  });
});

describe('email request rate limit', () => {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await createTestApp();
  });
  afterAll(() => fresh.close());

  it(`allows ${EMAIL_REQUEST_LIMIT.limit} requests per address and hour, then 429 with nothing stored`, async () => {
    for (let i = 0; i < EMAIL_REQUEST_LIMIT.limit; i++) {
      expect((await post(fresh, { ...valid(), email: `n${i}@studio.example` })).status).toBe(202);
    }
    const over = await post(fresh, { ...valid(), email: 'over@studio.example' });
    expect(over.status).toBe(429);
    const { n } = await fresh.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM content_requests WHERE email LIKE '%@studio.example'`);
    expect(n).toBe(EMAIL_REQUEST_LIMIT.limit);
  });
});
