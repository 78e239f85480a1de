import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { DIVISIONS } from '../../src/domain/csi-divisions';
import { kgCo2e } from '../../src/domain/project-manual/carbon';
import { OR_APPROVED_EQUAL } from '../../src/domain/project-manual/listed-equals';
import { binary, INPUTS, SELECTION } from '../helpers/spec-generator';
import { parseHtml } from '../helpers/parsed-html';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/users';

const run = promisify(execFile);
const hasLibreOffice = spawnSync('sh', ['-c', 'command -v soffice']).status === 0;

let t: TestApp;
let owner: TestUser;
let viewer: TestUser;
let stranger: TestUser;
let project: { seq: number; projectId: string };
let empty: { seq: number; projectId: string };
let dir: string;
/** The sections the manual must hold, in CSI order, with their titles. */
let sections: { number: string; title: string }[];
let wizardSection: string;
let basisNames: string[];
let equalName: string;
/** kg CO2e per declared unit of the product whose quantity is entered. */
let gwp: number;
const QUANTITY = 12;

const PROJECT_NAME = 'Harbor Point Library';
const as = (u: TestUser) => ({ Authorization: `Bearer ${u.token}` });
const download = (path: string, u: TestUser) => request(t.app).get(path).set('Cookie', u.cookie).buffer(true).parse(binary);

/** The text of each page of a PDF, read with pdf.js. */
async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' '));
  }
  await pdf.destroy();
  return pages;
}

