import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import { createTestUser, SAME_ORIGIN } from '../helpers/users';

/** Issue 24, item 7: an architect states a kind of firm on the profile, which feeds insights' audience table. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (body: Record<string, string>, cookie: string) => request(t.app).post('/account/profile').set(SAME_ORIGIN).set('Cookie', cookie).type('form').send(body);
const firmTypeOf = async (seq: number) => (await t.db.one<{ firm_type: string | null }>(sql`SELECT firm_type FROM users WHERE seq = ${seq}`)).firm_type;

describe('the kind of firm on /account/profile', () => {
  it('is a select of the firm types, saved and shown again, and cleared with "Not stated"', async () => {
    const u = await createTestUser(t.db);
    const page = parseHtml((await request(t.app).get('/account/profile').set('Cookie', u.cookie).expect(200)).text);
    expect(page.all('#profile-firmType option').map((o) => o.getAttribute('value'))).toEqual(['', 'architecture', 'interior-design', 'engineering', 'contractor', 'owner', 'education', 'other']);
    const fields = { firstName: 'Test', lastName: 'Architect', email: u.user.email };
    expect((await post({ ...fields, firmType: 'interior-design' }, u.cookie)).status).toBe(303);
    expect(await firmTypeOf(u.user.seq)).toBe('interior-design');
    const again = parseHtml((await request(t.app).get('/account/profile').set('Cookie', u.cookie).expect(200)).text);
    expect(again.all('#profile-firmType option[selected]').map((o) => o.textContent)).toEqual(['Interior design']);
    const me = await request(t.app).get('/api/circulation/me').set('Authorization', `Bearer ${u.token}`).expect(200);
    expect(me.body.firmType).toBe('interior-design');
    expect((await post({ ...fields, firmType: '' }, u.cookie)).status).toBe(303);
    expect(await firmTypeOf(u.user.seq)).toBeNull();
  });

  it('refuses an unknown kind with a 400 naming firmType, on the form and through the API', async () => {
    const u = await createTestUser(t.db);
    const form = await post({ firstName: 'Test', lastName: 'Architect', email: u.user.email, firmType: 'astrology' }, u.cookie);
    expect(form.status).toBe(400);
    expect(form.text).toContain('href="#profile-firmType"');
    const api = await request(t.app).put(`/api/circulation/${u.user.seq}`).set(SAME_ORIGIN).set('Authorization', `Bearer ${u.token}`).send({ firmType: 'astrology' });
    expect(api.status).toBe(400);
    expect(api.body.error.message).toMatch(/firmType/);
    expect(await firmTypeOf(u.user.seq)).toBeNull();
  });
});
