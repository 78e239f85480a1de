import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

function setCookies(res: request.Response): Record<string, string> {
  const lines = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf('=')), line]));
}
const cookieHeader = (res: request.Response) =>
  Object.values(setCookies(res))
    .map((line) => line.split(';')[0])
    .join('; ');
const post = (path: string, body: Record<string, string>, cookie = '') =>
  request(t.app).post(path).set(SAME_ORIGIN).set('Cookie', cookie).type('form').send(body);

describe('guards', () => {
  const guarded = ['/account', '/secure', '/account/profile', '/account/change-password', '/account/content-requests', '/signout'];

  it.each(guarded)('%s sends anonymous visitors to /signin with a return path', async (path) => {
    const res = await request(t.app).get(`${path}?tab=1`);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`/signin?redirect=${encodeURIComponent(`${path}?tab=1`)}`);
  });

  it.each(guarded)('%s renders for a signed-in user, never cached', async (path) => {
    const u = await createTestUser(t.db);
    const res = await request(t.app).get(path).set('Cookie', u.cookie);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.text).toContain('<meta name="robots" content="noindex">');
    expect(executableScripts(res.text)).toEqual([]);
  });

  it('the reset page with a malformed token is the fatal 404', async () => {
    const res = await request(t.app).get('/reset/nope');
    expect(res.status).toBe(404);
    // The path is shown with its secret part masked, as in the logs (a reset token may be a real one).
    expect(res.text).toContain('Page Not Found: /reset/[redacted]');
    expect(/<main[\s\S]*<\/main>/.exec(res.text)![0]).not.toContain('nope');
  });
});

describe('/signin page', () => {
  it('has a sign-in form and a create-account form with labels and autocomplete, and no script', async () => {
    const res = await request(t.app).get('/signin?redirect=%2Faccount%2Fprofile');
    expect(res.status).toBe(200);
    expect(h1Of(res.text)).toBe('Sign in');
    expect(res.text).toContain('action="/signin"');
    expect(res.text).toContain('action="/signin/create"');
    expect(res.text).toMatch(/<label for="signin-email">Email address/);
    expect(res.text).toMatch(/<input id="signin-email" type="email" autoComplete="username"[^>]*name="email"/i);
    expect(res.text).toMatch(/id="signin-password"[^>]*autoComplete="current-password"/i);
    expect(res.text).toMatch(/id="create-password"[^>]*autoComplete="new-password"/i);
    expect(res.text).toContain('<input type="hidden" name="redirect" value="/account/profile"/>');
    expect(res.text).toContain('Sign in to see that page.');
    expect(executableScripts(res.text)).toEqual([]);
  });

  it('never offers a return path to another site', async () => {
    for (const target of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      const res = await request(t.app).get(`/signin?redirect=${encodeURIComponent(target)}`);
      expect(res.text).toContain('<input type="hidden" name="redirect" value=""/>');
    }
  });

  it('sends a signed-in visitor on to the account', async () => {
    const u = await createTestUser(t.db);
    const res = await request(t.app).get('/signin').set('Cookie', u.cookie);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/account');
  });
});

