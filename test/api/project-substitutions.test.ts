import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { formPost } from '../helpers/form-posts';
import { parseHtml } from '../helpers/parsed-html';
import { docxText } from '../helpers/spec-generator';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { createTestUser } from '../helpers/users';

let t: TestApp;
let admin: TestUser;
let coids: number[];

const as = (u: TestUser) => ({ Authorization: `Bearer ${u.token}` });

/** A hollow metal door of its own (any manufacturer), with the properties given. */
async function door(name: string, coid: number, properties: Record<string, unknown>): Promise<number> {
  const res = await request(t.app).post('/api/products').set(as(admin)).send({ coid, name, section: '081113', division: '08', template: 'hollow-metal-doors', properties });
  expect(res.status).toBe(201);
  return res.body.seq as number;
}

interface Setup {
  owner: TestUser;
  viewer: TestUser;
  stranger: TestUser;
  project: number;
  basis: number;
  equal: number;
  substitute: number;
}

/** A project whose section 08 11 13 has a basis of design and an equal; a substitute from another manufacturer; a viewer. */
async function setup(name: string): Promise<Setup> {
  const [owner, viewer, stranger] = await Promise.all([createTestUser(t.db), createTestUser(t.db), createTestUser(t.db)]);
  const project = (await request(t.app).post('/api/char-project').set(as(owner)).send({ name })).body.seq as number;
  expect((await request(t.app).post(`/api/char-project/${project}/members`).set(as(owner)).send({ email: viewer.user.email, role: 'viewer' })).status).toBe(201);
  const basis = await door(`${name} Basis Door`, coids[0], { 'fire-rating': 5400, stc: 42, core: 'polyurethane', warranty: 5 });
  const equal = await door(`${name} Equal Door`, coids[0], { 'fire-rating': 5400 });
  const substitute = await door(`${name} Substitute Door`, coids[1], { 'fire-rating': 3600, stc: 45, core: 'honeycomb' });
  for (const [productId, role] of [[basis, 'basis'], [equal, 'equal']] as const) {
    expect((await request(t.app).post(`/api/char-project/${project}/products`).set(as(owner)).send({ productId, role })).status).toBe(201);
  }
  return { owner, viewer, stranger, project, basis, equal, substitute };
}

const review = (s: Setup, user: TestUser, body: object) => request(t.app).post(`/api/char-project/${s.project}/substitutions`).set(as(user)).send(body);

async function pdfText(bytes: Buffer): Promise<{ pages: number; text: string }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  let text = '';
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    text += ` ${content.items.map((i) => ('str' in i ? i.str : '')).join(' ')}`;
  }
  return { pages: pdf.numPages, text: text.replace(/\s+/g, ' ') };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.db, { isAdmin: true });
  coids = (await t.db.many<{ coid: number }>(sql`SELECT coid FROM companies ORDER BY coid LIMIT 2`)).map((c) => c.coid);
});
afterAll(() => t.close());

