import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_LINK_INVALID } from '../../src/services/reports';
import type { ClientCompany } from '../helpers/report-clients';
import { reportCompanies } from '../helpers/report-clients';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { createTestUser } from '../helpers/users';

let t: TestApp;
let a: ClientCompany;
let b: ClientCompany;
let nonClient: { coid: number; webabrv: string };
let staffA: TestUser;
let other: TestUser;
let admin: TestUser;
let adminStaffless: TestUser;

const as = (u: TestUser) => ({ Authorization: `Bearer ${u.token}` });
const get = (path: string, user?: TestUser) => (user ? request(t.app).get(path).set(as(user)) : request(t.app).get(path));
const REPORTS = ['outline-specs-report', 'specwizard-specs-report'] as const;

beforeAll(async () => {
  t = await createTestApp();
  const companies = await reportCompanies(t.db);
  [a, b] = companies.clients;
  nonClient = companies.nonClient;
  staffA = await createTestUser(t.db, { coid: a.coid });
  other = await createTestUser(t.db);
  admin = await createTestUser(t.db, { isAdmin: true });
  adminStaffless = admin;
});
afterAll(() => t.close());

function expectInvalidLink(res: request.Response): void {
  expect(res.status).toBe(404);
  expect(res.body.error.message).toBe(REPORT_LINK_INVALID);
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.headers['cache-control']).toBe('no-store');
}