describe('POST /signin', () => {
  it('signs in, stores the session (browser-session cookie) and returns to the page asked for', async () => {
    const res = await post('/signin', { email: 'demo@example.com', password: 'demo-password-2026', redirect: '/account/profile' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/account/profile');
    const cookies = setCookies(res);
    expect(cookies.session).not.toMatch(/expires/i);
    expect(cookies.first_name).toMatch(/^first_name=Dana;/);
    expect(cookies.first_name).not.toMatch(/expires|max-age/i);
    const page = await request(t.app).get('/account').set('Cookie', cookieHeader(res));
    expect(page.status).toBe(200);
    expect(page.text).toContain('Dana Demo');
    expect(page.text).toContain('href="/account/favorites"');
    expect(page.text).toContain('href="/account/content-requests"');
  });

  it('remember me keeps the session cookie for 30 days', async () => {
    const res = await post('/signin', { email: 'demo@example.com', password: 'demo-password-2026', rememberMe: 'on' });
    const expires = /expires=([^;]+)/i.exec(setCookies(res).session)?.[1] ?? '';
    const days = (Date.parse(expires) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect(setCookies(res).email).toMatch(/Max-Age=34560000/);
  });

  it('never redirects off the site', async () => {
    for (const redirect of ['//evil.example', 'https://evil.example/', '/\\evil.example', '/signout']) {
      const res = await post('/signin', { email: 'demo@example.com', password: 'demo-password-2026', redirect });
      expect(res.headers.location).toBe('/account');
    }
  });

  it('shows one message for wrong credentials, keeps the email and never echoes the password', async () => {
    const res = await post('/signin', { email: 'demo@example.com', password: 'wrong-password-123' });
    expect(res.status).toBe(401);
    expect(res.text).toContain('The email address or password is not correct.');
    expect(res.text).toContain('value="demo@example.com"');
    expect(res.text).not.toContain('wrong-password-123');
    expect(setCookies(res).session).toBeUndefined();
    const unknown = await post('/signin', { email: 'no-such-user@example.com', password: 'wrong-password-123' });
    expect(unknown.status).toBe(401);
    expect(unknown.text).toContain('The email address or password is not correct.');
  });

  it('shows field errors in a summary linked to the inputs', async () => {
    const res = await post('/signin', { email: 'nope', password: '' });
    expect(res.status).toBe(400);
    expect(res.text).toContain('class="error-summary" role="alert"');
    expect(res.text).toContain('href="#signin-email">Email address: Enter a valid email address</a>');
    expect(res.text).toContain('href="#signin-password">Password: Enter your password</a>');
    expect(res.text).toMatch(/id="signin-email"[^>]*aria-invalid="true" aria-describedby="signin-email-error"/);
    expect(res.text).toContain('id="signin-email-error"');
  });

  it('refuses a cross-site form post with 403 (CSRF)', async () => {
    const res = await request(t.app)
      .post('/signin')
      .set('Origin', 'https://evil.example')
      .type('form')
      .send({ email: 'demo@example.com', password: 'demo-password-2026' });
    expect(res.status).toBe(403);
    expect(setCookies(res).session).toBeUndefined();
    const referer = await request(t.app)
      .post('/signin')
      .set('Referer', 'https://evil.example/page')
      .type('form')
      .send({ email: 'demo@example.com', password: 'demo-password-2026' });
    expect(referer.status).toBe(403);
  });
});

describe('POST /signin/create', () => {
  const account = (email: string) => ({ firstName: 'Grace', lastName: 'Hopper', email, password: 'compilers-rule-1952', passwordConfirm: 'compilers-rule-1952', company: 'Navy' });

  it('creates the account, signs in and welcomes', async () => {
    const email = `grace-${Date.now()}@example.com`;
    const res = await post('/signin/create', account(email));
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/account?welcome=1');
    const page = await request(t.app).get(res.headers.location).set('Cookie', cookieHeader(res));
    expect(page.text).toContain('Welcome! Your account is ready.');
    expect(page.text).toContain('Grace Hopper');
    expect(page.text).toContain('Navy');
  });

  it('re-renders with every field error, keeps what was typed, and refuses a taken address', async () => {
    const res = await post('/signin/create', { firstName: 'Grace', lastName: '', email: 'bad', password: 'short', passwordConfirm: 'other' });
    expect(res.status).toBe(400);
    for (const field of ['lastName', 'email', 'password', 'passwordConfirm']) expect(res.text).toContain(`href="#create-${field}"`);
    expect(res.text).toContain('The two passwords are not the same');
    expect(res.text).toMatch(/id="create-firstName"[^>]*value="Grace"/);
    const taken = await post('/signin/create', account('demo@example.com'));
    expect(taken.status).toBe(409);
    expect(taken.text).toContain('href="#create-email"');
  });
});

describe('/account/profile', () => {
  it('shows the profile with the state picker, and saves changes', async () => {
    const u = await createTestUser(t.db);
    const page = await request(t.app).get('/account/profile').set('Cookie', u.cookie);
    expect(page.text).toMatch(/id="profile-email"[^>]*value="[^"]+@example.com"/);
    expect(page.text).toContain('<optgroup label="Canada">');
    expect(page.text).toContain('<option value="ON, CAN">Ontario</option>');
    const fields = { firstName: 'Test', lastName: 'Renamed', email: u.user.email, company: 'Atelier', title: '', phone: '(312) 482-0100', website: '', address: '', city: 'Toronto', state: 'ON, CAN', zip: '' };
    const saved = await post('/account/profile', fields, u.cookie);
    expect(saved.status).toBe(303);
    expect(saved.headers.location).toBe('/account/profile?saved=1');
    expect(setCookies(saved).last_name).toMatch(/^last_name=Renamed;/);
    const row = await t.db.one(sql`SELECT last_name, company, state, phone FROM users WHERE seq = ${u.user.seq}`);
    expect(row).toEqual({ last_name: 'Renamed', company: 'Atelier', state: 'ON, CAN', phone: '(312) 482-0100' });
    const after = await request(t.app).get('/account/profile?saved=1').set('Cookie', u.cookie);
    expect(after.text).toContain('Your profile was saved.');
    expect(after.text).toMatch(/<option value="ON, CAN" selected="">Ontario<\/option>/);
  });

  it('re-renders with field errors and keeps the values', async () => {
    const u = await createTestUser(t.db);
    const res = await post('/account/profile', { firstName: 'Test', lastName: 'X', email: u.user.email, phone: '555-222-3333', zip: 'abc', city: 'Chicago', state: 'ZZ' }, u.cookie);
    expect(res.status).toBe(400);
    expect(res.text).toContain('href="#profile-phone"');
    expect(res.text).toContain('href="#profile-zip"');
    expect(res.text).toContain('href="#profile-state"');
    expect(res.text).toMatch(/id="profile-city"[^>]*value="Chicago"/);
    const row = await t.db.one<{ city: string }>(sql`SELECT city FROM users WHERE seq = ${u.user.seq}`);
    expect(row.city).toBe('');
  });

  it('sends an anonymous post to sign-in and changes nothing; cross-site posts are refused', async () => {
    const anonymous = await post('/account/profile', { company: 'Nobody' });
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.location).toBe('/signin?redirect=%2Faccount%2Fprofile');
    const u = await createTestUser(t.db);
    const cross = await request(t.app).post('/account/profile').set('Origin', 'https://evil.example').set('Cookie', u.cookie).type('form').send({ company: 'Evil' });
    expect(cross.status).toBe(403);
    expect((await t.db.one<{ company: string }>(sql`SELECT company FROM users WHERE seq = ${u.user.seq}`)).company).toBe('');
  });
});

describe('/account/change-password', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const u = await createTestUser(t.db);
    const other = await post('/signin', { email: u.user.email, password: u.password });
    const res = await post('/account/change-password', { oldPassword: u.password, newPassword: 'fresh-password-99', newPasswordConfirm: 'fresh-password-99' }, u.cookie);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/account/change-password?saved=1');
    expect((await request(t.app).get('/account').set('Cookie', u.cookie)).status).toBe(200);
    expect((await request(t.app).get('/account').set('Cookie', cookieHeader(other))).status).toBe(302);
  });

  it('names the wrong current password and a mismatched confirmation', async () => {
    const u = await createTestUser(t.db);
    const res = await post('/account/change-password', { oldPassword: 'not-it-at-all', newPassword: 'fresh-password-99', newPasswordConfirm: 'fresh-password-99' }, u.cookie);
    expect(res.status).toBe(400);
    expect(res.text).toContain('href="#password-oldPassword">Current password: Your current password is not correct</a>');
    const mismatch = await post('/account/change-password', { oldPassword: u.password, newPassword: 'fresh-password-99', newPasswordConfirm: 'fresh-password-98' }, u.cookie);
    expect(mismatch.text).toContain('href="#password-newPasswordConfirm"');
  });
});

