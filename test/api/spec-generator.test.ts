import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { COMPARABLE_PRODUCTS_TEXT, comparableLine } from '../../src/domain/spec-output';
import { comparableManufacturers } from '../../src/services/specs/comparable-manufacturers';
import type { SeededSpec } from '../helpers/spec-generator';
import { INPUTS, SELECTION, chosen as chosenOf, leftOut, binary, docxText, htmlText, rtfPlainText, seededSpec, seededWizard } from '../helpers/spec-generator';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

let t: TestApp;
let spec: SeededSpec;
let equals: string[];

const generate = (query: Record<string, string>) => request(t.app).get('/api/spec-generator').query(query);
const base = (format: string, extra: Record<string, string> = {}) => ({
  coid: String(spec.coid),
  spec: spec.filename,
  format,
  data: SELECTION.join(','),
  inputs: JSON.stringify(INPUTS),
  ...extra,
});

function expectSelection(text: string) {
  for (const chosen of chosenOf(spec)) expect(text).toContain(chosen);
  for (const removed of leftOut(spec)) expect(text).not.toContain(removed);
  expect(text).toMatch(/1\.3\s+QUALITY ASSURANCE/);
  expect(text).toContain(`END OF SECTION ${spec.section}`);
  expect(text).toContain(COMPARABLE_PRODUCTS_TEXT);
  for (const line of equals) expect(text).toContain(line);
}

const companyName = async (coid: number) => (await t.db.one<{ name: string }>(sql`SELECT name FROM companies WHERE coid = ${coid}`)).name;

beforeAll(async () => {
  t = await createTestApp();
  spec = await seededSpec(t.db);
  equals = (await comparableManufacturers(t.db, spec.section, spec.coid)).map(comparableLine);
});
afterAll(() => t.close());

