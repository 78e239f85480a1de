import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../../src/auth/tokens';
import { sql } from '../../src/db/sql';
import { executableScripts, h1Of } from '../helpers/html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import { createTestUser, SAME_ORIGIN } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (path: string, body: Record<string, string>) => request(t.app).post(path).set(SAME_ORIGIN).type('form').send(body);

/** The reset link from the newest outbox mail to `to` (written just after the answer). */
function resetLink(to: string): Promise<string> {
  return vi.waitFor(
    async () => {
      const row = await t.db.maybeOne<{ body: string }>(sql`SELECT body FROM outbox WHERE to_address = ${to} ORDER BY seq DESC LIMIT 1`);
      const path = row && /http:\/\/localhost:3000(\/reset\/[A-Za-z0-9_-]{43})/.exec(row.body)?.[1];
      if (!path) throw new Error(`no reset mail to ${to}`);
      return path;
    },
    { timeout: 3_000, interval: 30 },
  );
}

describe('/forgot', () => {
  it('shows the form, and after a post the same message whether or not the address has an account', async () => {
    const page = await request(t.app).get('/forgot');
    expect(page.status).toBe(200);
    expect(h1Of(page.text)).toBe('Forgot your password?');
    expect(page.text).toMatch(/id="forgot-email" type="email" autoComplete="email"/);
    expect(executableScripts(page.text)).toEqual([]);

    const u = await createTestUser(t.db);
    const known = await post('/forgot', { email: u.user.email });
    const unknown = await post('/forgot', { email: 'nobody-is-here@example.com' });
    expect(known.status).toBe(303);
    expect(unknown.status).toBe(303);
    expect(known.headers.location).toBe('/forgot?sent=1');
    expect(unknown.headers.location).toBe(known.headers.location);
    expect((await request(t.app).get('/forgot?sent=1')).text).toContain('If that address has an account, we sent a link');
    expect(await resetLink(u.user.email)).toMatch(/^\/reset\//);
  });

  it('names a malformed address', async () => {
    const res = await post('/forgot', { email: 'nope' });
    expect(res.status).toBe(400);
    expect(res.text).toContain('href="#forgot-email"');
    expect(res.text).toContain('value="nope"');
  });
});

describe('/reset/{resetToken}', () => {
  it('validates the link, sets a new password through the form, and then the link is spent', async () => {
    const u = await createTestUser(t.db);
    await post('/forgot', { email: u.user.email });
    const link = await resetLink(u.user.email);

    const page = await request(t.app).get(link);
    expect(page.status).toBe(200);
    expect(h1Of(page.text)).toBe('Choose a new password');
    expect(page.text).toMatch(/<form[^>]*method="post"[^>]*>\s*<div class="field">/);
    expect(page.text).not.toMatch(/<form[^>]*action="\/reset/);
    expect(page.text).not.toContain(link.slice('/reset/'.length));
    expect(page.text).toContain('<meta name="robots" content="noindex">');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['cache-control']).toBe('private, no-store');

    const mismatch = await post(link, { password: 'brand-new-password-1', passwordConfirm: 'brand-new-password-2' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.text).toContain('href="#reset-passwordConfirm"');
    expect(mismatch.text).not.toContain('brand-new-password-1');

    const done = await post(link, { password: 'brand-new-password-1', passwordConfirm: 'brand-new-password-1' });
    expect(done.status).toBe(303);
    expect(done.headers.location).toBe('/signin?reset=1');
    expect((await request(t.app).get('/signin?reset=1')).text).toContain('Your password was changed. Sign in with the new one.');
    expect((await request(t.app).get('/account').set('Cookie', u.cookie)).status).toBe(302);

    const signIn = await post('/signin', { email: u.user.email, password: 'brand-new-password-1' });
    expect(signIn.status).toBe(303);

    const spent = await request(t.app).get(link);
    expect(spent.status).toBe(404);
    expect(spent.text).toContain('expired or was already used');
    const reuse = await post(link, { password: 'another-password-3', passwordConfirm: 'another-password-3' });
    expect(reuse.status).toBe(404);
    expect((await post('/signin', { email: u.user.email, password: 'another-password-3' })).status).toBe(401);
  });

  it('shows an expired link as not working, with a way to ask again', async () => {
    const u = await createTestUser(t.db);
    await post('/forgot', { email: u.user.email });
    const link = await resetLink(u.user.email);
    await t.db.query(sql`UPDATE auth_tokens SET expires_at = now() - interval '1 minute' WHERE token_hash = ${hashToken(link.slice('/reset/'.length))}`);
    const res = await request(t.app).get(link);
    expect(res.status).toBe(404);
    expect(h1Of(res.text)).toBe('This link does not work');
    expect(res.text).toContain('href="/forgot"');
  });

  it('refuses a cross-site post to the reset form (CSRF)', async () => {
    const res = await request(t.app)
      .post(`/reset/${'f'.repeat(43)}`)
      .set('Origin', 'https://evil.example')
      .type('form')
      .send({ password: 'brand-new-password-1', passwordConfirm: 'brand-new-password-1' });
    expect(res.status).toBe(403);
  });
});
