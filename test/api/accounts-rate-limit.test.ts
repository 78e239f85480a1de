import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_FAILURE_RULES, ACCOUNT_LIMITS } from '../../src/services/accounts/limits';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import { createTestUser, SAME_ORIGIN } from '../helpers/users';

// Each test gets its own app: the limiters count per app instance. Behind the trusted loopback proxy a request
// without X-Forwarded-For comes from the loopback address, one with it from the address it names.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ TRUST_PROXY: 'loopback' });
});
afterEach(() => t.close());

const expect429 = (res: request.Response) => {
  expect(res.status).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.body.error.status).toBe(429);
};

describe('rate limits (429 with Retry-After)', () => {
  it('sign-in per account and address: the attacking address is stopped, the owner signs in from another', async () => {
    const signIn = (email: string, password: string, from: string) =>
      request(t.app).post('/auth/local').set(SAME_ORIGIN).set('X-Forwarded-For', from).send({ email, password });
    const u = await createTestUser(t.db);
    for (let i = 0; i < ACCOUNT_FAILURE_RULES.signIn.perAddress.limit; i++) {
      expect((await signIn(u.user.email, `wrong-${i}`, '203.0.113.9')).status).toBe(401);
    }
    expect429(await signIn(u.user.email, 'wrong-x', '203.0.113.9'));
    expect429(await signIn(u.user.email, u.password, '203.0.113.9'));
    expect((await signIn(u.user.email, u.password, '198.51.100.7')).status).toBe(200);
    // Another account from the attacking address is still fine (the IP limit is higher).
    const other = await createTestUser(t.db);
    expect((await signIn(other.user.email, other.password, '203.0.113.9')).status).toBe(200);
  });

  it('sign-in from many addresses: past the per-account threshold an address failing on it waits a growing delay, the owner’s clean address does not', async () => {
    const u = await createTestUser(t.db);
    const { perIdentity } = ACCOUNT_FAILURE_RULES.signIn;
    const signIn = (password: string, from: string) =>
      request(t.app).post('/auth/local').set(SAME_ORIGIN).set('X-Forwarded-For', from).send({ email: u.user.email, password });
    for (let i = 0; i <= perIdentity.delayAfter; i++) expect((await signIn(`wrong-${i}`, `192.0.2.${(i % 3) + 1}`)).status).toBe(401);
    const waiting = await signIn(u.password, '192.0.2.1');
    expect429(waiting);
    expect(waiting.headers['retry-after']).toBe('1');
    expect((await signIn(u.password, '198.51.100.7')).status).toBe(200);
  }, 60_000);

  it('sign-in per IP: guessing across many addresses is stopped', async () => {
    for (let i = 0; i < ACCOUNT_LIMITS.signInIp.limit; i++) {
      const res = await request(t.app).post('/auth/local').set(SAME_ORIGIN).send({ email: `guess-${i}@example.com`, password: 'guess-guess' });
      expect(res.status).toBe(401);
    }
    expect429(await request(t.app).post('/auth/local').set(SAME_ORIGIN).send({ email: 'demo@example.com', password: 'demo-password-2026' }));
  }, 60_000);

  it('forgot password per address and IP: a mailbox is not flooded from one machine, and its owner can still ask from another', async () => {
    const forgot = (from: string) => request(t.app).post('/auth/local/forgot').set(SAME_ORIGIN).set('X-Forwarded-For', from).send({ email: 'demo@example.com' });
    for (let i = 0; i < ACCOUNT_FAILURE_RULES.forgot.perAddress.limit; i++) expect((await forgot('203.0.113.9')).status).toBe(200);
    expect429(await forgot('203.0.113.9'));
    expect((await forgot('198.51.100.7')).status).toBe(200);
  });

  it('reset per link and per IP', async () => {
    const token = 'c'.repeat(43);
    for (let i = 0; i < ACCOUNT_LIMITS.resetToken.limit; i++) {
      expect((await request(t.app).get(`/auth/local/reset/${token}`)).status).toBe(404);
    }
    expect429(await request(t.app).get(`/auth/local/reset/${token}`));
    // The reset page shares the budget.
    const page = await request(t.app).get(`/reset/${token}`);
    expect(page.status).toBe(429);
    expect(page.headers['retry-after']).toBeTruthy();
    for (let i = ACCOUNT_LIMITS.resetToken.limit + 2; i < ACCOUNT_LIMITS.resetIp.limit; i++) {
      await request(t.app).get(`/auth/local/reset/${String(i).padStart(43, 'd')}`);
    }
    expect429(await request(t.app).get(`/auth/local/reset/${'e'.repeat(43)}`));
  });

  it('the sign-in form shares the budget and shows the limit on the page', async () => {
    const u = await createTestUser(t.db);
    for (let i = 0; i < ACCOUNT_FAILURE_RULES.signIn.perAddress.limit; i++) {
      await request(t.app).post('/signin').set(SAME_ORIGIN).type('form').send({ email: u.user.email, password: `wrong-${i}` });
    }
    const res = await request(t.app).post('/signin').set(SAME_ORIGIN).type('form').send({ email: u.user.email, password: u.password });
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.text).toContain('Too many attempts');
    expect(res.headers['set-cookie']?.toString() ?? '').not.toContain('session=');
  });

  it('registration per IP', async () => {
    for (let i = 0; i < ACCOUNT_LIMITS.createIp.limit; i++) {
      const res = await request(t.app).post('/api/circulation').set(SAME_ORIGIN).send({ email: 'demo@example.com', password: 'a-long-enough-password', firstName: 'A', lastName: 'B' });
      expect(res.status).toBe(409);
    }
    expect429(await request(t.app).post('/api/circulation').set(SAME_ORIGIN).send({ email: 'fresh-1@example.com', password: 'a-long-enough-password', firstName: 'A', lastName: 'B' }));
  });
});
