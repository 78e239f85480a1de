import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppError } from '../../src/errors';
import { createReportLimits, REPORT_LINK_FAILURE_RULES, resolveReportAccess } from '../../src/services/reports';
import type { ClientCompany } from '../helpers/report-clients';
import { reportCompanies } from '../helpers/report-clients';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

let t: TestApp;
let a: ClientCompany;
let b: ClientCompany;
let c: ClientCompany;

beforeAll(async () => {
  // Behind one trusted proxy (loopback here) the client address comes from X-Forwarded-For, so one test plays several machines.
  t = await createTestApp({ TRUST_PROXY: 'loopback' });
  [a, b, c] = (await reportCompanies(t.db)).clients;
});
afterAll(() => t.close());

const ATTACKER = '203.0.113.9';
const link = (report: string, abbr: string, password: string, from = ATTACKER) =>
  request(t.app).get(`/api/${report}/by-abbrev/${abbr}/${password}`).set('X-Forwarded-For', from);

describe('report link rate limits', () => {
  it('stop an address after 10 failures on a link (both reports share them), but the owner’s right password from elsewhere opens it', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await link(i % 2 ? 'outline-specs-report' : 'specwizard-specs-report', a.webabrv.toUpperCase(), `wrong-${i}`)).status).toBe(404);
    }
    const limited = await link('outline-specs-report', a.webabrv, `wrong-x`);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect((await link('outline-specs-report', a.webabrv, a.password)).status).toBe(429);
    // The manufacturer's bookmarked link still opens from its own office, and its page too.
    expect((await link('outline-specs-report', a.webabrv, a.password, '198.51.100.7')).status).toBe(200);
    expect((await request(t.app).get(`/outline-specs-report/${a.webabrv}/${a.password}`).set('X-Forwarded-For', '198.51.100.7')).status).toBe(200);
    // Another company's link still opens from the attacking address.
    expect((await link('outline-specs-report', b.webabrv, b.password)).status).toBe(200);
  });

  it('allows 30 failures per IP across abbreviations, then 429 for every link from it', async () => {
    // An address of its own, so the test counts only its own failures (in any order, or alone).
    const scanner = '203.0.113.77';
    for (let i = 0; i < 30; i++) expect((await link('outline-specs-report', `nosuch${i}`, 'whatever', scanner)).status).toBe(404);
    expect((await link('outline-specs-report', 'nosuchx', 'whatever', scanner)).status).toBe(429);
    expect((await link('outline-specs-report', b.webabrv, b.password, scanner)).status).toBe(429);
    // Thirty-two password checks one after another: a busy two-core machine needs more than the default 20 s.
  }, 60_000);

  it('past 20 failures on one link from many addresses, an address failing on it waits a growing delay; the owner’s clean address does not', async () => {
    const { delayAfter } = REPORT_LINK_FAILURE_RULES.perIdentity;
    for (let i = 0; i <= delayAfter; i++) {
      expect((await link('outline-specs-report', c.webabrv, `wrong-${i}`, `192.0.2.${(i % 3) + 1}`)).status).toBe(404);
    }
    const waiting = await link('outline-specs-report', c.webabrv, c.password, '192.0.2.1');
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBe(1);
    expect((await link('outline-specs-report', c.webabrv, c.password, '198.51.100.7')).status).toBe(200);
  });
});

describe('the per-link ceiling', () => {
  it('eventually refuses the link with 429 and Retry-After until its hour ends to every address that has been failing on it, never to a clean one', async () => {
    let now = 0;
    const limits = createReportLimits(t.db, () => now);
    const { perAddress, perIdentity } = REPORT_LINK_FAILURE_RULES;
    const attempt = async (password: string, ip: string) => {
      try {
        await resolveReportAccess({ db: t.db, limits }, { user: null, ip, webabrv: b.webabrv, password });
        return { status: 200, retryAfter: 0 };
      } catch (error) {
        const e = error as AppError & { data?: { retryAfter?: number } };
        return { status: e.statusCode, retryAfter: e.data?.retryAfter ?? 0 };
      }
    };
    // Nine failures per address, so every address has room of its own left: only the link's ceiling stops them.
    const from = (i: number) => `10.1.${Math.floor(i / (perAddress.limit - 1))}.1`;
    for (let i = 0; i < perIdentity.ceiling; i++) {
      now += perIdentity.maxDelayMs;
      expect((await attempt(`wrong-${i}`, from(i))).status).toBe(404);
    }
    now += perIdentity.maxDelayMs;
    const refused = await attempt(b.password, from(perIdentity.ceiling - 1));
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect((await attempt(b.password, '10.9.9.9')).status).toBe(200);
    now += refused.retryAfter * 1000;
    expect((await attempt(b.password, from(perIdentity.ceiling - 1))).status).toBe(200);
  }, 120_000);
});
