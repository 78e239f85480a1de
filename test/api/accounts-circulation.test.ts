import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { createTestUser, SAME_ORIGIN } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bearer = (u: TestUser) => ({ Authorization: `Bearer ${u.token}` });
let n = 0;
const newEmail = () => `new-user-${++n}-${Date.now()}@example.com`;

describe('POST /api/circulation (registration)', () => {
  it('creates an account that can sign in; the email is stored in lower case, the password only hashed', async () => {
    const email = newEmail();
    const res = await request(t.app)
      .post('/api/circulation')
      .set(SAME_ORIGIN)
      .send({ email: email.toUpperCase(), password: 'a-long-enough-password', firstName: 'Ada', lastName: 'Lovelace', state: 'on, can', zip: '60601' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email, firstName: 'Ada', lastName: 'Lovelace', state: 'ON, CAN', zip: '60601', isAdmin: false });
    expect(res.body.password).toBeUndefined();
    const row = await t.db.one<{ hash: string }>(sql`SELECT password_hash AS hash FROM users WHERE seq = ${res.body.seq}`);
    expect(row.hash).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    const signIn = await request(t.app).post('/auth/local').set(SAME_ORIGIN).send({ email, password: 'a-long-enough-password' });
    expect(signIn.status).toBe(200);
  });

  it('answers 409 naming the email when the address is taken, and never makes an admin', async () => {
    const res = await request(t.app)
      .post('/api/circulation')
      .set(SAME_ORIGIN)
      .send({ email: 'DEMO@example.com', password: 'a-long-enough-password', firstName: 'Eve', lastName: 'X', isAdmin: true });
    expect(res.status).toBe(409);
    expect(res.body.error.fields.email).toBeTruthy();
    const admin = await request(t.app)
      .post('/api/circulation')
      .set(SAME_ORIGIN)
      .send({ email: newEmail(), password: 'a-long-enough-password', firstName: 'Eve', lastName: 'X', isAdmin: true });
    expect(admin.status).toBe(201);
    expect(admin.body.isAdmin).toBe(false);
  });

  it('rejects bad input with 400 naming each field', async () => {
    const res = await request(t.app)
      .post('/api/circulation')
      .set(SAME_ORIGIN)
      .send({ email: 'a@@b', password: 'short', firstName: '!!!', lastName: 'sleep(5)', phone: '555-123-4567', zip: '123', website: 'nope', state: 'XX' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['email', 'firstName', 'lastName', 'password', 'phone', 'state', 'website', 'zip']);
    expect(res.body.error.fields.phone).toMatch(/555/);
    const empty = await request(t.app).post('/api/circulation').set(SAME_ORIGIN).set('Content-Type', 'application/json').send('{');
    expect(empty.status).toBe(400);
  });

  it('is refused cross-site (CSRF)', async () => {
    const res = await request(t.app)
      .post('/api/circulation')
      .set('Origin', 'https://evil.example')
      .send({ email: newEmail(), password: 'a-long-enough-password', firstName: 'A', lastName: 'B' });
    expect(res.status).toBe(403);
  });
});

describe('GET /api/circulation/me', () => {
  it('returns the signed-in user profile, and 401 anonymous', async () => {
    const u = await createTestUser(t.db);
    const res = await request(t.app).get('/api/circulation/me').set(bearer(u));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ seq: u.user.seq, email: u.user.email, company: '', state: '' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await request(t.app).get('/api/circulation/me')).status).toBe(401);
    expect((await request(t.app).get('/api/circulation/me').set('Cookie', u.cookie)).body.seq).toBe(u.user.seq);
  });
});

