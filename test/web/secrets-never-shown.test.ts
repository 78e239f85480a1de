import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { companySlugId } from '../../src/domain/company-id';
import { HONEYPOT_FIELD } from '../../src/domain/form-fields';
import type { ClientCompany } from '../helpers/report-clients';
import { reportCompanies } from '../helpers/report-clients';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import { createTestUser, SAME_ORIGIN } from '../helpers/users';

let t: TestApp;
let client: ClientCompany;
let other: ClientCompany;

beforeAll(async () => {
  t = await createTestApp();
  [client, other] = (await reportCompanies(t.db)).clients;
});
afterAll(() => t.close());

const WRONG_PASSWORD = 'Wrong-Secret-7f3a9c';
const RESET_TOKEN = 'R'.repeat(20) + 'secretresettoken7777x'.padEnd(23, 'z');
const ORDER_REF = 'OrderRefSecret0042abcd';
const API_KEY = 'sk_QueryKeySecret9d41e7';

/** Every request of the run, with what came back (pages, JSON, Location headers). */
interface Answer {
  url: string;
  status: number;
  text: string;
  location: string;
}
const answers: Answer[] = [];

async function visit(url: string, method: 'get' | 'post' = 'get', form?: Record<string, string>): Promise<Answer> {
  const req = method === 'get' ? request(t.app).get(url) : request(t.app).post(url).set(SAME_ORIGIN).type('form').send(form ?? {});
  const res = await req;
  const answer = { url, status: res.status, text: res.text ?? '', location: String(res.headers.location ?? '') };
  answers.push(answer);
  return answer;
}

/** The client's pages reachable by its report link, in several spellings, with the right and a wrong password. */
function reportLinks(c: ClientCompany, password: string): string[] {
  const id = companySlugId(c.name, c.coid);
  const abbr = c.webabrv;
  return [
    `/outline-specs-report/${abbr}/${password}`,
    `/OUTLINE-SPECS-REPORT/${abbr.toUpperCase()}/${password}`,
    `/specwizard-specs-report/${abbr}/${password}`,
    `/Specwizard-Specs-Report/${abbr}/${password}?from=2020-01-01`,
    `/company/${id}/resources/${abbr}/${password}`,
    `/Company/${id}/Resources/${abbr}/${password}`,
    `/company/${id}/reports/${abbr}/${password}/user-favorites`,
    `/COMPANY/${id}/REPORTS/${abbr}/${password}/USER-FAVORITES`,
    `/api/outline-specs-report/by-abbrev/${abbr}/${password}`,
    `/API/Specwizard-Specs-Report/By-Abbrev/${abbr}/${password}`,
    `/outline-specs-report/${abbr}/${password}/no-such-page`,
    `//outline-specs-report/${abbr}/${password}`,
  ];
}

function secretUrls(): string[] {
  const enc = (path: string) => encodeURIComponent(path);
  const link = `/outline-specs-report/${client.webabrv}/${client.password}`;
  return [
    ...reportLinks(client, client.password),
    ...reportLinks(client, WRONG_PASSWORD),
    `/reset/${RESET_TOKEN}`,
    `/RESET/${RESET_TOKEN}`,
    `/Reset/${RESET_TOKEN}/extra`,
    `/auth/local/reset/${RESET_TOKEN}`,
    `/Auth/Local/Reset/${RESET_TOKEN}`,
    `/confirmation?ref=${ORDER_REF}`,
    `/CONFIRMATION?Ref=${ORDER_REF}`,
    `/signin?redirect=${enc(link)}`,
    `/signin?redirect=${enc(`/RESET/${RESET_TOKEN}`)}`,
    `/signin?returnTo=${enc(`http://localhost:3000${link}`)}`,
    `/no-such-page?redirect=${enc(link)}`,
    `/no-such-page?next=${enc(`/confirmation?ref=${ORDER_REF}`)}`,
    `/api/no-such-call?redirect=${enc(link)}`,
    // Slashes encoded: the path is decoded before it is masked.
    `/outline-specs-report%2F${client.webabrv}%2F${client.password}`,
    `/Outline-Specs-Report%2f${client.webabrv}%2f${WRONG_PASSWORD}`,
    `/outline-specs-report%252F${client.webabrv}%252F${client.password}`,
    `/reset%2F${RESET_TOKEN}`,
    // Keys in the query, however the name is spelled or encoded, and inside a redirect parameter.
    `/api/search/door?api_key=${API_KEY}`,
    `/api/search/door?page=2&KEY=${API_KEY}`,
    `/api/search/door?access_token=${API_KEY}`,
    `/api/search/door?api%5Fkey=${API_KEY}`,
    `/search/door?key=${API_KEY}`,
    `/no-such-page?next=${enc(`/api/search/door?api_key=${API_KEY}`)}`,
    `/no-such-page?next=${enc(enc(`/api/search/door?api_key=${API_KEY}`))}`,
  ];
}

/** The reference of a real order placed during the run. */
let placedRef = '';
const secrets = () => [client.password, WRONG_PASSWORD, RESET_TOKEN, ORDER_REF, API_KEY, placedRef].filter(Boolean);

