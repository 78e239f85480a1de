import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientCompany } from '../helpers/report-clients';
import { reportCompanies } from '../helpers/report-clients';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

let t: TestApp;
let a: ClientCompany;
let b: ClientCompany;

beforeAll(async () => {
  t = await createTestApp();
  [a, b] = (await reportCompanies(t.db)).clients;
});
afterAll(() => t.close());

const link = (report: string, abbr: string, password: string) => request(t.app).get(`/api/${report}/by-abbrev/${abbr}/${password}`);

describe('report link rate limits', () => {
  it('allows 10 failures per abbreviation in 15 minutes (both reports share them), then 429 with Retry-After, even with the right password', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await link(i % 2 ? 'outline-specs-report' : 'specwizard-specs-report', a.webabrv.toUpperCase(), `wrong-${i}`)).status).toBe(404);
    }
    const limited = await link('outline-specs-report', a.webabrv, `wrong-x`);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect((await link('outline-specs-report', a.webabrv, a.password)).status).toBe(429);
    expect((await link('specwizard-specs-report', a.webabrv, a.password)).status).toBe(429);
    // Another company's link still opens from the same address.
    expect((await link('outline-specs-report', b.webabrv, b.password)).status).toBe(200);
  });

  it('allows 30 failures per IP across abbreviations, then 429 for every link from it', async () => {
    // 10 failures were made above from this address; 20 more on unknown abbreviations reach 30.
    for (let i = 0; i < 20; i++) expect((await link('outline-specs-report', `nosuch${i}`, 'whatever')).status).toBe(404);
    expect((await link('outline-specs-report', 'nosuchx', 'whatever')).status).toBe(429);
    expect((await link('outline-specs-report', b.webabrv, b.password)).status).toBe(429);
  });
});
