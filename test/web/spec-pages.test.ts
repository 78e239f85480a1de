import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { companyPath } from '../../src/domain/company-id';
import { sectionTo95 } from '../../src/domain/csi-crosswalk';
import { executableScripts, h1Of, titleOf } from '../helpers/html';
import { ROOT } from '../helpers/paths';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

interface SpecRow {
  id: number;
  coid: number;
  companyName: string;
  section: string;
  title: string;
  wizardId: number | null;
}

let t: TestApp;
/** A spec whose manufacturer has an active wizard for the same section, and one without. */
let withWizard: SpecRow;
let withoutWizard: SpecRow;
let otherCoid: number;

const pathOf = (s: SpecRow) => `/specification/${s.coid}/${s.id}`;
/** A page's text, read by the parser. */
const textOf = (html: string) => parseHtml(html).bodyText;

beforeAll(async () => {
  t = await createTestApp();
  const specs = await t.db.many<SpecRow>(sql`
    SELECT d.content_id AS id, ci.coid, c.name AS "companyName", ci.section, d.body ->> 'title' AS title,
      (SELECT w.content_id FROM spec_wizards w JOIN content_items wi ON wi.id = w.content_id
       WHERE w.active AND wi.online AND wi.coid = ci.coid AND wi.section = ci.section ORDER BY 1 LIMIT 1) AS "wizardId"
    FROM spec_documents d JOIN content_items ci ON ci.id = d.content_id JOIN companies c ON c.coid = ci.coid
    WHERE ci.online ORDER BY d.content_id`);
  withWizard = specs.find((s) => s.wizardId !== null)!;
  withoutWizard = specs.find((s) => s.wizardId === null)!;
  otherCoid = specs.find((s) => s.coid !== withWizard.coid)!.coid;
});
afterAll(() => t.close());