async function addProduct(productId: number, role: 'basis' | 'equal', section?: string): Promise<void> {
  const res = await request(t.app).post(`/api/char-project/${project.seq}/products`).set(as(owner)).send({ productId, role, ...(section ? { section } : {}) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

beforeAll(async () => {
  t = await createTestApp();
  [owner, viewer, stranger] = await Promise.all([createTestUser(t.db), createTestUser(t.db), createTestUser(t.db)]);
  await t.db.query(sql`UPDATE users SET company = 'Lakeside Architects' WHERE seq = ${owner.user.seq}`);
  project = (await request(t.app).post('/api/char-project').set(as(owner)).send({ name: PROJECT_NAME, city: 'Portland', state: 'ME' }).expect(201)).body;
  empty = (await request(t.app).post('/api/char-project').set(as(owner)).send({ name: 'Empty Project' }).expect(201)).body;
  await t.db.query(sql`INSERT INTO project_members (project_seq, user_seq, role) VALUES (${project.seq}, ${viewer.user.seq}, 'viewer')`);

  // A spec wizard selection saved with the project: its section is the wizard's edited section.
  const wizard = await t.db.one<{ contentId: number; coid: number; section: string }>(sql`
    SELECT w.content_id AS "contentId", wi.coid, wi.section FROM spec_wizards w JOIN content_items wi ON wi.id = w.content_id AND wi.online
    JOIN content_items si ON si.coid = wi.coid AND si.section = wi.section AND si.content_type = 'spec' AND si.online
    ORDER BY w.content_id LIMIT 1`);
  wizardSection = wizard.section;
  const saved = await t.db.one<{ seq: number }>(sql`
    INSERT INTO specwizard_projects (user_seq, name, content_id, coid, inputs, char_project_seq)
    VALUES (${owner.user.seq}, 'Doors wizard', ${wizard.contentId}, ${wizard.coid}, ${JSON.stringify(INPUTS)}::jsonb, ${project.seq}) RETURNING seq`);
  for (const id of SELECTION) await t.db.query(sql`INSERT INTO specwizard_project_specs (project_seq, spec_id) VALUES (${saved.seq}, ${id})`);

  // Three more sections, each with a typed product as its basis of design (one of them with an EPD, its quantity
  // entered), and in the first of them an equal (by another maker where the catalog has one).
  const picks = await t.db.many<{ seq: number; section: string; name: string; coid: number; epd: boolean }>(sql`
    SELECT * FROM (
      SELECT DISTINCT ON (p.section) p.seq, p.section, p.name, p.coid,
        EXISTS (SELECT 1 FROM content_items ci JOIN declarations d ON d.content_id = ci.id
                WHERE ci.product_seq = p.seq AND ci.online AND d.kind = 'epd' AND d.gwp_kg_co2e IS NOT NULL) AS epd,
        (SELECT count(*) FROM products o WHERE o.section = p.section AND o.seq <> p.seq AND o.online AND NOT o.heading AND o.template_id IS NOT NULL) AS others
      FROM products p
      WHERE p.online AND NOT p.heading AND p.template_id IS NOT NULL AND p.section IS NOT NULL AND p.section <> ${wizard.section}
      ORDER BY p.section, 5 DESC, p.seq) s
    ORDER BY epd DESC, others DESC, section LIMIT 3`);
  expect(picks).toHaveLength(3);
  expect(picks[0].epd).toBe(true);
  for (const p of picks) await addProduct(p.seq, 'basis');
  const equal = await t.db.one<{ seq: number; name: string }>(sql`
    SELECT seq, name FROM products WHERE section = ${picks[0].section} AND seq <> ${picks[0].seq} AND online AND NOT heading AND template_id IS NOT NULL
    ORDER BY coid = ${picks[0].coid}, seq LIMIT 1`);
  await addProduct(equal.seq, 'equal');
  type Row = { id: number; productId: number; specified: { name: string; declarations: { type: string; gwp: number | null }[] } };
  const rows = (await request(t.app).get(`/api/char-project/${project.seq}/products`).set(as(owner)).expect(200)).body.products as Row[];
  const withEpd = rows.find((r) => r.productId === picks[0].seq)!;
  await request(t.app).patch(`/api/char-project/${project.seq}/products/${withEpd.id}`).set(as(owner)).send({ quantity: QUANTITY }).expect(200);
  gwp = withEpd.specified.declarations.find((d) => d.type === 'epd' && d.gwp !== null)!.gwp!;
  basisNames = picks.map((p) => rows.find((r) => r.productId === p.seq)!.specified.name);
  equalName = rows.find((r) => r.productId === equal.seq)!.specified.name;
  const numbers = [...new Set([wizard.section, ...picks.map((p) => p.section)])].sort();
  sections = await t.db.many(sql`SELECT section AS number, title FROM csi_sections WHERE mf = '04' AND section = ANY(${numbers}::text[]) ORDER BY section`);
  expect(sections.map((s) => s.number)).toEqual(numbers);
  dir = mkdtempSync(path.join(tmpdir(), 'specfind-manual-'));
}, 120_000);
afterAll(async () => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  await t?.close();
});

/** What every manual, however written, shows: contents, every section, the project's name and page numbers on every page. */
function expectManual(pages: string[], file: string): void {
  expect(pages.length, file).toBeGreaterThanOrEqual(sections.length + 3);
  pages.forEach((text, i) => {
    expect(text, `${file} page ${i + 1}`).toContain(PROJECT_NAME);
    expect(text, `${file} page ${i + 1}`).toContain(`Page ${i + 1} of ${pages.length}`);
  });
  // The contents come before the first section's own pages and list every section by number and title.
  const firstSection = pages.findIndex((text) => text.includes(`Section ${sections[0].number} \u2013 ${sections[0].title}`));
  expect(firstSection, file).toBeGreaterThan(0);
  const contents = pages.slice(0, firstSection).join(' ');
  expect(contents, file).toMatch(/CONTENTS/i);
  for (const s of sections) expect(contents.toUpperCase(), file).toContain(s.title.toUpperCase());
  for (const s of sections) {
    // A section's pages name it in their header, and its text ends with its end line.
    const own = pages.filter((text) => text.includes(`Section ${s.number} \u2013 ${s.title}`));
    expect(own.length, `${file} ${s.number}`).toBeGreaterThan(0);
    expect(own.join(' '), `${file} ${s.number}`).toContain(`END OF SECTION ${s.number}`);
  }
  // The body text without the running headers and footers, so a sentence broken across pages reads whole.
  const labels = ['Project manual', 'Contents', 'Embodied carbon summary', 'Appendix: product data', ...sections.map((s) => `Section ${s.number} \u2013 ${s.title}`)];
  const all = pages
    .map((text, i) => [...labels.map((l) => `${PROJECT_NAME} | ${l}`), `${PROJECT_NAME} | Page ${i + 1} of ${pages.length}`].reduce((rest, running) => rest.replace(running, ' '), text))
    .join(' ')
    .replace(/\s+/g, ' ');
  expect(all).toContain(OR_APPROVED_EQUAL);
  expect(all).toContain(equalName);
  for (const name of basisNames) expect(all).toContain(name);
  expect(all).toMatch(/EMBODIED CARBON SUMMARY/i);
  expect(all).toContain(kgCo2e(gwp));
  expect(all).toContain(kgCo2e(gwp * QUANTITY));
  expect(all).toContain(`Total of 1 basis-of-design product(s) declared per`);
  expect(all).toMatch(/APPENDIX: PRODUCT DATA/i);
  // The wizard's selection, not the maker's defaults: the mockup size typed into the wizard.
  expect(all).toContain('Mockup Size: 120 square feet');
}

describe('the project manual', () => {
  it('PDF: cover, contents with page numbers, every section in CSI order with its header, numbered pages', { timeout: 60_000 }, async () => {
    const res = await download(`/account/projects/${project.seq}/manual.pdf`, owner);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toContain('Harbor Point Library - Project manual.pdf');
    const pages = await pdfPages(res.body as Buffer);
    expectManual(pages, 'manual.pdf');
    expect(pages[0]).toContain('Project number ' + project.projectId);
    expect(pages[0]).toContain('Portland, ME');
    expect(pages[0]).toContain('Lakeside Architects');
    // Each contents entry's page number is the page where that section starts, in CSI order.
    const starts = sections.map((s) => {
      const match = pages[1].match(new RegExp(`${s.number} ${s.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} (\\d+)`));
      expect(match, s.number).not.toBeNull();
      return Number(match![1]);
    });
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    sections.forEach((s, i) => expect(pages[starts[i] - 1]).toContain(`SECTION ${s.number}`));
  });

  it.skipIf(!hasLibreOffice && !process.env.CI)('DOCX: opens in LibreOffice with contents, every section, headers and numbered pages', { timeout: 180_000 }, async () => {
    const res = await download(`/account/projects/${project.seq}/manual.docx`, viewer);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const file = path.join(dir, 'manual.docx');
    writeFileSync(file, res.body as Buffer);
    await run('soffice', ['--headless', '--convert-to', 'pdf', '--outdir', dir, `-env:UserInstallation=file://${path.join(dir, 'profile')}`, file], { timeout: 150_000 });
    expectManual(await pdfPages(readFileSync(path.join(dir, 'manual.pdf'))), 'manual.docx');
  });

  it('outline: one page per division, each section with its products and key properties', { timeout: 60_000 }, async () => {
    const res = await download(`/account/projects/${project.seq}/outline.pdf`, viewer);
    expect(res.status).toBe(200);
    const pages = await pdfPages(res.body as Buffer);
    const divisions = [...new Set(sections.map((s) => s.number.slice(0, 2)))];
    expect(pages).toHaveLength(divisions.length);
    divisions.forEach((d, i) => {
      expect(pages[i]).toContain(`DIVISION ${d} \u2013 ${DIVISIONS.find((x) => x.division === d)!.title.toUpperCase()}`);
      expect(pages[i]).toContain(PROJECT_NAME);
      expect(pages[i]).toContain(`Page ${i + 1} of ${pages.length}`);
      for (const s of sections.filter((x) => x.number.startsWith(d))) expect(pages[i]).toContain(`${s.number} ${s.title}`);
    });
    const all = pages.join(' ');
    for (const name of [...basisNames, equalName]) expect(all).toContain(name);
    expect(all).toMatch(/Basis: .*Equal: /);
  });

  it('is a 404 for people who are not members, and asks anonymous visitors to sign in', async () => {
    for (const name of ['manual.docx', 'manual.pdf', 'outline.pdf']) {
      expect((await download(`/account/projects/${project.seq}/${name}`, stranger)).status, name).toBe(404);
      expect((await download(`/account/projects/999999/${name}`, owner)).status, name).toBe(404);
      const anonymous = await request(t.app).get(`/account/projects/${project.seq}/${name}`);
      expect(anonymous.status).toBe(302);
      expect(anonymous.headers.location).toContain('/signin?redirect=');
    }
  });

  it('refuses a project past the manual’s bounds with 413 naming them, before writing anything', async () => {
    const big = (await request(t.app).post('/api/char-project').set(as(owner)).send({ name: 'Campus Master Plan' }).expect(201)).body as { seq: number };
    const record = (await t.db.one<{ specified: unknown }>(sql`SELECT specified FROM project_products WHERE project_seq = ${project.seq} LIMIT 1`)).specified;
    // 121 products, each in a section of its own ("01 01 01" …), one more than a manual holds.
    await t.db.query(sql`
      INSERT INTO project_products (project_seq, product_seq, section, role, specified)
      SELECT ${big.seq}, seq, '01 ' || lpad((n / 100 + 1)::text, 2, '0') || ' ' || lpad((n % 100)::text, 2, '0'), 'basis', ${JSON.stringify(record)}::jsonb
      FROM (SELECT seq, row_number() OVER (ORDER BY seq) AS n FROM products LIMIT 121) p`);
    for (const name of ['manual.pdf', 'outline.pdf']) {
      const res = await request(t.app).get(`/account/projects/${big.seq}/${name}`).set('Cookie', owner.cookie);
      expect(res.status, name).toBe(413);
      expect(res.text).toContain('at most 120 sections');
    }
  });

  it('answers parallel downloads with the file or a 503 while the writers are busy, never an error', { timeout: 120_000 }, async () => {
    const answers = await Promise.all(Array.from({ length: 24 }, () => download(`/account/projects/${project.seq}/outline.pdf`, owner)));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(statuses).toContain(200);
    for (const res of answers.filter((r) => r.status === 200)) expect((res.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    for (const res of answers.filter((r) => r.status === 503)) expect(String(res.body)).toContain('try again in a minute');
  });

  it('the project page links to the manual and the outline only when the project has something to put in them', async () => {
    const links = async (seq: number) =>
      parseHtml((await request(t.app).get(`/account/projects/${seq}`).set('Cookie', owner.cookie).expect(200)).text)
        .all('a')
        .map((a) => a.getAttribute('href'))
        .filter((href) => /\/(manual|outline)\.(docx|pdf)$/.test(href ?? ''));
    expect(await links(project.seq)).toEqual([`/account/projects/${project.seq}/manual.pdf`, `/account/projects/${project.seq}/manual.docx`, `/account/projects/${project.seq}/outline.pdf`]);
    expect(await links(empty.seq)).toEqual([]);
  });
});
