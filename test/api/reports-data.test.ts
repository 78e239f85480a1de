import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import type { ReportRow } from '../../src/domain/reports';
import type { ClientCompany } from '../helpers/report-clients';
import { reportCompanies } from '../helpers/report-clients';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { createTestUser } from '../helpers/users';

let t: TestApp;
let a: ClientCompany;
let admin: TestUser;
let outline: string;
let wizard: string;

const n = (rows: { n: number }[]) => rows[0].n;
const rowsOf = async (path: string) => (await request(t.app).get(path)).body.rows as ReportRow[];

beforeAll(async () => {
  t = await createTestApp();
  [a] = (await reportCompanies(t.db)).clients;
  admin = await createTestUser(t.db, { isAdmin: true });
  outline = `/api/outline-specs-report/by-abbrev/${a.webabrv}/${a.password}`;
  wizard = `/api/specwizard-specs-report/by-abbrev/${a.webabrv}/${a.password}`;
  await addDottedProject();
});

/** A project whose owner has '.' and blanks for every detail, specified on 2020-01-02. */
async function addDottedProject(): Promise<void> {
  const user = await t.db.one<{ seq: number }>(sql`
    INSERT INTO users (email, password_hash, first_name, last_name, company, website, city, state)
    VALUES ('dots@example.com', 'x', '.', '.', '.', ' ', '.', '') RETURNING seq`);
  const project = await t.db.one<{ seq: number }>(sql`
    INSERT INTO char_projects (char_project_id, user_seq, name, type) VALUES ('P-DOTS-1', ${user.seq}, 'Dotted', NULL) RETURNING seq`);
  const section = (await t.db.one<{ section: string }>(sql`SELECT section FROM company_sections WHERE coid = ${a.coid} AND mf = '04' ORDER BY section LIMIT 1`)).section;
  await t.db.query(sql`INSERT INTO project_outline_specs (project_seq, coid, section, spec_date) VALUES (${project.seq}, ${a.coid}, ${section}, '2020-01-02T10:00:00Z')`);
}
afterAll(() => t.close());

describe('outline-spec report over the seeded catalog', () => {
  it('has one row per project that specified the company, newest first, with a column per section it specified', async () => {
    const res = await request(t.app).get(outline);
    const expected = await t.db.many<{ n: number }>(sql`SELECT count(DISTINCT project_seq)::int AS n FROM project_outline_specs WHERE coid = ${a.coid}`);
    expect(res.body.rows.length).toBe(n(expected));
    expect(res.body.rows.length).toBeGreaterThan(20);
    const sections = await t.db.many<{ section: string; title: string }>(sql`
      SELECT DISTINCT s.section, c.title FROM project_outline_specs s JOIN csi_sections c ON c.mf = '04' AND c.section = s.section
      WHERE s.coid = ${a.coid} ORDER BY s.section`);
    expect(res.body.csis).toEqual(sections.map((s) => ({ key: s.section, value: s.title })));
    const dates = res.body.rows.map((r: ReportRow) => r.specDate);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const row of res.body.rows as ReportRow[]) expect(Object.keys(row.csis)).toEqual(sections.map((s) => s.section));
    expect(res.body.totals.map((x: { count: number }) => x.count).reduce((s: number, c: number) => s + c, 0)).toBe(
      n(await t.db.many(sql`SELECT count(*)::int AS n FROM project_outline_specs WHERE coid = ${a.coid}`)),
    );
  });

  it('shows a known project as its owner and the project type by name', async () => {
    const known = await t.db.one<{ id: string; name: string; type: number; userSeq: number; first: string; last: string; company: string; city: string; state: string; day: string; section: string }>(sql`
      SELECT p.char_project_id AS id, p.name, p.type, p.user_seq AS "userSeq", u.first_name AS first, u.last_name AS last, u.company, u.city, u.state,
             to_char(max(s.spec_date) OVER (PARTITION BY p.seq) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, s.section
      FROM project_outline_specs s JOIN char_projects p ON p.seq = s.project_seq JOIN users u ON u.seq = p.user_seq
      WHERE s.coid = ${a.coid} AND p.type = 42 ORDER BY p.seq LIMIT 1`);
    const row = (await rowsOf(outline)).find((r) => r.projectId === known.id)!;
    expect(row).toMatchObject({
      name: known.name, type: 'Education', userId: known.userSeq, fullName: `${known.first} ${known.last}`, company: known.company,
      city: known.city, state: known.state, specDate: known.day,
    });
    expect(row.csis[known.section]).toBe(true);
  });

  it("shows '.' and blank owner details as empty", async () => {
    const [row] = await rowsOf(`${outline}?from=2020-01-02&to=2020-01-02`);
    expect(row).toMatchObject({ projectId: 'P-DOTS-1', type: null, company: null, fullName: null, website: null, city: null, state: null, specDate: '2020-01-02' });
  });

  it('filters by a period, both ends inclusive', async () => {
    const [from, to] = ['2026-03-01', '2026-06-30'];
    const rows = await rowsOf(`${outline}?from=${from}&to=${to}`);
    const expected = await t.db.many<{ n: number }>(sql`SELECT count(DISTINCT project_seq)::int AS n FROM project_outline_specs
      WHERE coid = ${a.coid} AND spec_date >= ${from}::timestamptz AND spec_date < (${to}::date + 1)::timestamptz`);
    expect(rows.length).toBe(n(expected));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.specDate >= from && row.specDate <= to).toBe(true);
  });

  it('filters by a CSI section, written either way', async () => {
    const { section } = await t.db.one<{ section: string }>(sql`SELECT section FROM project_outline_specs WHERE coid = ${a.coid}
      GROUP BY section ORDER BY count(*) DESC, section LIMIT 1`);
    const rows = await rowsOf(`${outline}?csi=${section.replace(/ /g, '')}`);
    const expected = await t.db.many<{ n: number }>(sql`SELECT count(DISTINCT project_seq)::int AS n FROM project_outline_specs WHERE coid = ${a.coid} AND section = ${section}`);
    expect(rows.length).toBe(n(expected));
    for (const row of rows) expect(row.csis[section]).toBe(true);
    expect((await rowsOf(`${outline}?csi=${encodeURIComponent(section)}`)).length).toBe(rows.length);
  });

  it('sorts by any column; the same column twice flips; empty values last; CSI columns Yes first', async () => {
    const up = await rowsOf(`${outline}?sort=fullName`);
    const down = await rowsOf(`${outline}?sort=-fullName`);
    const names = up.map((r) => r.fullName);
    expect(names).toEqual([...names].sort((x, y) => (x === null ? 1 : y === null ? -1 : x.localeCompare(y, 'en', { sensitivity: 'base', numeric: true }))));
    const distinct = [...new Set(names.filter((x) => x !== null))].reverse();
    expect(down.map((r) => r.fullName)).toEqual([...distinct, null].flatMap((name) => names.filter((x) => x === name)));
    expect(names.at(-1)).toBeNull();
    const { section } = await t.db.one<{ section: string }>(sql`SELECT min(section) AS section FROM project_outline_specs WHERE coid = ${a.coid}`);
    const bySection = await rowsOf(`${outline}?sort=-${section.replace(/ /g, '')}`);
    const flags = bySection.map((r) => r.csis[section]);
    expect(flags).toEqual([...flags].sort((x, y) => Number(y) - Number(x)));
    expect(flags[0]).toBe(true);
    expect(flags.at(-1)).toBe(false);
  });

  it('refuses bad input with a 400 naming each field', async () => {
    for (const [query, field] of [['from=2026-13-01', 'from'], ['from=2026-05-01&to=2026-04-01', 'to'], ['csi=doors', 'csi'], ['sort=password', 'sort'], ['format=xml', 'format']]) {
      const res = await request(t.app).get(`${outline}?${query}`);
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.body.error.fields)).toEqual([field]);
    }
  });

  it('across every company (administrators) covers every project with outline specs', async () => {
    const res = await request(t.app).get('/api/outline-specs-report/all-coid?sort=projectId').set('Authorization', `Bearer ${admin.token}`);
    const expected = await t.db.many<{ n: number }>(sql`SELECT count(DISTINCT project_seq)::int AS n FROM project_outline_specs`);
    expect(res.body.rows.length).toBe(n(expected));
    expect(res.body.clientName).toBe('All manufacturers');
  });
});