describe('specification page', () => {
  it('shows the section with its number, manufacturer, links and head', async () => {
    const res = await request(t.app).get(pathOf(withWizard));
    expect(res.status).toBe(200);
    expect(h1Of(res.text)).toBe(`SECTION ${withWizard.section} – ${withWizard.title.toUpperCase()}`);
    expect(titleOf(res.text)).toBe(`SECTION ${withWizard.section} ${withWizard.title} – ${withWizard.companyName} | SpecFind`);
    expect(res.text).toContain(`<link rel="canonical" href="http://localhost:3000${pathOf(withWizard)}">`);
    expect(res.text).toMatch(/<meta name="description" content="[^"]{20,}">/);
    expect(textOf(res.text)).toContain(`MasterFormat 1995: ${sectionTo95(withWizard.section)}`);
    expect(res.text).toContain(`href="${companyPath(withWizard.companyName, withWizard.coid)}"`);
    expect(res.text).toContain(`href="${companyPath(withWizard.companyName, withWizard.coid)}/spec/${withWizard.id}"`);
    expect(res.text).toContain(`href="${pathOf(withWizard)}/formatted"`);
    expect(res.text).toContain(`href="/sw/template/${withWizard.wizardId}"`);
    expect(res.text).toContain('href="/spec-info/display-hidden-notes"');
    for (const part of ['PART 1 – GENERAL', 'PART 2 – PRODUCTS', 'PART 3 – EXECUTION']) expect(textOf(res.text)).toContain(part);
    expect(executableScripts(res.text)).toEqual([]);
  });

  it('offers the wizard only when the manufacturer has an active one for the section', async () => {
    const res = await request(t.app).get(pathOf(withoutWizard));
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('Customize with the spec wizard');
    expect(res.text).not.toContain('href="/sw/template/');
  });

  it('numbers the section in the 1995 format for a visitor whose mf cookie says 95', async () => {
    const res = await request(t.app).get(pathOf(withWizard)).set('Cookie', 'mf=95');
    expect(h1Of(res.text)).toBe(`SECTION ${sectionTo95(withWizard.section)} – ${withWizard.title.toUpperCase()}`);
    expect(textOf(res.text)).toContain(`MasterFormat 2004: ${withWizard.section}`);
    // The anonymous page cache keeps the two formats apart.
    const again = await request(t.app).get(pathOf(withWizard));
    expect(h1Of(again.text)).toBe(`SECTION ${withWizard.section} – ${withWizard.title.toUpperCase()}`);
  });

  it('public answers vary on the cookie, and neither numbering is ever served from the cache to the other (issue 22, item 3)', async () => {
    const h1 = (res: request.Response) => h1Of(res.text);
    const as95 = () => request(t.app).get(pathOf(withWizard)).set('Cookie', 'theme=x; mf=95');
    const as04 = () => request(t.app).get(pathOf(withWizard));
    const answers = [await as95(), await as04(), await as95(), await as04(), await as95()];
    for (const res of answers) {
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      expect(res.headers.vary).toMatch(/\bCookie\b/);
    }
    expect(answers.map((res) => res.headers['x-page-cache'])).toEqual([expect.any(String), expect.any(String), 'hit', 'hit', 'hit']);
    const numbered95 = `SECTION ${sectionTo95(withWizard.section)} – ${withWizard.title.toUpperCase()}`;
    const numbered04 = `SECTION ${withWizard.section} – ${withWizard.title.toUpperCase()}`;
    expect(answers.map(h1)).toEqual([numbered95, numbered04, numbered95, numbered04, numbered95]);
  });

  it('marks alternatives, blanks and conditional paragraphs', async () => {
    const text = textOf((await request(t.app).get(pathOf(withWizard))).text);
    expect(text).toContain('[Mockup required | Mockup not required]');
    expect(text).toContain('Applies when: Mockup required');
    const html = (await request(t.app).get(pathOf(withWizard))).text;
    expect(html).toMatch(/<span class="spec-blank"[^>]*>\[____\]<\/span> square feet/);
  });

  it('carries editor’s notes that are hidden until the visitor ticks the toggle', async () => {
    const html = (await request(t.app).get(pathOf(withWizard))).text;
    const page = parseHtml(html);
    const toggle = page.one('#show-notes');
    expect(toggle.matches('input[type="checkbox"].spec-notes-switch')).toBe(true);
    expect(page.text('label[for="show-notes"]')).toBe('Show editor’s notes');
    // The checkbox comes before the document (the stylesheet's ~ needs that), and the note sits in the document.
    expect(toggle.compareDocumentPosition(page.one('.spec-doc')) & 4).toBe(4);
    const note = page.all('.spec-doc aside.spec-note').find((n) => n.textContent?.includes('Edit the list to match the products required for the project.'));
    expect(note?.firstElementChild?.matches('strong.spec-note__label')).toBe(true);
    // The stylesheet hides notes in the reader and shows them when the preceding checkbox is checked.
    const css = readFileSync(path.join(ROOT, 'static', 'css', 'site.css'), 'utf8');
    expect(css).toMatch(/\.spec-reader \.spec-note \{ display: none; \}/);
    expect(css).toMatch(/\.spec-notes-switch:checked ~ \.spec-doc \.spec-note \{ display: block; \}/);
  });

  it('is a 404 for an unknown id, another manufacturer’s coid and malformed ids', async () => {
    for (const bad of [
      `/specification/${withWizard.coid}/987654`,
      `/specification/${otherCoid}/${withWizard.id}`,
      `/specification/${withWizard.coid}/abc`,
      `/specification/abcde/${withWizard.id}`,
      `/specification/${withWizard.coid}/0${withWizard.id}`,
      `/specification/${withWizard.coid}/99999999999`,
      `/specification/${otherCoid}/${withWizard.id}/formatted`,
    ]) {
      expect((await request(t.app).get(bad)).status, bad).toBe(404);
    }
  });

  it('is a 404 for a content item that is not a spec document', async () => {
    const res = await request(t.app).get(`/specification/${withWizard.coid}/${withWizard.wizardId}`);
    expect(res.status).toBe(404);
  });
});