describe('substitution reviews API', () => {
  it('reviews a substitute against the basis row by row: meets, below, missing, different; saved with the project', async () => {
    const s = await setup('Verdict Hall');
    const res = await review(s, s.owner, { basis: s.basis, substitute: s.substitute });
    expect(res.status).toBe(201);
    const rows = Object.fromEntries((res.body.rows as { key: string; verdict: string; basis: string; substitute: string }[]).map((r) => [r.key, r]));
    expect(rows['fire-rating']).toMatchObject({ verdict: 'below', basis: '90 min', substitute: '60 min' });
    expect(rows.stc).toMatchObject({ verdict: 'meets', basis: 'STC 42', substitute: 'STC 45' });
    expect(rows.core).toMatchObject({ verdict: 'different', basis: 'polyurethane', substitute: 'honeycomb' });
    expect(rows.warranty).toMatchObject({ verdict: 'missing', substitute: null });
    expect(res.body).toMatchObject({
      basis: { seq: s.basis },
      substitute: { seq: s.substitute },
      section: '08 11 13',
      document: { docx: `/api/char-project/${s.project}/substitutions/${res.body.id}/document.docx`, pdf: `/api/char-project/${s.project}/substitutions/${res.body.id}/document.pdf` },
    });
    const list = await request(t.app).get(`/api/char-project/${s.project}/substitutions`).set(as(s.viewer));
    expect(list.body.substitutions.map((r: { id: number }) => r.id)).toEqual([res.body.id]);
    const one = await request(t.app).get(`/api/char-project/${s.project}/substitutions/${res.body.id}`).set(as(s.viewer));
    expect(one.body.rows).toEqual(res.body.rows);
    const activity = (await request(t.app).get(`/api/char-project/${s.project}/activity`).set(as(s.viewer))).body.activity;
    expect(activity[0]).toMatchObject({ action: 'substitution-reviewed', byUserSeq: s.owner.user.seq });
  });

  it('keeps the review as it was made when a product changes afterwards', async () => {
    const s = await setup('Frozen Hall');
    const made = (await review(s, s.owner, { basis: s.basis, substitute: s.substitute })).body;
    await t.writeCatalog(sql`UPDATE products SET properties = properties || '{"fire-rating": 10800}'::jsonb WHERE seq = ${s.substitute}`);
    const again = await request(t.app).get(`/api/char-project/${s.project}/substitutions/${made.id}`).set(as(s.owner));
    expect(again.body.rows.find((r: { key: string }) => r.key === 'fire-rating')).toMatchObject({ verdict: 'below', substitute: '60 min' });
  });

  it('downloads as a DOCX and a PDF that read back with the rows and verdicts', async () => {
    const s = await setup('Document Hall');
    const made = (await review(s, s.owner, { basis: s.basis, substitute: s.substitute })).body;
    const docx = await request(t.app).get(made.document.docx).set(as(s.viewer)).responseType('blob');
    expect(docx.status).toBe(200);
    expect(docx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const word = docxText(docx.body as Buffer);
    expect(word).toContain('Document Hall');
    expect(word).toContain('Document Hall Substitute Door');
    expect(word).toMatch(/Fire rating\s*90 min\s*60 min\s*Below \(higher is better\)/);
    expect(word).toMatch(/Limited warranty\s*5 years\s*Not stated\s*Missing/);
    const pdf = await request(t.app).get(made.document.pdf).set(as(s.viewer)).responseType('blob');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const read = await pdfText(pdf.body as Buffer);
    expect(read.pages).toBeGreaterThanOrEqual(1);
    expect(read.text).toContain('Document Hall');
    expect(read.text).toContain('Fire rating Below (higher is better): substitute 60 min; basis 90 min');
    expect(read.text).toContain('Core Different (same value): substitute honeycomb; basis polyurethane');
  });

  it('refuses a basis that is not the project’s basis, an unknown substitute and the basis itself, naming the field', async () => {
    const s = await setup('Refusal Hall');
    const equal = await review(s, s.owner, { basis: s.equal, substitute: s.substitute });
    expect(equal.status).toBe(422);
    expect(equal.body.error.fields).toHaveProperty('basis');
    const unknown = await review(s, s.owner, { basis: s.basis, substitute: 99_999_999 });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.fields).toHaveProperty('substitute');
    const same = await review(s, s.owner, { basis: s.basis, substitute: s.basis });
    expect(same.status).toBe(400);
    expect(same.body.error.fields).toHaveProperty('substitute');
    expect(await t.db.one(sql`SELECT count(*)::int AS n FROM project_substitutions WHERE project_seq = ${s.project}`)).toEqual({ n: 0 });
  });

  it('lets viewers read and download but not review; strangers get 404 everywhere', async () => {
    const s = await setup('Access Hall');
    const made = (await review(s, s.owner, { basis: s.basis, substitute: s.substitute })).body;
    expect((await review(s, s.viewer, { basis: s.basis, substitute: s.substitute })).status).toBe(403);
    expect((await review(s, s.stranger, { basis: s.basis, substitute: s.substitute })).status).toBe(404);
    for (const path of [`/api/char-project/${s.project}/substitutions`, `/api/char-project/${s.project}/substitutions/${made.id}`, made.document.docx, made.document.pdf]) {
      expect((await request(t.app).get(path).set(as(s.viewer))).status, path).toBe(200);
      expect((await request(t.app).get(path).set(as(s.stranger))).status, path).toBe(404);
    }
    // Another project's review is not found through this one.
    const other = await setup('Other Hall');
    expect((await request(t.app).get(`/api/char-project/${other.project}/substitutions/${made.id}`).set(as(other.owner))).status).toBe(404);
  });
});