describe('PUT /api/circulation/{userSeq}', () => {
  it('updates the given fields only', async () => {
    const u = await createTestUser(t.db);
    const res = await request(t.app)
      .put(`/api/circulation/${u.user.seq}`)
      .set(bearer(u))
      .send({ company: 'Studio North', phone: '(312) 482-0100', state: 'IL', website: 'studio-north.example.com', seq: 1, isAdmin: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ company: 'Studio North', phone: '(312) 482-0100', state: 'IL', firstName: 'Test', isAdmin: false, seq: u.user.seq });
    const again = await request(t.app).get('/api/circulation/me').set(bearer(u));
    expect(again.body.company).toBe('Studio North');
  });

  it("answers 404 for another user's seq and 401 anonymous, changing nothing", async () => {
    const u = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    const res = await request(t.app).put(`/api/circulation/${other.user.seq}`).set(bearer(u)).send({ company: 'Hijacked' });
    expect(res.status).toBe(404);
    expect((await request(t.app).put(`/api/circulation/${other.user.seq}`).set(SAME_ORIGIN).send({ company: 'Hijacked' })).status).toBe(401);
    const row = await t.db.one<{ company: string }>(sql`SELECT company FROM users WHERE seq = ${other.user.seq}`);
    expect(row.company).toBe('');
  });

  it('rejects bad values and a bad seq with 400 naming the field', async () => {
    const u = await createTestUser(t.db);
    const res = await request(t.app).put(`/api/circulation/${u.user.seq}`).set(bearer(u)).send({ zip: '1234', firstName: '' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.zip).toBeTruthy();
    expect(res.body.error.fields.firstName).toBeTruthy();
    const seq = await request(t.app).put('/api/circulation/abc').set(bearer(u)).send({});
    expect(seq.status).toBe(400);
    expect(seq.body.error.fields.userSeq).toBeTruthy();
  });

  it('needs the current password to change the email, and keeps addresses unique', async () => {
    const u = await createTestUser(t.db);
    const email = newEmail();
    const without = await request(t.app).put(`/api/circulation/${u.user.seq}`).set(bearer(u)).send({ email });
    expect(without.status).toBe(400);
    expect(without.body.error.fields.currentPassword).toBeTruthy();
    const wrong = await request(t.app).put(`/api/circulation/${u.user.seq}`).set(bearer(u)).send({ email, currentPassword: 'wrong-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields.currentPassword).toBeTruthy();
    const taken = await request(t.app).put(`/api/circulation/${u.user.seq}`).set(bearer(u)).send({ email: 'demo@example.com', currentPassword: u.password });
    expect(taken.status).toBe(409);
    const ok = await request(t.app).put(`/api/circulation/${u.user.seq}`).set(bearer(u)).send({ email, currentPassword: u.password });
    expect(ok.status).toBe(200);
    expect(ok.body.email).toBe(email);
  });
});

describe('PUT /api/circulation/{userSeq}/password', () => {
  it('changes the password when the old one matches and signs out other sessions only', async () => {
    const u = await createTestUser(t.db);
    const signIn = await request(t.app).post('/auth/local').set(SAME_ORIGIN).send({ email: u.user.email, password: u.password });
    const otherDevice = signIn.body.token as string;
    const res = await request(t.app)
      .put(`/api/circulation/${u.user.seq}/password`)
      .set(bearer(u))
      .send({ oldPassword: u.password, newPassword: 'a-brand-new-password' });
    expect(res.status).toBe(200);
    expect((await request(t.app).get('/api/users/me').set(bearer(u))).status).toBe(200);
    expect((await request(t.app).get('/api/users/me').set('Authorization', `Bearer ${otherDevice}`)).status).toBe(401);
    const old = await request(t.app).post('/auth/local').set(SAME_ORIGIN).send({ email: u.user.email, password: u.password });
    expect(old.status).toBe(401);
    const fresh = await request(t.app).post('/auth/local').set(SAME_ORIGIN).send({ email: u.user.email, password: 'a-brand-new-password' });
    expect(fresh.status).toBe(200);
  });

  it('answers 400 naming oldPassword when it is wrong, and newPassword when too short', async () => {
    const u = await createTestUser(t.db);
    const wrong = await request(t.app).put(`/api/circulation/${u.user.seq}/password`).set(bearer(u)).send({ oldPassword: 'nope-nope-nope', newPassword: 'a-brand-new-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields.oldPassword).toBeTruthy();
    const short = await request(t.app).put(`/api/circulation/${u.user.seq}/password`).set(bearer(u)).send({ oldPassword: u.password, newPassword: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.error.fields.newPassword).toBeTruthy();
  });

  it("answers 404 for another user's seq and 401 anonymous", async () => {
    const u = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    const body = { oldPassword: other.password, newPassword: 'a-brand-new-password' };
    expect((await request(t.app).put(`/api/circulation/${other.user.seq}/password`).set(bearer(u)).send(body)).status).toBe(404);
    expect((await request(t.app).put(`/api/circulation/${other.user.seq}/password`).set(SAME_ORIGIN).send(body)).status).toBe(401);
    const still = await request(t.app).post('/auth/local').set(SAME_ORIGIN).send({ email: other.user.email, password: other.password });
    expect(still.status).toBe(200);
  });

  it('limits password checks per account (a stolen session cannot guess the old password)', async () => {
    const u = await createTestUser(t.db);
    const body = { oldPassword: 'guess-guess-guess', newPassword: 'a-brand-new-password' };
    for (let i = 0; i < 10; i++) {
      expect((await request(t.app).put(`/api/circulation/${u.user.seq}/password`).set(bearer(u)).send(body)).status).toBe(400);
    }
    const limited = await request(t.app).put(`/api/circulation/${u.user.seq}/password`).set(bearer(u)).send(body);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
