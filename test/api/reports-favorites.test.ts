import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { AppError } from '../../src/errors';
import type { ReportCompany } from '../../src/services/reports';
import { REPORT_LINK_INVALID, createReportLimits, resolveReportAccess, userFavoritesReport } from '../../src/services/reports';
import type { ClientCompany } from '../helpers/report-clients';
import { reportCompanies } from '../helpers/report-clients';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

let t: TestApp;
let a: ClientCompany;
let b: ClientCompany;
let company: ReportCompany;
const OPEN = { from: null, to: null };

beforeAll(async () => {
  t = await createTestApp();
  [a, b] = (await reportCompanies(t.db)).clients;
  company = { coid: a.coid, name: a.name, webabrv: a.webabrv };
});
afterAll(() => t.close());

describe('user-favorites report', () => {
  it('counts the favorites of the company’s items, per item and per user, most saved first', async () => {
    const report = await userFavoritesReport(t.db, company, OPEN);
    const expected = await t.db.one<{ total: number; users: number; items: number }>(sql`
      SELECT count(*)::int AS total, count(DISTINCT f.user_seq)::int AS users, count(DISTINCT ci.id)::int AS items
      FROM user_favorites f JOIN content_items ci ON ci.id = f.content_id AND ci.content_type = f.content_type WHERE ci.coid = ${a.coid}`);
    expect(expected.total).toBeGreaterThan(20);
    expect(report).toMatchObject({ clientName: a.name, dates: OPEN, total: expected.total, userCount: expected.users });
    expect(report.byItem).toHaveLength(expected.items);
    expect(report.byUser).toHaveLength(expected.users);
    expect(report.byItem.reduce((s, r) => s + r.count, 0)).toBe(expected.total);
    expect(report.byUser.reduce((s, r) => s + r.count, 0)).toBe(expected.total);
    const counts = report.byItem.map((r) => r.count);
    expect(counts).toEqual([...counts].sort((x, y) => y - x));
    const top = report.byItem[0];
    const known = await t.db.one<{ title: string; n: number; day: string }>(sql`
      SELECT ci.title, count(*)::int AS n, to_char(max(f.created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day
      FROM user_favorites f JOIN content_items ci ON ci.id = f.content_id WHERE ci.id = ${top.contentId} GROUP BY ci.title`);
    expect(top).toMatchObject({ title: known.title, count: known.n, lastDate: known.day });
    expect(top.url).toMatch(new RegExp(`^/(company/.+-${a.coid}/${top.contentType}/${top.contentId}|product/\\d+)$`));
  });

  it('keeps to the period and shows blank or "." user details as empty', async () => {
    const user = await t.db.one<{ seq: number }>(sql`
      INSERT INTO users (email, password_hash, first_name, last_name, company, city, state)
      VALUES ('fav-dots@example.com', 'x', 'Rae', '.', '.', ' ', 'OR') RETURNING seq`);
    const item = await t.db.one<{ id: number; type: string }>(sql`
      SELECT id, content_type AS type FROM content_items WHERE coid = ${a.coid} AND online ORDER BY id LIMIT 1`);
    await t.db.query(sql`INSERT INTO user_favorites (user_seq, content_id, content_type, created_at)
      VALUES (${user.seq}, ${item.id}, ${item.type}, '2019-05-05T12:00:00Z')`);
    const report = await userFavoritesReport(t.db, company, { from: '2019-05-05', to: '2019-05-05' });
    expect(report.total).toBe(1);
    expect(report.byItem).toEqual([expect.objectContaining({ contentId: item.id, count: 1, lastDate: '2019-05-05' })]);
    expect(report.byUser).toEqual([{ userId: user.seq, fullName: 'Rae', company: null, city: null, state: 'OR', count: 1, lastDate: '2019-05-05' }]);
    expect((await userFavoritesReport(t.db, company, { from: '2019-05-06', to: null })).byUser.some((u) => u.userId === user.seq)).toBe(false);
  });
});

describe('resolveReportAccess for a page that names the company', () => {
  it('opens when the link’s company is the page’s, and is the same 404 otherwise', async () => {
    const limits = createReportLimits(t.db);
    const deps = { db: t.db, limits };
    await expect(resolveReportAccess(deps, { user: null, webabrv: a.webabrv, password: a.password, coid: a.coid, ip: '10.0.0.1' }))
      .resolves.toEqual({ coid: a.coid, name: a.name, webabrv: a.webabrv });
    const mismatch = resolveReportAccess(deps, { user: null, webabrv: a.webabrv, password: a.password, coid: b.coid, ip: '10.0.0.1' });
    await expect(mismatch).rejects.toBeInstanceOf(AppError);
    await expect(mismatch).rejects.toMatchObject({ statusCode: 404, message: REPORT_LINK_INVALID });
  });

  it('answers 401 to anonymous sign-in access', async () => {
    await expect(resolveReportAccess({ db: t.db }, { user: null, coid: a.coid })).rejects.toMatchObject({ statusCode: 401 });
  });
});