describe('substitution review pages', () => {
  it('starts a review from the project by a search or a product id, and shows it with its verdicts and downloads', async () => {
    const s = await setup('Pages Hall');
    const project = parseHtml((await request(t.app).get(`/account/projects/${s.project}`).set('Cookie', s.owner.cookie)).text);
    expect(project.attrs('a', 'href')).toContain(`/account/projects/${s.project}/substitutions`);
    const start = await request(t.app).get(`/account/projects/${s.project}/substitutions?q=${encodeURIComponent('Pages Hall Substitute')}`).set('Cookie', s.owner.cookie);
    expect(start.status).toBe(200);
    const form = parseHtml(start.text);
    expect(form.attrs('#substitution-basis option', 'value')).toEqual([String(s.basis)]);
    expect(form.attrs('input[name="substitute"]', 'value')).toContain(String(s.substitute));
    const posted = await formPost(t.app, s.owner, `/account/projects/${s.project}/substitutions`, { basis: String(s.basis), substituteId: String(s.substitute) });
    expect(posted.status).toBe(303);
    expect(posted.headers.location).toMatch(new RegExp(`^/account/projects/${s.project}/substitutions/\\d+$`));
    const shown = parseHtml((await request(t.app).get(posted.headers.location).set('Cookie', s.viewer.cookie)).text);
    const verdicts = Object.fromEntries(shown.all('tr.verdict').map((tr) => [tr.querySelector('th')?.textContent, tr.lastElementChild?.textContent]));
    expect(verdicts).toMatchObject({ 'Fire rating': 'Below', 'Sound transmission class (STC)': 'Meets', Core: 'Different', 'Limited warranty': 'Missing' });
    const links = shown.attrs('a[download]', 'href');
    expect(links).toHaveLength(2);
    for (const link of links) expect((await request(t.app).get(link).set('Cookie', s.viewer.cookie)).status).toBe(200);
  });

  it('explains a refused start, shows viewers no start form, and strangers a 404', async () => {
    const s = await setup('Explain Hall');
    const refused = await formPost(t.app, s.owner, `/account/projects/${s.project}/substitutions`, { basis: String(s.equal), substituteId: String(s.substitute) });
    expect(refused.headers.location).toBe(`/account/projects/${s.project}/substitutions?problem=basis`);
    const page = parseHtml((await request(t.app).get(refused.headers.location).set('Cookie', s.owner.cookie)).text);
    expect(page.text('[role="alert"]')).toMatch(/basis-of-design products/);
    const viewer = parseHtml((await request(t.app).get(`/account/projects/${s.project}/substitutions`).set('Cookie', s.viewer.cookie)).text);
    expect(viewer.has(`form[action="/account/projects/${s.project}/substitutions"][method="post"]`)).toBe(false);
    expect((await formPost(t.app, s.viewer, `/account/projects/${s.project}/substitutions`, { basis: String(s.basis), substituteId: String(s.substitute) })).status).toBe(403);
    expect((await request(t.app).get(`/account/projects/${s.project}/substitutions`).set('Cookie', s.stranger.cookie)).status).toBe(404);
  });
});