describe('/account/content-requests', () => {
  it("lists the user's own requests, newest first, and nobody else's", async () => {
    const u = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    await t.db.query(sql`INSERT INTO content_requests (user_seq, kind, email, message, created_at) VALUES
      (${u.user.seq}, 'rfi', ${u.user.email}, 'Older question about fire ratings', now() - interval '2 days'),
      (${u.user.seq}, 'rfi', ${u.user.email}, 'Newer question about lead times', now()),
      (${other.user.seq}, 'rfi', ${other.user.email}, 'Someone else secret', now())`);
    const res = await request(t.app).get('/account/content-requests').set('Cookie', u.cookie);
    expect(res.text).toContain('Newer question about lead times');
    expect(res.text.indexOf('Newer question')).toBeLessThan(res.text.indexOf('Older question'));
    expect(res.text).not.toContain('Someone else secret');
  });
});

describe('signing out', () => {
  it('the header offers Sign in to visitors and Account and Sign out to users', async () => {
    const anonymous = await request(t.app).get('/manufacturers/all');
    expect(anonymous.text).toContain('href="/signin?redirect=%2Fmanufacturers%2Fall"');
    const u = await createTestUser(t.db);
    const signedIn = await request(t.app).get('/manufacturers/all').set('Cookie', u.cookie);
    expect(signedIn.text).toContain('href="/account"');
    expect(signedIn.text).toMatch(/<form action="\/signout" method="post"><button type="submit">Sign out<\/button>/);
  });

  it('POST /signout revokes the token and clears the session and user cookies', async () => {
    const u = await createTestUser(t.db);
    const res = await post('/signout', {}, u.cookie);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/signin?signedout=1');
    const cookies = setCookies(res);
    for (const name of ['session', 'first_name', 'last_name', 'email']) expect(cookies[name]).toMatch(/expires=Thu, 01 Jan 1970/i);
    expect((await request(t.app).get('/account').set('Cookie', u.cookie)).status).toBe(302);
    expect((await request(t.app).get('/signin?signedout=1')).text).toContain('You have signed out.');
  });
});
