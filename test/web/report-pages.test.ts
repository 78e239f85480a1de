import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { companySlugId } from '../../src/domain/company-id';
import { REPORT_PAGE_ROWS } from '../../src/domain/reports';
import { executableScripts, h1Of } from '../helpers/html';
import type { ClientCompany } from '../helpers/report-clients';
import { reportCompanies } from '../helpers/report-clients';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { createTestUser } from '../helpers/users';

let t: TestApp;
let client: ClientCompany;
let other: ClientCompany;
let staff: TestUser;
let stranger: TestUser;
let admin: TestUser;

const get = (path: string, u?: TestUser) => (u ? request(t.app).get(path).set('Cookie', u.cookie) : request(t.app).get(path));
const link = (c: ClientCompany, password = c.password) => `${c.webabrv}/${password}`;

beforeAll(async () => {
  t = await createTestApp();
  // The client with the most outline specs, so its report has rows to sort.
  const { clients } = await reportCompanies(t.db);
  const busiest = await t.db.one<{ coid: number }>(sql`
    SELECT coid FROM project_outline_specs GROUP BY coid ORDER BY count(*) DESC, coid LIMIT 1`);
  client = clients.find((c) => c.coid === busiest.coid)!;
  other = clients.find((c) => c.coid !== client.coid)!;
  staff = await createTestUser(t.db, { coid: client.coid });
  stranger = await createTestUser(t.db);
  admin = await createTestUser(t.db, { isAdmin: true });
});
afterAll(() => t.close());

describe('report pages by link', () => {
  it('opens the outline-spec report: private headers, no script, table, charts, CSV link', async () => {
    const res = await get(`/outline-specs-report/${link(client)}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.text).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(res.text).toContain('<meta name="referrer" content="no-referrer">');
    expect(executableScripts(res.text)).toEqual([]);
    expect(h1Of(res.text)).toBe(`Outline-spec report: ${client.name}`);
    expect(res.text).toContain('class="data-table report-table"');
    expect(res.text).toMatch(/<svg[^>]*role="img"/);
    expect(res.text).toContain(`href="/api/outline-specs-report/by-abbrev/${link(client)}?format=csv`);
    expect(res.text).toContain(`href="/company/${companySlugId(client.name, client.coid)}/resources/${link(client)}"`);
    // The canonical link does not repeat the password.
    expect(res.text).toContain('<link rel="canonical" href="http://localhost:3000/outline-specs-report">');
  });

  it('a wrong password or unknown abbreviation says only that the link is not valid, without echoing it', async () => {
    for (const path of [`/outline-specs-report/${link(client, 'wrong-password')}`, '/outline-specs-report/zzzznone/whatever']) {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(h1Of(res.text)).toBe('This report link is not valid.');
      // The message does not repeat the link (the header's sign-in link returns to this address, as on every page).
      const main = /<main[\s\S]*<\/main>/.exec(res.text)![0];
      expect(main).not.toContain('wrong-password');
      expect(main).not.toContain('whatever');
      expect(res.text).toContain('<meta name="referrer" content="no-referrer">');
    }
  });

  it('filters by date and CSI section and sorts; bad filters are a 400', async () => {
    const all = await get(`/outline-specs-report/${link(client)}?sort=name`);
    const names = parseHtml(all.text).texts('td.report-table__name');
    expect(names.length).toBeGreaterThan(1);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const none = await get(`/outline-specs-report/${link(client)}?from=2999-01-01`);
    expect(none.status).toBe(200);
    expect(none.text).toContain('0 projects');
    expect((await get(`/outline-specs-report/${link(client)}?from=2026-05-01&to=2026-01-01`)).status).toBe(400);
    expect((await get(`/outline-specs-report/${link(client)}?csi=abc`)).status).toBe(400);
  });

  it('shows the table a page at a time: a page past the end shows the last one; a bad page is a 400', async () => {
    const rowsOf = (html: string) => [...html.matchAll(/<td class="report-table__projectId">([^<]*)</g)].map((m) => m[1]);
    const first = await get(`/outline-specs-report/${link(client)}`);
    const total = Number(/: (\d+) projects<\/caption>/.exec(first.text)![1]);
    expect(total, 'the busiest test client has more than one page').toBeGreaterThan(REPORT_PAGE_ROWS);
    expect(rowsOf(first.text)).toHaveLength(REPORT_PAGE_ROWS);
    const last = Math.ceil(total / REPORT_PAGE_ROWS);
    const pages = await Promise.all(Array.from({ length: last - 1 }, (_, i) => get(`/outline-specs-report/${link(client)}?page=${i + 2}`)));
    expect(new Set([first, ...pages].flatMap((p) => rowsOf(p.text))).size).toBe(total);
    const past = await get(`/outline-specs-report/${link(client)}?page=${last + 5}`);
    expect(past.status).toBe(200);
    expect(rowsOf(past.text)).toEqual(rowsOf(pages.at(-1)!.text));
    expect(rowsOf((await get(`/outline-specs-report/${link(client)}?page=all`)).text)).toHaveLength(total);
    for (const wrong of ['0', 'x', '2.5']) {
      const bad = await get(`/outline-specs-report/${link(client)}?page=${wrong}`);
      expect(bad.status).toBe(400);
      expect(bad.text).toMatch(/page: must be a whole number from 1 to 100/);
    }
  });

  it('the favorites report and the resources page open with the link for their own company only', async () => {
    const id = companySlugId(client.name, client.coid);
    const favorites = await get(`/company/${id}/reports/${link(client)}/user-favorites`);
    expect(favorites.status).toBe(200);
    expect(h1Of(favorites.text)).toBe(`Favorites report: ${client.name}`);
    const resources = await get(`/company/${id}/resources/${link(client)}`);
    expect(resources.status).toBe(200);
    expect(h1Of(resources.text)).toBe(`Your resources: ${client.name}`);
    expect(resources.text).toContain('Downloads, last 12 months');
    const otherId = companySlugId(other.name, other.coid);
    expect((await get(`/company/${otherId}/resources/${link(client)}`)).status).toBe(404);
  });

  it('the spec wizard report link also needs sign-in', async () => {
    const anonymous = await get(`/specwizard-specs-report/${link(client)}`);
    expect(anonymous.status).toBe(302);
    // The link's password never goes into the sign-in URL: the session keeps the pending page.
    expect(anonymous.headers.location).toBe('/signin');
    const signedIn = await get(`/specwizard-specs-report/${link(client)}`, stranger);
    expect(signedIn.status).toBe(200);
    expect(h1Of(signedIn.text)).toBe(`Spec wizard report: ${client.name}`);
  });
});

describe('report pages by sign-in', () => {
  it("shows the client's staff their own company's reports", async () => {
    for (const path of ['/outline-specs-report', '/specwizard-specs-report']) {
      const res = await get(path, staff);
      expect(res.status).toBe(200);
      expect(h1Of(res.text)).toContain(client.name);
    }
    const csv = await get('/outline-specs-report', staff);
    expect(csv.text).toContain(`href="/api/outline-specs-report/by-coid/${client.coid}?format=csv`);
  });

  it('refuses users of no client, sends anonymous visitors to sign in, shows administrators every company', async () => {
    expect((await get('/outline-specs-report', stranger)).status).toBe(403);
    expect((await get('/outline-specs-report')).status).toBe(302);
    const all = await get('/outline-specs-report', admin);
    expect(all.status).toBe(200);
    expect(h1Of(all.text)).toBe('Outline-spec report: All manufacturers');
  });
});