describe('printable specification', () => {
  it('uses the blank layout, ends with END OF SECTION and points its canonical at the main page', async () => {
    const res = await request(t.app).get(`${pathOf(withWizard)}/formatted`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<body class="layout-blank">');
    expect(res.text).not.toContain('class="site-header"');
    expect(textOf(res.text)).toContain('END OF SECTION');
    expect(h1Of(res.text)).toBe(`SECTION ${withWizard.section} ${withWizard.title.toUpperCase()}`);
    expect(res.text).toContain(`<link rel="canonical" href="http://localhost:3000${pathOf(withWizard)}">`);
    expect(textOf(res.text)).toContain('Specifier note: Edit the list to match the products required for the project.');
    expect(res.text).toContain(`href="${pathOf(withWizard)}"`);
    expect(executableScripts(res.text)).toEqual([]);
  });
});

describe('specification guide', () => {
  it.each([
    ['/spec-info', 'About specifications', ['PART 1 – GENERAL', 'MasterFormat 2004 and 1995', 'href="/content-type/spec"', 'href="/specwizard"', 'href="/search/"', 'DOCX']],
    ['/spec-info/chart', 'MasterFormat 2004 and 1995 divisions', ['href="/content-type/spec/08"']],
    ['/spec-info/display-hidden-notes', 'Editor’s (hidden) notes', ['Show/Hide ¶', 'View ▸ Formatting Marks', 'Show editor’s notes']],
  ])('%s has its content, breadcrumbs, canonical and no script', async (page, h1, snippets) => {
    const res = await request(t.app).get(page);
    expect(res.status).toBe(200);
    expect(h1Of(res.text)).toBe(h1);
    expect(res.text).toContain(`<link rel="canonical" href="http://localhost:3000${page}">`);
    expect(res.text).toMatch(/<meta name="description" content="[^"]{40,}">/);
    expect(res.text).toContain('class="breadcrumbs"');
    for (const s of snippets) expect(res.text).toContain(s);
    expect(executableScripts(res.text)).toEqual([]);
  });

  it('charts each 2004 division beside its 1995 division', async () => {
    const html = (await request(t.app).get('/spec-info/chart')).text;
    const row = (division: string) => parseHtml(html).one(`tr:has(a[href="/content-type/spec/${division}"])`).textContent ?? '';
    expect(row('22')).toMatch(/22 Plumbing\s*15 Mechanical/);
    expect(row('26')).toMatch(/26 Electrical\s*16 Electrical/);
    expect(row('31')).toMatch(/31 Earthwork\s*02 Site Construction/);
    expect(row('08')).toMatch(/08 Openings\s*08 Doors and Windows/);
  });

  it.each([
    ['/sd/sd_info.shtml', '/spec-info'],
    ['/sd/sd_chart.shtml', '/spec-info/chart'],
    ['/sd/display_hidden_notes.shtml', '/spec-info/display-hidden-notes'],
  ])('legacy %s → 301 %s → 200', async (from, to) => {
    const res = await request(t.app).get(from);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(to);
    expect((await request(t.app).get(to)).status).toBe(200);
  });
});

describe('company spec and wizard item pages', () => {
  it('link a spec item to its reading page and a wizard item to the wizard', async () => {
    const base = companyPath(withWizard.companyName, withWizard.coid);
    const spec = await request(t.app).get(`${base}/spec/${withWizard.id}`);
    expect(spec.status).toBe(200);
    // Spec items also have a PDF, so the download comes first and the reading link is the second button.
    expect(spec.text).toMatch(new RegExp(`<a class="button button--quiet" href="${pathOf(withWizard)}">Read the specification</a>`));
    expect(spec.text).toMatch(/<a class="button" href="\/downloads\/[^"]+\/spec\/[^"]+">Download PDF<\/a>/);
    const wizard = await request(t.app).get(`${base}/sw/${withWizard.wizardId}`);
    expect(wizard.status).toBe(200);
    expect(wizard.text).toContain(`<a class="button" href="/sw/template/${withWizard.wizardId}">Open the spec wizard</a>`);
  });

  it('add no such link to other content types', async () => {
    const bim = await t.db.one<{ id: number; coid: number; name: string }>(sql`
      SELECT ci.id, ci.coid, c.name FROM content_items ci JOIN companies c USING (coid)
      WHERE ci.online AND ci.content_type = 'bim' ORDER BY ci.id LIMIT 1`);
    const res = await request(t.app).get(`${companyPath(bim.name, bim.coid)}/bim/${bim.id}`);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('Read the specification');
    expect(res.text).not.toContain('Open the spec wizard');
  });
});

describe('sitemap', () => {
  it('lists every specification page and the guide, not the printable variants', async () => {
    const xml = (await request(t.app).get('/sitemap.xml')).text;
    expect(xml).toContain(`<loc>http://localhost:3000${pathOf(withWizard)}</loc>`);
    expect(xml).toContain(`<loc>http://localhost:3000${pathOf(withoutWizard)}</loc>`);
    for (const page of ['/spec-info', '/spec-info/chart', '/spec-info/display-hidden-notes']) {
      expect(xml).toContain(`<loc>http://localhost:3000${page}</loc>`);
    }
    expect(xml).not.toContain('/formatted');
  });
});
