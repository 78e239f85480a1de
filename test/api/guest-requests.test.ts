import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_REQUEST_LIMIT } from '../../src/http/guest-requests';
import { sql } from '../../src/db/sql';
import { HONEYPOT_FIELD } from '../../src/domain/form-fields';
import { CONTACT_EMAILS } from '../../src/domain/site';
import { tagsOf } from '../helpers/markup';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import { createTestUser, SAME_ORIGIN } from '../helpers/users';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = (email: string) => ({
  name: 'Robin Okafor',
  email,
  phone: '(312) 482-0100',
  company: 'Okafor Lindqvist Architects',
  website: 'okafor-lindqvist.example.com',
  topic: 'Detailing mass timber for fire resistance',
  message: 'We finished two mass timber schools last year and learned a lot about encapsulation and testing.\n\nHappy to talk about both.',
});

const postJson = (app: TestApp, kind: 'podcast' | 'blog-post', body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  request(app.app).post(`/api/${kind}-guest-requests`).set({ ...SAME_ORIGIN, ...headers }).send(body);
const postForm = (app: TestApp, path: string, body: Record<string, string>) => request(app.app).post(path).type('form').set(SAME_ORIGIN).send(body);

const stored = (app: TestApp, email: string) =>
  app.db.many<{ kind: string; fullName: string; phone: string; company: string; website: string; topic: string; userSeq: number | null }>(sql`
    SELECT kind, full_name AS "fullName", phone, company, website, topic, user_seq AS "userSeq" FROM guest_requests WHERE email = ${email} ORDER BY seq`);

describe('POST /api/podcast-guest-requests and /api/blog-post-guest-requests', () => {
  it('stores a podcast request and mails a notice to the editors', async () => {
    const res = await postJson(t, 'podcast', valid('robin@okafor.example'));
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ received: true });
    const [row] = await stored(t, 'robin@okafor.example');
    expect(row).toEqual({
      kind: 'podcast',
      fullName: 'Robin Okafor',
      phone: '(312) 482-0100',
      company: 'Okafor Lindqvist Architects',
      website: 'okafor-lindqvist.example.com',
      topic: 'Detailing mass timber for fire resistance',
      userSeq: null,
    });
    const { seq } = await t.db.one<{ seq: number }>(sql`SELECT seq FROM guest_requests WHERE email = 'robin@okafor.example'`);
    const mail = await t.db.one<{ to: string; subject: string; body: string }>(sql`
      SELECT to_address AS to, subject, body FROM outbox WHERE subject = ${`Podcast guest request (#${seq})`}`);
    expect(mail.to).toBe(CONTACT_EMAILS.editorial);
    expect(mail.body).toContain('Proposed subject: Detailing mass timber for fire resistance');
    expect(mail.body).toContain('Reply to robin@okafor.example.');
    // The address is in the mail, never in the logs.
    expect(JSON.stringify(t.logs)).not.toContain('robin@okafor.example');
  });

  it('stores a blog request with the signed-in author; optional fields may be blank', async () => {
    const user = await createTestUser(t.db);
    const res = await postJson(t, 'blog-post', { ...valid('writer@okafor.example'), phone: '', company: ' ', website: '' }, { Authorization: `Bearer ${user.token}` });
    expect(res.status).toBe(202);
    expect(await stored(t, 'writer@okafor.example')).toMatchObject([{ kind: 'blog-post', phone: '', company: '', website: '', userSeq: user.user.seq }]);
    expect(await t.db.many(sql`SELECT 1 FROM outbox WHERE subject LIKE 'Guest blog post request (#%' AND body LIKE '%Proposed title:%'`)).toHaveLength(1);
  });

  it.each([
    [{ email: 'not-an-address' }, 'email'],
    [{ phone: '555-482-0100' }, 'phone'],
    [{ phone: '482-01' }, 'phone'],
    [{ website: 'not a site' }, 'website'],
    [{ website: 'javascript:alert(1)' }, 'website'],
    [{ name: '!!!' }, 'name'],
    [{ name: 'Robin\nBcc: all@example.com' }, 'name'],
    [{ topic: '' }, 'topic'],
    [{ message: "x' OR '1'='1" }, 'message'],
    [{ message: 'waitfor delay 0:0:5' }, 'message'],
    [{ message: '?!' }, 'message'],
    [{ extra: 'field' }, '_'],
  ])('refuses %j with a 400 naming %s, storing and sending nothing', async (change, field) => {
    const outbox = await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM outbox`);
    const res = await postJson(t, 'podcast', { ...valid('refused@okafor.example'), ...change });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty(field);
    expect(await stored(t, 'refused@okafor.example')).toEqual([]);
    expect((await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM outbox`)).n).toBe(outbox.n);
  });

  it('answers a filled honeypot like a real request, but stores and sends nothing', async () => {
    const outbox = await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM outbox`);
    const res = await postJson(t, 'podcast', { ...valid('bot@spam.example'), [HONEYPOT_FIELD]: 'http://spam.example' });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ received: true });
    expect(await stored(t, 'bot@spam.example')).toEqual([]);
    expect((await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM outbox`)).n).toBe(outbox.n);
    expect(t.logs.some((l) => l.msg === 'guest request dropped: honeypot field filled')).toBe(true);
  });

  it('refuses a cross-site post', async () => {
    const res = await request(t.app).post('/api/podcast-guest-requests').set({ Origin: 'https://evil.example' }).send(valid('cross@okafor.example'));
    expect(res.status).toBe(403);
  });
});

