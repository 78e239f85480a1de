import ExcelJS from 'exceljs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../../src/db/sql';
import { IMPORT_LIMITS } from '../../../src/services/imports/limits';
import { createManufacturer, csvOf, doorRow, filledWorkbook, zipBombWorkbook } from '../../helpers/import-sheets';
import type { TestApp } from '../../helpers/test-app';
import { createTestApp } from '../../helpers/test-app';
import { createTestUser, SAME_ORIGIN, type TestUser } from '../../helpers/users';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.db, { isAdmin: true });
});
afterAll(() => t.close());

const post = (coid: number, who: TestUser | null, file: Buffer, query = '', filename = 'doors.xlsx') => {
  const req = request(t.app).post(`/api/manage/${coid}/imports${query}`).set(SAME_ORIGIN);
  if (who) req.set('Cookie', who.cookie);
  return req.attach('file', file, filename);
};

const productsOf = (coid: number) =>
  t.db.many<{ seq: number; code: string; name: string; online: boolean; publication: string; properties: Record<string, unknown> }>(
    sql`SELECT seq, code, name, online, publication, properties FROM products WHERE coid = ${coid} AND NOT heading ORDER BY code`,
  );
const auditCount = async (coid: number) => (await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM audit_entries WHERE coid = ${coid}`)).n;

describe('POST /api/manage/{coid}/imports', () => {
  it('dry-runs a 200-product workbook with its row errors by row and column, refuses to apply it (nothing written), applies it fixed in one go, and again with no change', async () => {
    const coid = await createManufacturer(t.db);
    const staff = await createTestUser(t.db, { coid });
    const rows = Array.from({ length: 200 }, (_, i) => doorRow(i + 1));
    const broken = rows.map((r) => ({ ...r }));
    broken[9]['fire-rating'] = 'ninety minutes';
    broken[49].core = 'wood';
    broken[119].section = '99 99 99';
    broken[179].code = broken[178].code;

    const dry = await post(coid, staff, await filledWorkbook(broken), '?dryRun=true');
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ dryRun: true, created: 196, updated: 0, withdrawn: 0 });
    expect(dry.body.errors).toEqual([
      { row: 11, column: 'fire-rating', message: expect.stringContaining('cannot read "ninety minutes"') },
      { row: 51, column: 'core', message: expect.stringContaining('one of: polyurethane') },
      { row: 121, column: 'section', message: expect.stringContaining('MasterFormat') },
      { row: 181, column: 'code', message: `${broken[178].code} is also on row 180: one row per product` },
    ]);
    expect(await productsOf(coid)).toEqual([]);

    const refused = await post(coid, staff, await filledWorkbook(broken));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toHaveLength(4);
    expect(await productsOf(coid)).toEqual([]);
    expect(await auditCount(coid)).toBe(0);

    const file = await filledWorkbook(rows);
    const applied = await post(coid, staff, file);
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ dryRun: false, created: 200, updated: 0, unchanged: 0, withdrawn: 0, state: 'submitted', errors: [] });
    const written = await productsOf(coid);
    expect(written).toHaveLength(200);
    expect(written.every((p) => !p.online && p.publication === 'submitted')).toBe(true);
    const first = written.find((p) => p.code === 'HMD-0001')!;
    // 45 min, 3'-1", a bare 16 for 16-gauge: stored in canonical units.
    expect(first.properties).toMatchObject({ 'fire-rating': 2700, width: 0.9398, gauge: 16, core: 'polystyrene' });
    const audited = await auditCount(coid);

    const again = await post(coid, staff, file);
    expect(again.body).toMatchObject({ created: 0, updated: 0, unchanged: 200, withdrawn: 0, errors: [] });
    expect(await auditCount(coid)).toBe(audited + 1);

    const renamed = rows.map((r, i) => (i === 4 ? { ...r, name: 'Renamed Steel Door' } : r));
    const changed = await post(coid, staff, await filledWorkbook(renamed), '?dryRun=true');
    expect(changed.body).toMatchObject({ created: 0, updated: 1, unchanged: 199 });
    expect(changed.body.rows.find((r: { row: number }) => r.row === 6)).toEqual({ row: 6, code: 'HMD-0005', name: 'Renamed Steel Door', outcome: 'update' });
  }, 120_000);

  it('publishes for a trusted manufacturer, lists unlisted products, and withdraws them only when asked', async () => {
    const coid = await createManufacturer(t.db, true);
    const staff = await createTestUser(t.db, { coid });
    const rows = Array.from({ length: 5 }, (_, i) => doorRow(i + 1));
    const applied = await post(coid, staff, csvOf(rows), '', 'doors.csv');
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ created: 5, state: 'published' });
    expect((await productsOf(coid)).every((p) => p.online && p.publication === 'published')).toBe(true);

    const shorter = csvOf(rows.slice(0, 3));
    const kept = await post(coid, staff, shorter, '', 'doors.csv');
    expect(kept.body).toMatchObject({ created: 0, updated: 0, unchanged: 3, withdrawn: 0, unlisted: ['HMD-0004', 'HMD-0005'] });
    expect((await productsOf(coid)).filter((p) => p.online)).toHaveLength(5);

    const dry = await post(coid, staff, shorter, '?dryRun=true&withdrawMissing=true', 'doors.csv');
    expect(dry.body).toMatchObject({ withdrawn: 2 });
    expect((await productsOf(coid)).filter((p) => p.online)).toHaveLength(5);
    const withdrawn = await post(coid, staff, shorter, '?withdrawMissing=true', 'doors.csv');
    expect(withdrawn.body).toMatchObject({ withdrawn: 2 });
    expect((await productsOf(coid)).filter((p) => !p.online).map((p) => p.code)).toEqual(['HMD-0004', 'HMD-0005']);
  });

  it('refuses a zip-bomb workbook with the reason while other requests are answered', async () => {
    const coid = await createManufacturer(t.db);
    const bomb = zipBombWorkbook();
    expect(bomb.length).toBeLessThan(IMPORT_LIMITS.fileBytes);
    const [refused, ...others] = await Promise.all([
      post(coid, admin, bomb),
      ...Array.from({ length: 5 }, () => request(t.app).get('/api/product-templates')),
    ]);
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toMatch(/zip bomb/);
    expect(others.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await productsOf(coid)).toEqual([]);
  });

  it('refuses a file over the size limit with 413, a file that is not a spreadsheet with 422, and no file with 400', async () => {
    const coid = await createManufacturer(t.db);
    const big = await post(coid, admin, Buffer.alloc(IMPORT_LIMITS.fileBytes + 1, 0x41));
    expect(big.status).toBe(413);
    const xls = await post(coid, admin, Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0]), '', 'old.xls');
    expect(xls.status).toBe(422);
    expect(xls.body.error.message).toMatch(/\.xlsx/);
    const none = await request(t.app).post(`/api/manage/${coid}/imports`).set(SAME_ORIGIN).set('Cookie', admin.cookie).field('other', 'x');
    expect(none.status).toBe(400);
    expect(none.body.error.fields).toHaveProperty('other');
  });

  it('answers 401 to anonymous callers and 403 to architects and other manufacturers’ staff, before reading the file', async () => {
    const coid = await createManufacturer(t.db);
    const other = await createManufacturer(t.db);
    const architect = await createTestUser(t.db);
    const otherStaff = await createTestUser(t.db, { coid: other });
    const file = csvOf([doorRow(1)]);
    expect((await post(coid, null, file)).status).toBe(401);
    expect((await post(coid, architect, file)).status).toBe(403);
    expect((await post(coid, otherStaff, file)).status).toBe(403);
    const blank = `/api/manage/${coid}/imports/template/hollow-metal-doors.xlsx`;
    expect((await request(t.app).get(blank)).status).toBe(401);
    expect((await request(t.app).get(blank).set('Cookie', architect.cookie)).status).toBe(403);
    expect((await request(t.app).get(blank).set('Cookie', otherStaff.cookie)).status).toBe(403);
    expect(await productsOf(coid)).toEqual([]);
  });
});

describe('GET /api/manage/{coid}/imports/template/{templateId}.xlsx', () => {
  it('is a workbook whose header notes give units and whose cells carry drop-down lists and number checks, with a Columns sheet', async () => {
    const coid = await createManufacturer(t.db);
    const staff = await createTestUser(t.db, { coid });
    const res = await request(t.app).get(`/api/manage/${coid}/imports/template/hollow-metal-doors.xlsx`).set('Cookie', staff.cookie).buffer(true).parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="hollow-metal-doors-import.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Products')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 6)).toEqual(['code', 'name', 'tradename', 'section', 'template', 'fire-rating']);
    const column = (id: string) => header.indexOf(id) + 1;
    expect(String(sheet.getCell(1, column('fire-rating')).note)).toContain('a number in min');
    const core = sheet.getCell(500, column('core')).dataValidation;
    expect(core).toMatchObject({ type: 'list', errorStyle: 'stop' });
    const lists = workbook.getWorksheet('Lists')!;
    const listColumn = /Lists!\$([A-Z]+)\$1/.exec(core.formulae![0] as string)![1];
    const values = Array.from({ length: 4 }, (_, i) => lists.getCell(`${listColumn}${i + 1}`).value);
    expect(values).toEqual(['polyurethane', 'polystyrene', 'steel-stiffened', 'honeycomb']);
    expect(sheet.getCell(2, column('fire-rating')).dataValidation).toMatchObject({ type: 'decimal', operator: 'between', formulae: [0, 240] });
    const columns = workbook.getWorksheet('Columns')!;
    const described = columns.getColumn(1).values.slice(2);
    expect(described).toContain('fire-rating');
    expect(described).toHaveLength(header.length);
  });

  it('has a CSV variant with the header row, and is a 404 for an unknown template', async () => {
    const coid = await createManufacturer(t.db);
    const staff = await createTestUser(t.db, { coid });
    const csv = await request(t.app).get(`/api/manage/${coid}/imports/template/hollow-metal-doors.csv`).set('Cookie', staff.cookie);
    expect(csv.status).toBe(200);
    expect(csv.text.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(/^code,name,tradename,section,template,fire-rating,/);
    expect((await request(t.app).get(`/api/manage/${coid}/imports/template/no-such-template.xlsx`).set('Cookie', staff.cookie)).status).toBe(404);
  });
});