async function placeOrder(): Promise<void> {
  const email = 'secret-order@graniteworks.example';
  const placed = await visit('/payment', 'post', {
    packageId: 'specification',
    months: '1',
    company: 'Granite Works Inc.',
    contactName: 'Robin Seller',
    email,
    phone: '(312) 482-0100',
    zip: '60601',
    website: 'www.graniteworks.us',
    notes: '',
    [HONEYPOT_FIELD]: '',
  });
  placedRef = (await t.db.one<{ reference: string }>(sql`SELECT reference FROM orders WHERE email = ${email}`)).reference;
  expect(placed.status).toBe(303);
  // The visitor's own redirect is the one place the reference goes: it is how they reach their order.
  answers.pop();
  expect((await visit(`/confirmation?ref=${placedRef}`)).status).toBe(200);
  await visit(`/Confirmation?ref=${placedRef}&debug=1`);
}

/** Report pages opened with the right link: they link the client's other pages by the same link (docs/decisions). */
const isOpenedReport = (a: Answer) => a.status === 200 && a.url.includes(client.password) && !a.url.toLowerCase().startsWith('/api/');

describe('secrets never reach logs or pages', () => {
  beforeAll(async () => {
    for (const url of secretUrls()) await visit(url);
    await placeOrder();
    await visit(`/reset/${RESET_TOKEN}`, 'post', { password: 'a-new-password-1', passwordConfirm: 'a-new-password-1' });
    await visit(`/RESET/${RESET_TOKEN}`, 'post', { password: 'x', passwordConfirm: 'y' });
  }, 120_000);

  it('the runs answered (none of them a server error)', () => {
    expect(answers.length).toBeGreaterThan(30);
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.filter((a) => a.status === 200 && a.url.includes(client.password)).length).toBeGreaterThan(4);
  });

  it('the whole log holds none of the secrets, and masks them where the paths were', () => {
    const log = JSON.stringify(t.logs);
    for (const secret of secrets()) expect(log).not.toContain(secret);
    expect(log).toContain('/OUTLINE-SPECS-REPORT/');
    expect(log).toContain('[redacted]');
  });

  it('no answer (page, error, JSON or redirect) shows a secret, except a report page opened by its own link', () => {
    const leaks = answers
      .filter((a) => !isOpenedReport(a))
      .flatMap((a) => secrets().filter((s) => a.text.includes(s) || a.location.includes(s)).map((s) => `${a.url} (${a.status}) shows ${s}`));
    expect(leaks).toEqual([]);
  });

  it('report pages opened by link offer a plain sign-in link; filters and sort links stay relative; only the client’s own link pages repeat the link', () => {
    const opened = answers.filter(isOpenedReport);
    expect(opened.length).toBeGreaterThan(0);
    for (const page of opened) {
      expect(page.text).toContain('href="/signin"');
      expect(page.text).not.toMatch(/signin\?redirect=[^"]*report/i);
      const withSecret = [...page.text.matchAll(/(?:href|action)="([^"]*)"/g)].map((m) => m[1]).filter((url) => url.includes(client.password));
      // The other report, the favorites report, the resources page and the CSV download, at most.
      expect(withSecret.length).toBeLessThanOrEqual(4);
      for (const url of withSecret) expect(url).toMatch(/^\/(outline-specs-report|specwizard-specs-report|company\/[^/]+\/(resources|reports)|api\/(outline|specwizard)-specs-report\/by-abbrev)\//);
      expect(page.text.split(client.password).length - 1).toBe(withSecret.length);
    }
  });
});

describe('analytics events', () => {
  it('keep the page path with the report password masked', async () => {
    const path = `/Outline-Specs-Report/${client.webabrv}/${client.password}`;
    const res = await request(t.app).post('/api/activities/event').set(SAME_ORIGIN).send({ eventLabel: 'secret-path-check', path });
    expect(res.status).toBe(204);
    const row = await t.db.one<{ path: string }>(sql`SELECT path FROM activities WHERE event_label = 'secret-path-check'`);
    expect(row.path).toBe(`/Outline-Specs-Report/${client.webabrv}/[redacted]`);
  });
});

describe('a report link that needs sign-in', () => {
  it('sends an anonymous visitor to plain /signin and, once signed in, on to the report', async () => {
    const agent = request.agent(t.app);
    const link = `/specwizard-specs-report/${other.webabrv}/${other.password}`;
    const first = await agent.get(link);
    expect(first.status).toBe(302);
    expect(first.headers.location).toBe('/signin');
    const page = await agent.get('/signin');
    expect(page.text).not.toContain(other.password);
    const user = await createTestUser(t.db);
    const signedIn = await agent.post('/signin').set(SAME_ORIGIN).type('form').send({ email: user.user.email, password: user.password, redirect: '' });
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.location).toBe(link);
    expect((await agent.get(link)).status).toBe(200);
  });

  it('goes on to the pending page once only, and never to another site', async () => {
    const agent = request.agent(t.app);
    await agent.get(`/specwizard-specs-report/${other.webabrv}/${other.password}`);
    const user = await createTestUser(t.db);
    const offsite = await agent.post('/signin').set(SAME_ORIGIN).type('form').send({ email: user.user.email, password: user.password, redirect: '//evil.example/x' });
    expect(offsite.headers.location).toBe('/account');
    await agent.post('/signout').set(SAME_ORIGIN);
    const again = await agent.post('/signin').set(SAME_ORIGIN).type('form').send({ email: user.user.email, password: user.password });
    expect(again.headers.location).toBe('/account');
  });
});