describe('the guest request forms without script', () => {
  it('redirect a good post to the form with a thank-you', async () => {
    const res = await postForm(t, '/podcast/guest', valid('form@okafor.example'));
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/podcast/guest?sent=1');
    expect(await stored(t, 'form@okafor.example')).toMatchObject([{ kind: 'podcast' }]);
    const thanks = await request(t.app).get(res.headers.location);
    expect(thanks.text).toContain('Thank you: your request reached our editors.');
    expect(thanks.text).toContain('<meta name="robots" content="noindex">');
  });

  it('show the form again with field messages and the values typed, never a 500', async () => {
    const res = await postForm(t, '/blog-post/guest', { ...valid('bad-form@okafor.example'), email: 'nope', phone: '555 482 0100', message: '' });
    expect(res.status).toBe(400);
    expect(res.text).toContain('There is a problem');
    expect(res.text).toContain('Phone numbers starting with 555 are not accepted');
    expect(res.text).toContain('Enter a valid email address');
    expect(res.text).toMatch(/<p id="blog-post-guest-message-error" class="field__error">/);
    const inputs = tagsOf(res.text, 'input');
    expect(inputs.find((i) => i.name === 'topic')?.value).toBe('Detailing mass timber for fire resistance');
    expect(inputs.find((i) => i.name === 'email')?.value).toBe('nope');
    expect(await stored(t, 'bad-form@okafor.example')).toEqual([]);
    // Whatever is sent, the form answers with a page, not a server error.
    for (const body of [{}, { name: 'x'.repeat(5000) }, { message: 'a'.repeat(20_000) }]) {
      expect((await postForm(t, '/podcast/guest', body as Record<string, string>)).status).toBe(400);
    }
  });
});

describe('when the mail server is down, and after too many requests', () => {
  let down: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9: delivery fails at once.
    down = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
  });
  afterAll(() => down.close());

  it('keeps the request and the notice (in the outbox, with the error) and still answers 202', async () => {
    const res = await postJson(down, 'podcast', valid('down@okafor.example'));
    expect(res.status).toBe(202);
    expect(await stored(down, 'down@okafor.example')).toHaveLength(1);
    const kept = await down.db.one<{ attempts: number; error: string | null }>(sql`
      SELECT attempts, last_error AS error FROM outbox WHERE subject LIKE 'Podcast guest request%' ORDER BY seq DESC LIMIT 1`);
    expect(kept.attempts).toBe(1);
    expect(kept.error).toBeTruthy();
  });

  it(`allows ${GUEST_REQUEST_LIMIT.limit} per address and hour across both kinds and both ways of sending, then 429`, async () => {
    // One request was made above.
    for (let i = 1; i < GUEST_REQUEST_LIMIT.limit; i++) {
      const res = i % 2 ? await postForm(down, '/blog-post/guest', valid(`n${i}@okafor.example`)) : await postJson(down, 'podcast', valid(`n${i}@okafor.example`));
      expect(res.status).toBeLessThan(400);
    }
    const over = await postJson(down, 'blog-post', valid('over@okafor.example'));
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    const form = await postForm(down, '/podcast/guest', valid('over-form@okafor.example'));
    expect(form.status).toBe(429);
    expect(form.text).toContain('Too many attempts. Please wait and try again.');
    expect(await stored(down, 'over@okafor.example')).toEqual([]);
    expect(await stored(down, 'over-form@okafor.example')).toEqual([]);
  });
});
