import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../../src/db/sql';
import { createManufacturer } from '../../helpers/import-sheets';
import { parseHtml } from '../../helpers/parsed-html';
import { INPUTS, SELECTION, seededWizard } from '../../helpers/spec-generator';
import type { TestApp } from '../../helpers/test-app';
import { createTestApp } from '../../helpers/test-app';
import { createTestUser, type TestUser } from '../../helpers/users';

/** A browser's user agent: downloads are counted for people, not for crawlers or clients that name nothing. */
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const CRAWLER = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';

interface Row {
  week: string;
  kind: string;
  id: number;
  title: string;
  specWizardDownloads: number;
}

let t: TestApp;
let wizard: Awaited<ReturnType<typeof seededWizard>>;
let section: { id: number; title: string };
beforeAll(async () => {
  t = await createTestApp();
  wizard = await seededWizard(t.db);
  section = await t.db.one(sql`SELECT d.content_id AS id, ci.title FROM spec_documents d JOIN content_items ci ON ci.id = d.content_id WHERE d.filename = ${wizard.specFilename}`);
});
afterAll(() => t.close());

/** The spec wizard's download, as its page links it (the spec's or the wizard's filename). */
const download = (spec: string, userAgent: string | null, user?: TestUser) => {
  const query = { coid: String(wizard.coid), spec, format: 'docx', data: SELECTION.join(','), inputs: JSON.stringify(INPUTS) };
  const call = request(t.app).get('/api/spec-generator').query(query);
  if (userAgent !== null) call.set('User-Agent', userAgent);
  if (user) call.set('Cookie', user.cookie);
  return call;
};

const insightsOf = async (coid: number, staff: TestUser) => {
  const res = await request(t.app).get(`/api/manage/${coid}/insights`).set('Cookie', staff.cookie);
  expect(res.status).toBe(200);
  return res.body as { weeks: string[]; rows: Row[] };
};

describe('spec-wizard downloads in manufacturers’ insights', () => {
  it('counts a section downloaded from the spec wizard by browsers, per section and week, for its manufacturer only', async () => {
    const architect = await createTestUser(t.db);
    const staff = await createTestUser(t.db, { coid: wizard.coid });
    const otherCoid = await createManufacturer(t.db);
    const otherStaff = await createTestUser(t.db, { coid: otherCoid });

    // Other tests of this file download this section too, in any order: count from what is there now.
    await t.insights.flush();
    const before = await insightsOf(wizard.coid, staff);
    const thisWeekBefore = before.rows.find((r) => r.week === before.weeks.at(-1) && r.kind === 'document' && r.id === section.id)?.specWizardDownloads ?? 0;

    expect((await download(wizard.specFilename, BROWSER, architect)).status).toBe(200);
    expect((await download(wizard.wizardFilename, BROWSER)).status).toBe(200);
    // Crawlers and clients that name no user agent are not people: answered, not counted.
    expect((await download(wizard.specFilename, CRAWLER)).status).toBe(200);
    expect((await download(wizard.specFilename, 'Googlebot/2.1 (+http://www.google.com/bot.html)')).status).toBe(200);
    expect((await download(wizard.specFilename, null)).status).toBe(200);
    // A refused download (an unknown paragraph: 400) counts nothing.
    expect((await request(t.app).get('/api/spec-generator').set('User-Agent', BROWSER).query({ coid: String(wizard.coid), spec: wizard.specFilename, format: 'docx', data: 'no-such-line' })).status).toBe(400);
    await t.insights.flush();
    // One download of the same section a week ago (the recorder writes the time of the answer).
    await t.db.query(sql`INSERT INTO insight_events (kind, coid, content_id, at) VALUES ('spec-download', ${wizard.coid}, ${section.id}, now() - interval '7 days')`);

    const mine = await insightsOf(wizard.coid, staff);
    const counted = mine.rows.filter((r) => r.specWizardDownloads > 0);
    expect(counted).toEqual([
      expect.objectContaining({ week: mine.weeks.at(-2), kind: 'document', id: section.id, title: section.title, specWizardDownloads: 1 }),
      expect.objectContaining({ week: mine.weeks.at(-1), kind: 'document', id: section.id, title: section.title, specWizardDownloads: thisWeekBefore + 2 }),
    ]);
    expect(JSON.stringify(mine)).not.toContain(architect.user.email);

    const csv = await request(t.app).get(`/api/manage/${wizard.coid}/insights?format=csv`).set('Cookie', staff.cookie);
    const lines = csv.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toMatch(/,Spec-wizard downloads$/);
    expect(lines.find((l) => l.startsWith(`${mine.weeks.at(-1)},document,${section.id},`))).toMatch(new RegExp(`,${thisWeekBefore + 2}$`));

    const others = await insightsOf(otherCoid, otherStaff);
    expect(others.rows).toEqual([]);
  });

  it('shows the downloads per section on /manage/{coid}/insights', async () => {
    const staff = await createTestUser(t.db, { coid: wizard.coid });
    expect((await download(wizard.specFilename, BROWSER)).status).toBe(200);
    await t.insights.flush();
    const { weeks, rows } = await insightsOf(wizard.coid, staff);
    const thisWeek = rows.find((r) => r.week === weeks.at(-1) && r.kind === 'document' && r.id === section.id);
    expect(thisWeek?.specWizardDownloads).toBeGreaterThanOrEqual(1);
    const page = parseHtml((await request(t.app).get(`/manage/${wizard.coid}/insights`).set('Cookie', staff.cookie).expect(200)).text);
    const table = page.one('main table');
    expect(table.querySelector('caption')?.textContent).toBe('By product, document and week');
    expect([...table.querySelectorAll('thead th')].at(-1)?.textContent).toBe('Spec-wizard downloads');
    const cells = [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? ''));
    const row = cells.find((c) => c[0] === weeks.at(-1) && c[1] === `${section.title} (document)`);
    expect(row?.at(-1)).toBe(String(thisWeek?.specWizardDownloads));
  });

  it('counts each of many parallel downloads once, in any format', async () => {
    const recorded = async () => (await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM insight_events WHERE kind = 'spec-download' AND content_id = ${section.id}`)).n;
    await t.insights.flush();
    const before = await recorded();
    const query = { coid: String(wizard.coid), spec: wizard.specFilename, data: SELECTION.join(',') };
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => request(t.app).get('/api/spec-generator').set('User-Agent', BROWSER).query({ ...query, format: i % 3 === 0 ? 'rtf' : 'html' })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 30 }, () => 200));
    await t.insights.flush();
    expect((await recorded()) - before).toBe(30);
  });

  it('keeps every event naming what it counts', async () => {
    const product = await t.db.one<{ seq: number; coid: number }>(sql`SELECT seq, coid FROM products WHERE online AND NOT heading ORDER BY seq LIMIT 1`);
    await expect(t.db.query(sql`INSERT INTO insight_events (kind, coid) VALUES ('spec-download', ${wizard.coid})`)).rejects.toThrow(/insight_events_kind_check/);
    await expect(t.db.query(sql`INSERT INTO insight_events (kind, coid, content_id) VALUES ('view', ${wizard.coid}, ${section.id})`)).rejects.toThrow(/insight_events_kind_check/);
    await t.db.query(sql`INSERT INTO insight_events (kind, coid, product_seq) VALUES ('view', ${product.coid}, ${product.seq})`);
  });
});
