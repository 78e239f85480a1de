import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { h1Of } from '../helpers/html';
import { createManufacturer, csvOf, doorRow, filledWorkbook } from '../helpers/import-sheets';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import { createTestUser, SAME_ORIGIN } from '../helpers/users';

/** The page's text as a reader gets it: React's text separators left out. */
const textOf = (html: string) => html.replace(/<!-- -->/g, '');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('/manage/{coid}/import', () => {
  it('shows the form and the blank workbooks to the manufacturer’s staff, sign-in to anonymous visitors and 403 to others', async () => {
    const coid = await createManufacturer(t.db);
    const staff = await createTestUser(t.db, { coid });
    const page = await request(t.app).get(`/manage/${coid}/import`).set('Cookie', staff.cookie);
    expect(page.status).toBe(200);
    expect(h1Of(page.text)).toBe('Import products from a spreadsheet');
    expect(page.text).toMatch(/enctype="multipart\/form-data"/i);
    expect(page.text).toContain(`href="/api/manage/${coid}/imports/template/hollow-metal-doors.xlsx"`);
    const blank = await request(t.app).get(`/api/manage/${coid}/imports/template/hollow-metal-doors.xlsx`).set('Cookie', staff.cookie);
    expect(blank.status).toBe(200);

    const anonymous = await request(t.app).get(`/manage/${coid}/import`);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.location).toMatch(/^\/signin\?redirect=/);
    const architect = await createTestUser(t.db);
    expect((await request(t.app).get(`/manage/${coid}/import`).set('Cookie', architect.cookie)).status).toBe(403);
    const post = await request(t.app).post(`/manage/${coid}/import`).set(SAME_ORIGIN).set('Cookie', architect.cookie).field('mode', 'apply').attach('file', csvOf([doorRow(1)]), 'doors.csv');
    expect(post.status).toBe(403);
    expect((await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM products WHERE coid = ${coid}`)).n).toBe(0);
  });

  it('dry-runs a file showing every error by row and column, then applies the corrected file', async () => {
    const coid = await createManufacturer(t.db);
    const staff = await createTestUser(t.db, { coid });
    const rows = [doorRow(1), doorRow(2, { stc: 'very quiet' }), doorRow(3)];
    const send = (file: Buffer, mode: string) =>
      request(t.app).post(`/manage/${coid}/import`).set(SAME_ORIGIN).set('Cookie', staff.cookie).field('mode', mode).attach('file', file, 'doors.xlsx');
    const dry = await send(await filledWorkbook(rows), 'dry-run');
    expect(dry.status).toBe(200);
    expect(textOf(dry.text)).toContain('The file has 1 error.');
    expect(dry.text).toMatch(/<td>3<\/td><td><code>stc<\/code><\/td><td>cannot read &quot;very quiet&quot;/);

    const refused = await send(await filledWorkbook(rows), 'apply');
    expect(refused.status).toBe(422);
    expect(refused.text).toContain('Nothing was imported');

    const fixed = rows.map((r, i) => (i === 1 ? doorRow(2) : r));
    const applied = await send(await filledWorkbook(fixed), 'apply');
    expect(applied.status).toBe(200);
    expect(textOf(applied.text)).toContain('3 new products and 0 changed were submitted for review');
    expect((await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM products WHERE coid = ${coid} AND publication = 'submitted'`)).n).toBe(3);
  });

  it('shows why a file is refused before its rows are read', async () => {
    const coid = await createManufacturer(t.db);
    const staff = await createTestUser(t.db, { coid });
    const res = await request(t.app).post(`/manage/${coid}/import`).set(SAME_ORIGIN).set('Cookie', staff.cookie).field('mode', 'dry-run')
      .attach('file', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 1, 2, 3, 4]), 'old.xls');
    expect(res.status).toBe(422);
    expect(res.text).toContain('save it as .xlsx');
  });
});
