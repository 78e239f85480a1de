import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientCompany } from '../helpers/report-clients';
import { reportCompanies } from '../helpers/report-clients';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { createTestUser, SAME_ORIGIN } from '../helpers/users';

const PAGE = '/account/report-passwords';

let t: TestApp;
let client: ClientCompany;
let nonClient: { coid: number };
let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  const companies = await reportCompanies(t.db);
  client = companies.clients[0];
  nonClient = companies.nonClient;
  admin = await createTestUser(t.db, { isAdmin: true });
  member = await createTestUser(t.db);
});
afterAll(() => t.close());

const post = (coid: number, user?: TestUser, headers: Record<string, string> = SAME_ORIGIN) => {
  const req = request(t.app).post(`${PAGE}/${coid}`).set(headers).type('form').send({});
  return user ? req.set('Cookie', user.cookie) : req;
};
const reportLink = (password: string) => request(t.app).get(`/api/outline-specs-report/by-abbrev/${client.webabrv}/${password}`);
/** The password shown once on the page (undefined when none is shown). */
const shownPassword = (html: string) => parseHtml(html).all('code.secret')[0]?.textContent ?? undefined;

describe('report passwords (administrators)', () => {
  it('the screen lists the client companies with a form each, and is in the administrators’ menu', async () => {
    const res = await request(t.app).get(PAGE).set('Cookie', admin.cookie);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`action="${PAGE}/${client.coid}"`);
    expect(res.text).not.toContain(`action="${PAGE}/${nonClient.coid}"`);
    expect(shownPassword(res.text)).toBeUndefined();
    expect((await request(t.app).get('/account').set('Cookie', admin.cookie)).text).toContain(`href="${PAGE}"`);
  });

  it('a post sets a new random password, shown once on the answer page and never logged; the old one stops working', async () => {
    expect((await reportLink(client.password)).status).toBe(200);
    const res = await post(client.coid, admin);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const password = shownPassword(res.text)!;
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect((await reportLink(password)).status).toBe(200);
    expect((await reportLink(client.password)).status).toBe(404);
    expect(JSON.stringify(t.logs)).not.toContain(password);
    expect(t.logs.some((line) => line.msg === 'report password replaced' && line.coid === client.coid)).toBe(true);
    // Shown once: the screen itself never shows it again.
    expect((await request(t.app).get(PAGE).set('Cookie', admin.cookie)).text).not.toContain(password);
    const again = shownPassword((await post(client.coid, admin)).text);
    expect(again).not.toBe(password);
  });

  it('refuses everyone else and other origins; an unknown or non-client company is a 404', async () => {
    expect((await request(t.app).get(PAGE).set('Cookie', member.cookie)).status).toBe(403);
    expect((await post(client.coid, member)).status).toBe(403);
    const anonymous = await post(client.coid);
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.location).toBe(`/signin?redirect=${encodeURIComponent(PAGE)}`);
    expect((await post(client.coid, admin, { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(nonClient.coid, admin)).status).toBe(404);
    expect((await post(99999, admin)).status).toBe(404);
    expect((await post(Number.NaN, admin)).status).toBe(404);
  });
});