describe('GET /api/spec-generator', () => {
  it('writes DOCX with the selected text and none of the removed options', async () => {
    const res = await generate(base('docx')).buffer(true).parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    // A trailing dot ('… Inc.') is dropped: 'Inc..docx' reads badly and Windows strips it anyway.
    const name = `${spec.section} ${spec.body.title} - ${(await companyName(spec.coid)).replace(/\.$/, '')}.docx`;
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name).replace(/'/g, '%27')}`);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = docxText(res.body as Buffer);
    expectSelection(text);
    expect(text).toContain(`SECTION ${spec.section} \u2013 ${spec.body.title.toUpperCase()}`);
    expect(text).toMatch(/A\.\tManufacturer\u2019s Warranty/);
  });

  it('writes RTF the same way, all ASCII', async () => {
    const res = await generate(base('rtf', { filename: 'Lobby doors/rev 2.rtf' })).buffer(true).parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/rtf/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Lobby doors-rev 2.rtf"; filename*=UTF-8''Lobby%20doors-rev%202.rtf`);
    const rtf = (res.body as Buffer).toString('latin1');
    expect(/^[\x00-\x7f]*$/.test(rtf)).toBe(true);
    expectSelection(rtfPlainText(rtf));
  });

  it('writes a print-ready HTML page shown inline, under its own content policy', async () => {
    const res = await generate(base('html'));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename=".+\.html"; filename\*=UTF-8''.+\.html$/);
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(res.text).toMatch(/^<!DOCTYPE html>\n<html lang="en"><head><meta charSet="utf-8"\/>/);
    expect(res.text).toContain(`<title>SECTION ${spec.section} \u2013 ${spec.body.title.toUpperCase().replace(/&/g, '&amp;')}</title>`);
    expect(res.text).toContain('@page');
    expectSelection(htmlText(res.text));
  });

  it("accepts the wizard's filename for the spec it edits", async () => {
    const wizard = await seededWizard(t.db);
    const res = await generate({ coid: String(wizard.coid), spec: wizard.wizardFilename, format: 'html', data: 'p-1-1-A' });
    expect(res.status).toBe(200);
    expect(res.text).toContain(`\u2013 ${wizard.title.toUpperCase()}</h1>`);
    const other = await t.db.one<{ coid: number }>(sql`SELECT coid FROM companies WHERE coid <> ${wizard.coid} ORDER BY coid LIMIT 1`);
    expect((await generate({ coid: String(other.coid), spec: wizard.wizardFilename, format: 'html', data: 'p-1-1-A' })).status).toBe(404);
    expect((await generate({ coid: String(wizard.coid), spec: 'nosuch-144200.sw', format: 'html', data: 'p-1-1-A' })).status).toBe(404);
  });

  it('numbers sections in the 1995 format with mf=95', async () => {
    const res = await generate(base('html', { mf: '95' }));
    expect(res.text).toMatch(/END OF SECTION \d{5}</);
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="\d{5} .+\.html"/);
  });

  it('refuses an empty selection with a 400 that says why, rather than writing an empty section', async () => {
    for (const data of ['', ' , ', undefined]) {
      const query: Record<string, string> = { coid: String(spec.coid), spec: spec.filename, format: 'docx' };
      if (data !== undefined) query.data = data;
      const res = await generate(query);
      expect(res.status, JSON.stringify(data)).toBe(400);
      expect(res.body.error.fields.data).toMatch(/choose at least one paragraph or option/);
    }
  });

  it('names the file after the section number, title and manufacturer, keeping non-ASCII letters in filename*', async () => {
    const res = await generate(base('docx', { filename: '08 11 13 Portes et Fenêtres - Bélanger & Fils' })).buffer(true).parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="08 11 13 Portes et Fenetres - Belanger & Fils.docx"; filename*=UTF-8''08%2011%2013%20Portes%20et%20Fen%C3%AAtres%20-%20B%C3%A9langer%20%26%20Fils.docx`,
    );
  });

  it('refuses ids that match nothing with a 400 naming them, when all are unknown and when some are', async () => {
    const none = await generate(base('html', { data: 'p-9-9-Z,x-1', inputs: '{}' }));
    expect(none.status).toBe(400);
    expect(none.body.error.fields.data).toBe(`no ids are in ${spec.filename}; unknown: p-9-9-Z, x-1`);
    const some = await generate(base('docx', { data: `${SELECTION.join(',')},p-9-9-Z` }));
    expect(some.status).toBe(400);
    expect(some.body.error.fields.data).toBe(`some ids are in ${spec.filename}; unknown: p-9-9-Z`);
    expect(some.headers['content-disposition']).toBeUndefined();
  });

  it('refuses input names that match no blank with a 400 naming them', async () => {
    const res = await generate(base('html', { inputs: JSON.stringify({ ...INPUTS, 'p-9-9-Z-value': '12' }) }));
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ inputs: `input names not in ${spec.filename}: p-9-9-Z-value` });
  });

  it('names at most twenty unknown ids and counts the rest', async () => {
    const unknown = Array.from({ length: 25 }, (_, i) => `q-${i}`);
    const res = await generate(base('html', { data: unknown.join(','), inputs: '{}' }));
    expect(res.status).toBe(400);
    expect(res.body.error.fields.data).toBe(`no ids are in ${spec.filename}; unknown: ${unknown.slice(0, 20).join(', ')} and 5 more`);
  });

  it('answers 400 naming the field for bad input', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ format: 'pdf' }, 'format'],
      [{ coid: '123' }, 'coid'],
      [{ data: 'p-1-1-A,bad id!' }, 'data.1'],
      [{ inputs: '{not json' }, 'inputs'],
      [{ inputs: '["p-1-4-D-value"]' }, 'inputs'],
      [{ inputs: JSON.stringify({ 'p-1-4-D-value': 'x'.repeat(201) }) }, 'inputs.p-1-4-D-value'],
      [{ spec: '../etc/passwd' }, 'spec'],
      [{ mf: '88' }, 'mf'],
    ];
    for (const [override, field] of cases) {
      const res = await generate(base('html', override));
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.error.fields), field).toContain(field);
    }
    // Short ids: a long URL meets Node's 16 KB header limit (431) before our 2000-id limit.
    const tooMany = await generate(base('html', { data: Array(2001).fill('x').join(',') }));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.fields).toHaveProperty('data');
  });

  it('answers 404 JSON for an unknown spec or another company', async () => {
    const unknown = await generate(base('docx', { spec: 'nosuch-081113.spec' }));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({ status: 404 });
    const other = await t.db.one<{ coid: number }>(sql`SELECT coid FROM companies WHERE coid <> ${spec.coid} ORDER BY coid LIMIT 1`);
    expect((await generate(base('docx', { coid: String(other.coid) }))).status).toBe(404);
  });

  it('is in the OpenAPI document with its query and file types', async () => {
    const doc = (await request(t.app).get('/api/openapi.json')).body;
    const op = doc.paths['/api/spec-generator'].get;
    expect(op.parameters.map((p: { name: string }) => p.name)).toEqual(['coid', 'spec', 'format', 'data', 'filename', 'mf', 'inputs']);
    expect(op.parameters.find((p: { name: string }) => p.name === 'coid').required).toBe(true);
    expect(Object.keys(op.responses['200'].content)).toEqual([
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/rtf',
      'text/html; charset=utf-8',
    ]);
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['400', '404']));
  });
});

describe('comparableManufacturers', () => {
  it('lists other manufacturers of the section in the real catalog', async () => {
    const rows = await comparableManufacturers(t.db, spec.section, spec.coid);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.coid).not.toBe(spec.coid);
      const listed = await t.db.maybeOne(sql`SELECT 1 FROM company_sections WHERE coid = ${row.coid} AND mf = '04' AND section = ${spec.section}`);
      expect(listed).not.toBeNull();
    }
  });

  it('orders by online products in the section, then name; needs something online there; at most five', async () => {
    const section = '10 99 97';
    const make = async (coid: number, name: string, products: number, offline = 0, content = false) => {
      await t.db.query(sql`INSERT INTO companies (coid, name, slug, city, state) VALUES (${coid}, ${name}, ${`c-${coid}`}, 'Dayton', 'OH')`);
      await t.db.query(sql`INSERT INTO company_sections (coid, mf, section) VALUES (${coid}, '04', ${section})`);
      for (let i = 0; i < products + offline; i++) {
        await t.db.query(sql`INSERT INTO products (coid, name, section, online) VALUES (${coid}, ${`P${i}`}, ${section}, ${i < products})`);
      }
      if (content) await t.db.query(sql`INSERT INTO content_items (coid, content_type, title, section) VALUES (${coid}, 'cad', 'Detail', ${section})`);
    };
    await make(90001, 'Owner Co', 9);
    await make(90002, 'Bravo', 1, 5);
    await make(90003, 'Alpha', 1);
    await make(90004, 'Most', 3);
    await make(90005, 'Only content', 0, 0, true);
    await make(90006, 'Nothing online', 0, 2);
    await make(90007, 'Zulu', 2);
    await make(90008, 'Yankee', 2);
    await t.db.query(sql`INSERT INTO company_sections (coid, mf, section) VALUES (90009, '95', ${section})`).catch(() => undefined);
    const rows = await comparableManufacturers(t.db, section, 90001);
    expect(rows.map((r) => [r.name, r.products])).toEqual([
      ['Most', 3],
      ['Yankee', 2],
      ['Zulu', 2],
      ['Alpha', 1],
      ['Bravo', 1],
    ]);
    expect(rows[0]).toMatchObject({ city: 'Dayton', state: 'OH' });
    const all = await comparableManufacturers(t.db, section, 90004);
    expect(all.map((r) => r.name)).toContain('Owner Co');
    expect(all.map((r) => r.name)).not.toContain('Most');
  });
});
