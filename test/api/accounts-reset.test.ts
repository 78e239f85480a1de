import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../../src/auth/tokens';
import { sql } from '../../src/db/sql';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import { createTestUser, SAME_ORIGIN } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface OutboxRow {
  to: string;
  subject: string;
  body: string;
  sentAt: Date | null;
}

const outboxFor = (to: string) =>
  t.db.many<OutboxRow>(sql`SELECT to_address AS "to", subject, body, sent_at AS "sentAt" FROM outbox WHERE to_address = ${to} ORDER BY seq`);

/** The reset mail is written after the answer (so timing reveals nothing): wait for it. */
function waitForMail(to: string, count = 1): Promise<OutboxRow[]> {
  return vi.waitFor(
    async () => {
      const rows = await outboxFor(to);
      expect(rows.length, `mail to ${to}`).toBeGreaterThanOrEqual(count);
      return rows;
    },
    { timeout: 5_000, interval: 30 },
  );
}

const UNKNOWN_ADDRESS_LOG = 'password reset asked for an address without an account';
const unknownAddressLines = () => t.logs.filter((l) => l.msg === UNKNOWN_ADDRESS_LOG).length;

const tokenIn = (body: string) => /\/reset\/([A-Za-z0-9_-]{43})/.exec(body)?.[1] ?? '';

async function forgot(email: string): Promise<request.Response> {
  return request(t.app).post('/auth/local/forgot').set(SAME_ORIGIN).send({ email });
}

describe('POST /auth/local/forgot', () => {
  it('puts a reset mail with a single-use link in the outbox and stores only the token hash', async () => {
    const u = await createTestUser(t.db);
    const res = await forgot(u.user.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/If that address has an account/);
    const [mail] = await waitForMail(u.user.email);
    expect(mail.subject).toMatch(/Reset your .* password/);
    expect(mail.sentAt).toBeNull();
    const token = tokenIn(mail.body);
    expect(mail.body).toContain(`http://localhost:3000/reset/${token}`);
    const stored = await t.db.one<{ kind: string; minutes: number }>(sql`
      SELECT kind, round(extract(epoch FROM expires_at - now()) / 60)::int AS minutes FROM auth_tokens WHERE token_hash = ${hashToken(token)}`);
    expect(stored).toEqual({ kind: 'reset', minutes: 60 });
    expect(await t.db.many(sql`SELECT 1 FROM auth_tokens WHERE token_hash = ${token}`)).toEqual([]);
    expect(t.logs.some((l) => l.msg === 'mail kept in the outbox (no SMTP_URL)')).toBe(true);
  });

  it('answers an unknown address exactly like a known one, and mails nothing', async () => {
    const known = await createTestUser(t.db);
    const a = await forgot(known.user.email);
    const before = unknownAddressLines();
    const b = await forgot('nobody-at-all@example.com');
    expect(b.status).toBe(a.status);
    expect(b.body).toEqual(a.body);
    // The work after the answer has finished, having found no account, before we look for mail.
    await vi.waitFor(() => expect(unknownAddressLines()).toBe(before + 1), { timeout: 5_000 });
    expect(await outboxFor('nobody-at-all@example.com')).toEqual([]);
    expect(await waitForMail(known.user.email)).toHaveLength(1);
  });

  it('rejects a malformed address with 400 naming the field', async () => {
    const res = await forgot('not an email');
    expect(res.status).toBe(400);
    expect(res.body.error.fields.email).toBeTruthy();
  });
});

describe('GET and POST /auth/local/reset/{token}', () => {
  it('validates the link, sets the password once, revokes bearer tokens, and refuses a second use', async () => {
    const u = await createTestUser(t.db);
    await forgot(u.user.email);
    const token = tokenIn((await waitForMail(u.user.email))[0].body);
    expect((await request(t.app).get(`/auth/local/reset/${token}`)).body).toEqual({ valid: true });

    const set = await request(t.app).post(`/auth/local/reset/${token}`).set(SAME_ORIGIN).send({ password: 'my-new-password-2026' });
    expect(set.status).toBe(200);
    // Spent at once (not only once the account signs in again).
    const again = await request(t.app).post(`/auth/local/reset/${token}`).set(SAME_ORIGIN).send({ password: 'another-password-2026' });
    expect(again.status).toBe(404);
    expect((await request(t.app).get(`/auth/local/reset/${token}`)).status).toBe(404);

    expect((await request(t.app).get('/api/users/me').set('Authorization', `Bearer ${u.token}`)).status).toBe(401);
    const signIn = await request(t.app).post('/auth/local').set(SAME_ORIGIN).send({ email: u.user.email, password: 'my-new-password-2026' });
    expect(signIn.status).toBe(200);
    expect((await request(t.app).post('/auth/local').set(SAME_ORIGIN).send({ email: u.user.email, password: 'another-password-2026' })).status).toBe(401);
  });

  it('refuses an expired link', async () => {
    const u = await createTestUser(t.db);
    await forgot(u.user.email);
    const token = tokenIn((await waitForMail(u.user.email))[0].body);
    await t.db.query(sql`UPDATE auth_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = ${hashToken(token)}`);
    expect((await request(t.app).get(`/auth/local/reset/${token}`)).status).toBe(404);
    const res = await request(t.app).post(`/auth/local/reset/${token}`).set(SAME_ORIGIN).send({ password: 'my-new-password-2026' });
    expect(res.status).toBe(404);
    expect((await request(t.app).post('/auth/local').set(SAME_ORIGIN).send({ email: u.user.email, password: u.password })).status).toBe(200);
  });

  it('using one link voids the other links of the account', async () => {
    const u = await createTestUser(t.db);
    await forgot(u.user.email);
    await forgot(u.user.email);
    const [first, second] = (await waitForMail(u.user.email, 2)).map((m) => tokenIn(m.body));
    expect(first).not.toBe(second);
    expect((await request(t.app).post(`/auth/local/reset/${second}`).set(SAME_ORIGIN).send({ password: 'my-new-password-2026' })).status).toBe(200);
    expect((await request(t.app).get(`/auth/local/reset/${first}`)).status).toBe(404);
  });

  it('rejects a malformed token and a short password with 400 naming the field', async () => {
    const bad = await request(t.app).get('/auth/local/reset/not-a-token');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.token).toBeTruthy();
    const short = await request(t.app).post(`/auth/local/reset/${'a'.repeat(43)}`).set(SAME_ORIGIN).send({ password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.error.fields.password).toBeTruthy();
  });

  it('an unknown well-formed token is a 404, never a 500', async () => {
    const res = await request(t.app).post(`/auth/local/reset/${'b'.repeat(43)}`).set(SAME_ORIGIN).send({ password: 'my-new-password-2026' });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toMatch(/expired or was already used/);
  });
});