describe.each(REPORTS)('%s by web abbreviation and password', (report) => {
  it('opens with the right password (abbreviation in any case), privately', async () => {
    for (const abbr of [a.webabrv, a.webabrv.toUpperCase()]) {
      const res = await get(`/api/${report}/by-abbrev/${abbr}/${a.password}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ clientName: a.name, dates: { from: null, to: null } });
      expect(Array.isArray(res.body.rows) && Array.isArray(res.body.csis) && Array.isArray(res.body.totals)).toBe(true);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-robots-tag']).toBe('noindex');
    }
  });

  it('answers one message for a wrong password, an unknown abbreviation, another client’s password and a non-client', async () => {
    expectInvalidLink(await get(`/api/${report}/by-abbrev/${a.webabrv}/not-the-password`));
    expectInvalidLink(await get(`/api/${report}/by-abbrev/nosuchco/${a.password}`));
    expectInvalidLink(await get(`/api/${report}/by-abbrev/${a.webabrv}/${b.password}`));
    expectInvalidLink(await get(`/api/${report}/by-abbrev/${nonClient.webabrv}/demo-report-${nonClient.webabrv}`));
    const unknown = await get(`/api/${report}/by-abbrev/nosuchco/whatever`);
    const wrong = await get(`/api/${report}/by-abbrev/${a.webabrv}/whatever`);
    expect(unknown.body.error.message).toBe(wrong.body.error.message);
    expect(unknown.status).toBe(wrong.status);
  });

  it('is the link alone that counts: a signed-in administrator with a wrong password gets the same 404', async () => {
    expectInvalidLink(await get(`/api/${report}/by-abbrev/${a.webabrv}/wrong-again`, admin));
  });

  it('refuses malformed input with a 400 naming the field', async () => {
    const res = await get(`/api/${report}/by-abbrev/x/${a.password}`);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toEqual([report === 'outline-specs-report' ? 'abbr' : 'webabrv']);
    const long = await get(`/api/${report}/by-abbrev/${a.webabrv}/${'p'.repeat(201)}`);
    expect(Object.keys(long.body.error.fields)).toEqual(['password']);
  });
});

describe.each(REPORTS)('%s by company id', (report) => {
  it('shows a client its own report, and administrators any client’s', async () => {
    for (const user of [staffA, admin]) {
      const res = await get(`/api/${report}/by-coid/${a.coid}`, user);
      expect(res.status).toBe(200);
      expect(res.body.clientName).toBe(a.name);
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
    expect((await get(`/api/${report}/by-coid/${b.coid}`, admin)).body.clientName).toBe(b.name);
  });

  it('answers 401 to anonymous callers and 403 to other signed-in users, including another client’s staff', async () => {
    expect((await get(`/api/${report}/by-coid/${a.coid}`)).status).toBe(401);
    expect((await get(`/api/${report}/by-coid/${a.coid}`, other)).status).toBe(403);
    expect((await get(`/api/${report}/by-coid/${b.coid}`, staffA)).status).toBe(403);
    expect((await get(`/api/${report}/by-coid/${a.coid}`).set('Cookie', staffA.cookie)).status).toBe(200);
  });

  it('answers 404 for a company without reports (administrators)', async () => {
    const res = await get(`/api/${report}/by-coid/${nonClient.coid}`, admin);
    expect(res.status).toBe(404);
    expect((await get(`/api/${report}/by-coid/${nonClient.coid}`, other)).status).toBe(403);
  });
});

describe('specwizard-specs-report/by-coid/{id} default -1', () => {
  it('is the signed-in user’s own company with -1 or without an id', async () => {
    for (const path of ['/api/specwizard-specs-report/by-coid/-1', '/api/specwizard-specs-report/by-coid']) {
      const res = await get(path, staffA);
      expect(res.status).toBe(200);
      expect(res.body.clientName).toBe(a.name);
    }
  });

  it('refuses users without a company (403), administrators without one get 404, anonymous 401', async () => {
    expect((await get('/api/specwizard-specs-report/by-coid/-1', other)).status).toBe(403);
    expect((await get('/api/specwizard-specs-report/by-coid', adminStaffless)).status).toBe(404);
    expect((await get('/api/specwizard-specs-report/by-coid')).status).toBe(401);
  });

  it('takes only -1 or a five-digit id', async () => {
    for (const bad of ['-2', '123', 'abc', '1.5']) {
      const res = await get(`/api/specwizard-specs-report/by-coid/${bad}`, staffA);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.error.fields)).toEqual(['id']);
    }
    expect(Object.keys((await get('/api/outline-specs-report/by-coid/abc', staffA)).body.error.fields)).toEqual(['coid']);
  });
});

describe.each(REPORTS)('%s/all-coid', (report) => {
  it('is for administrators only', async () => {
    expect((await get(`/api/${report}/all-coid`)).status).toBe(401);
    expect((await get(`/api/${report}/all-coid`, staffA)).status).toBe(403);
    expect((await get(`/api/${report}/all-coid`, other)).status).toBe(403);
    const res = await get(`/api/${report}/all-coid`, admin);
    expect(res.status).toBe(200);
    expect(res.body.clientName).toBe('All manufacturers');
    expect(res.body.rows.length).toBeGreaterThan(0);
  });
});

describe('report passwords stay out of the logs and answers', () => {
  it('masks the password of every by-abbrev call in the request log and in error bodies', async () => {
    const secret = 'Zebra-Secret-7731';
    const wrong = await get(`/api/outline-specs-report/by-abbrev/${b.webabrv}/${secret}`);
    expect(wrong.status).toBe(404);
    expect(JSON.stringify(wrong.body)).not.toContain(secret);
    expect(wrong.body.error.url).toBe(`/api/outline-specs-report/by-abbrev/${b.webabrv}/[redacted]`);
    await get(`/api/specwizard-specs-report/by-abbrev/${b.webabrv}/${secret}?from=bad`);
    await get(`/api/specwizard-specs-report/by-abbrev/${b.webabrv}/${b.password}?format=csv`);
    await get(`/api/outline-specs-report/by-abbrev/${b.webabrv}/${b.password}`);
    const logs = JSON.stringify(t.logs);
    expect(logs).toContain(`by-abbrev/${b.webabrv}/[redacted]`);
    expect(logs).not.toContain(secret);
    expect(logs).not.toContain(b.password);
  });
});
