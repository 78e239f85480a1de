import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_REQUEST_LIMIT } from '../../src/api/email-request';
import { sql } from '../../src/db/sql';
import { HSTS } from '../../src/web/security-headers';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { createTestUser } from '../helpers/users';

const PUBLIC_URL = 'https://specfind.example';
// The session secret of the test users' cookies (test/helpers/users.ts).
const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET: 'test-secret-test-secret-test-secret-0000', PUBLIC_URL };
const ORIGIN = { Origin: PUBLIC_URL };
const INTERNAL_PAGES = ['/xt', '/test', '/xtest', '/xdver', '/rfi'];

let prod: TestApp;
let company: { coid: number };
let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  prod = await createTestApp(PRODUCTION);
  company = await prod.db.one(sql`SELECT coid FROM companies WHERE email <> '' ORDER BY coid LIMIT 1`);
  admin = await createTestUser(prod.db, { isAdmin: true });
  member = await createTestUser(prod.db);
});
afterAll(() => prod.close());

const emailRequest = (t: TestApp, forwardedFor: string, n: number) =>
  request(t.app)
    .post('/api/manufacturers/email-request')
    .set({ ...ORIGIN, 'X-Forwarded-For': forwardedFor })
    .send({ coid: company.coid, name: 'Dana Architect', email: `xff${n}@studio.example`, phone: '', message: 'Please send the fire ratings.' });

describe('trust proxy', () => {
  it('by default X-Forwarded-For is ignored: rotating it does not get past the per-address limit', async () => {
    for (let i = 0; i < EMAIL_REQUEST_LIMIT.limit; i++) expect((await emailRequest(prod, `203.0.113.${i + 1}`, i)).status).toBe(202);
    expect((await emailRequest(prod, '203.0.113.99', 99)).status).toBe(429);
  });

  it('with TRUST_PROXY=1 the address comes from the header the proxy sets', async () => {
    const behindProxy = await createTestApp({ ...PRODUCTION, TRUST_PROXY: '1' });
    try {
      for (let i = 0; i < EMAIL_REQUEST_LIMIT.limit; i++) expect((await emailRequest(behindProxy, '198.51.100.7', i)).status).toBe(202);
      expect((await emailRequest(behindProxy, '198.51.100.7', 50)).status).toBe(429);
      expect((await emailRequest(behindProxy, '198.51.100.8', 51)).status).toBe(202);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent when PUBLIC_URL is https', async () => {
    const res = await request(prod.app).get('/healthz');
    expect(res.headers['strict-transport-security']).toBe(HSTS);
    expect(HSTS).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('X-Request-Id', () => {
  it.each(['req-404-test', 'f81d4fae-7dec-11d0-a765-00a0c91e6bf6', 'lb:1.2_3'])('keeps a safe token: %s', async (id) => {
    const res = await request(prod.app).get('/healthz').set('X-Request-Id', id);
    expect(res.headers['x-request-id']).toBe(id);
  });

  it.each(['<script>alert(1)</script>', 'a'.repeat(65), 'two words', 'ünïcode', ''])('replaces anything else with a new id: %s', async (id) => {
    const res = await request(prod.app).get('/healthz').set('X-Request-Id', id);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(JSON.stringify(prod.logs)).not.toContain('<script>alert(1)</script>');
  });
});

describe('internals in production', () => {
  it.each(INTERNAL_PAGES)('%s is a 404 for visitors and members, whatever ?debug=', async (page) => {
    for (const query of ['', '?debug=debug_on']) {
      expect((await request(prod.app).get(`${page}${query}`)).status).toBe(404);
      expect((await request(prod.app).get(`${page}${query}`).set('Cookie', member.cookie)).status).toBe(404);
    }
  });

  it.each(INTERNAL_PAGES)('%s opens for administrators', async (page) => {
    expect((await request(prod.app).get(page).set('Cookie', admin.cookie)).status).toBe(200);
  });

  it('?debug=debug_on adds no timings or query counts to a public page except for administrators', async () => {
    expect((await request(prod.app).get('/content-type/bim?debug=debug_on')).text).not.toContain('<!-- debug:');
    expect((await request(prod.app).get('/content-type/bim?debug=debug_on').set('Cookie', member.cookie)).text).not.toContain('<!-- debug:');
    expect((await request(prod.app).get('/content-type/bim?debug=debug_on').set('Cookie', admin.cookie)).text).toContain('<!-- debug:');
  });

  it('the spec tree API gives timings only to administrators', async () => {
    const url = '/api/spec_data/spec-tree?debug=debug_on';
    expect((await request(prod.app).get(url)).body.debug).toBeUndefined();
    expect((await request(prod.app).get(url).set('Authorization', `Bearer ${member.token}`)).body.debug).toBeUndefined();
    expect((await request(prod.app).get(url).set('Authorization', `Bearer ${admin.token}`)).body.debug).toMatchObject({ ms: expect.any(Number) });
  });
});

describe('outside production', () => {
  it('an http PUBLIC_URL gets no HSTS', async () => {
    const dev = await createTestApp();
    try {
      expect((await request(dev.app).get('/healthz')).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await dev.close();
    }
  });
});