describe('spec wizard report over the seeded catalog', () => {
  it('has one row per wizard project of the company: seq as projectId, last save as specDate, the wizard’s section', async () => {
    const expected = await t.db.many<{ seq: number; day: string; section: string }>(sql`
      SELECT sp.seq, to_char(sp.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, ci.section
      FROM specwizard_projects sp JOIN content_items ci ON ci.id = sp.content_id WHERE sp.coid = ${a.coid} ORDER BY sp.seq`);
    expect(expected.length).toBeGreaterThan(0);
    const res = await request(t.app).get(`${wizard}?sort=projectId`);
    expect(res.body.rows.map((r: ReportRow) => [r.projectId, r.specDate])).toEqual(expected.map((e) => [String(e.seq), e.day]));
    for (const [i, row] of (res.body.rows as ReportRow[]).entries()) expect(row.csis[expected[i].section]).toBe(true);
    expect(res.body.csis.map((c: { key: string }) => c.key)).toEqual([...new Set(expected.map((e) => e.section))].sort());
  });
});

describe('CSV download', () => {
  const binary = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  };

  it('is UTF-8 CSV with a BOM, an attachment name, a heading row and the report’s rows', async () => {
    const res = await request(t.app).get(`${outline}?format=csv&sort=projectId`).buffer(true).parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="outline-specs-${a.webabrv}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const body = res.body as Buffer;
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = body.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toMatch(/^Project ID,Project name,Project type,User ID,Company,Full name,Website,City,State,Spec date,\d{2} \d{2} \d{2} /);
    const json = await rowsOf(`${outline}?sort=projectId`);
    expect(lines.length).toBe(json.length + 2);
    const first = json[0];
    expect(lines[1].startsWith(`${first.projectId},`)).toBe(true);
    expect(lines[1]).toContain(`,${first.userId},`);
    expect(lines[1]).toContain(`,${first.specDate},`);
  });

  it('names spec wizard and all-company files after what they hold', async () => {
    const own = await request(t.app).get(`${wizard}?format=csv`);
    expect(own.headers['content-disposition']).toMatch(new RegExp(`filename="specwizard-specs-${a.webabrv}-`));
    const all = await request(t.app).get('/api/specwizard-specs-report/all-coid?format=csv').set('Authorization', `Bearer ${admin.token}`);
    expect(all.headers['content-disposition']).toMatch(/filename="specwizard-specs-all-\d{4}-\d{2}-\d{2}\.csv"/);
  });
});
