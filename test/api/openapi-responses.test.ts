import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { RESOURCE_FAMILIES } from '../../src/services/resources/families';
import { catalogFacts, firstWizard } from '../helpers/catalog-facts';
import { reportCompanies } from '../helpers/report-clients';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { SAME_ORIGIN, createTestUser } from '../helpers/users';

type Operation = { responses: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }> };
type Doc = { paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let doc: Doc;
let admin: TestUser;
const values: Record<string, string> = {};

const CONTENT_REQUEST = { email: 'someone@example.com', subject: 'Every GET', message: 'A request to read back' };
const as = (u: TestUser) => ({ Authorization: `Bearer ${u.token}` });

/** Path values by template, found in the demo catalog (and the admin's own projects). */
beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.db, { isAdmin: true });
  doc = (await request(t.app).get('/api/openapi.json')).body;
  const facts = await catalogFacts(t.db);
  const wizard = await firstWizard(t.db);
  const spec = await t.db.one<{ filename: string; seq: number }>(sql`
    SELECT d.filename, d.content_id AS seq FROM spec_documents d JOIN content_items ci ON ci.id = d.content_id
    WHERE ci.online AND EXISTS (SELECT 1 FROM spec_wizards w JOIN content_items wi ON wi.id = w.content_id
      WHERE wi.coid = ci.coid AND wi.section = ci.section AND wi.online AND w.active)
    ORDER BY d.content_id LIMIT 1`);
  const wizardFile = await t.db.one<{ filename: string }>(sql`SELECT filename FROM spec_wizards WHERE content_id = ${wizard.id}`);
  const catalog = await t.db.one<{ id: number; coid: number }>(sql`SELECT id, coid FROM content_items WHERE content_type = 'catalog' AND online ORDER BY id LIMIT 1`);
  const podcast = await t.db.one<{ id: number }>(sql`SELECT seq AS id FROM podcasts WHERE ceu_seq IS NOT NULL ORDER BY seq LIMIT 1`);
  const { clients } = await reportCompanies(t.db);
  const char = await request(t.app).post('/api/char-project').set(as(admin)).set(SAME_ORIGIN).send({ name: 'Every GET' });
  const wiz = await request(t.app).post('/api/specwizard-project').set(as(admin)).set(SAME_ORIGIN).send({ name: 'Every GET' });
  Object.assign(values, {
    coid: String(facts.company.coid),
    mf: '04',
    division: facts.section.division,
    section: facts.section.slug,
    csisec: facts.section.slug,
    csi: facts.section.slug,
    contentType: facts.section.contentType,
    type: facts.section.contentType,
    terms: 'door',
    category: 'openings',
    productId: String(facts.product.seq),
    contentId: String(facts.item.id),
    ids: String(facts.product.seq),
    filename: spec.filename,
    seq: String(spec.seq),
    abbr: clients[0].webabrv,
    webabrv: clients[0].webabrv,
    password: clients[0].password,
    path: `${catalog.coid}/${catalog.id}.json`,
    page: 'home',
  });
  values['/api/sw_data/custom/{filename}'] = wizardFile.filename;
  values['/api/specwizards/by-spec/{filename}'] = spec.filename;
  values['/api/catalog/es/{id}'] = String(catalog.id);
  values['/api/product-templates/{id}'] = 'hollow-metal-doors';
  const pair = await t.db.many<{ seq: number }>(sql`SELECT seq FROM products WHERE online AND NOT heading ORDER BY seq LIMIT 2`);
  values['/api/compare/{ids}'] = pair.map((p) => p.seq).join(',');
  values['/api/podcasts/{id}/with-ceu'] = String(podcast.id);
  values['/api/contacts-external/by-podcast/{id}'] = String(podcast.id);
  values['/api/char-project/{id}'] = String(char.body.seq);
  // The admin's project holds a basis of design and one substitution review, for the project's own resources.
  const basis = await request(t.app).post(`/api/char-project/${char.body.seq}/products`).set(as(admin)).set(SAME_ORIGIN)
    .send({ productId: pair[0].seq, role: 'basis', section: '08 11 13' });
  const review = await request(t.app).post(`/api/char-project/${char.body.seq}/substitutions`).set(as(admin)).set(SAME_ORIGIN)
    .send({ basis: basis.body.productId ?? pair[0].seq, substitute: pair[1].seq });
  for (const path of Object.keys(doc.paths)) if (path.startsWith('/api/char-project/{id}/')) values[`${path}#id`] = String(char.body.seq);
  values.sid = String(review.body.id);
  values['/api/specwizard-project/{id}'] = String(wiz.body.seq);
  values['/api/specwizard-project/{id}/specs'] = String(wiz.body.seq);
  values['/api/client-product-photo/by-product-id/{id}'] = String(facts.product.seq);
  values['/api/specs/es/{seq}'] = String(spec.seq);
  const owned = await t.db.one<{ coid: number; id: number }>(sql`SELECT ci.coid, d.content_id AS id FROM spec_documents d JOIN content_items ci ON ci.id = d.content_id ORDER BY d.content_id LIMIT 1`);
  values['/api/manage/{coid}/specs/{id}#coid'] = String(owned.coid);
  values['/api/manage/{coid}/specs/{id}#id'] = String(owned.id);
  values['/api/specwizard-specs-report/by-coid/{id}'] = String(clients[0].coid);
  values['/api/outline-specs-report/by-coid/{coid}'] = String(clients[0].coid);
  for (const slug of ['/api/manufacturers/slug/{coid}/{contentType}/{contentId}', '/api/manufacturers/slug/{coid}/{contentType}/{contentId}/variations']) {
    values[`${slug}#coid`] = String(facts.item.coid);
    values[`${slug}#contentType`] = facts.item.contentType;
  }
  // The demo data has no content requests (visitors make them): make one to read back.
  const requested = await request(t.app).post('/api/content-requests').set(as(admin)).set(SAME_ORIGIN).send(CONTENT_REQUEST);
  for (const template of ['/api/content-requests/{id}', '/api/content-requests/es/{id}']) values[template] = String(requested.body.id);
  for (const def of RESOURCE_FAMILIES) {
    const list = await request(t.app).get(`/api/${def.name}?size=1`).set(as(admin));
    const first = list.body.items?.[0] as Record<string, unknown> | undefined;
    if (!first) continue;
    const id = String(def.key.format(first));
    for (const template of [`/api/${def.name}/{id}`, `/api/${def.name}/es/{id}`, `/api/${def.name}/by-ids/{ids}`]) values[template] = id;
  }
  values['/api/{type}/es/{id}'] = String(facts.item.id);
  values['/api/{type}/es/{id}#type'] = facts.item.contentType;
});
afterAll(() => t.close());

/** A concrete URL for an OpenAPI path: each {name} from the path's own value, else the name's. */
function urlOf(path: string): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[`${path}#${name}`] ?? values[path] ?? values[name];
    if (value === undefined) throw new Error(`No demo value for {${name}} in ${path}`);
    return name === 'path' ? value : encodeURIComponent(value);
  });
}

/**
 * GETs that cannot answer 200 on the demo data, each with its reason. Every other GET must answer
 * 200 with a body its output schema accepts (the app checks each JSON answer against its row's
 * schema in tests and fails the request otherwise).
 */
const NOT_200: Record<string, string> = {
  '/api/spec-generator': 'a DOCX/RTF/HTML download, not JSON: test/api/spec-generator.test.ts covers it',
  '/api/specwizard-specs-report/by-coid': "the caller's own company: this administrator works for none (a 404 by design)",
  '/auth/local/reset/{token}': 'needs a reset link that was mailed: test/api/accounts-reset.test.ts covers it',
  '/api/manage/{coid}/products/{id}/files/{contentId}/versions/{version}/preview':
    'an image of an uploaded version; the demo data has no uploads: test/web/uploads-files.test.ts covers it',
  '/api/manage/{coid}/logo/pending': 'a PNG of a logo waiting for review; the demo data has none: test/web/company-review.test.ts covers it',
  '/api/manage/{coid}/imports/template/{file}': 'an XLSX/CSV download, not JSON: test/api/manage/imports.test.ts covers it',
};

/** Query strings a GET needs to answer 200. */
const QUERIES: Record<string, string> = {
  '/api/csinos/related': '?qstr=door',
  '/api/banners/for-url': '?url=/',
  '/api/content-type/random': '?contentType=cad',
};

describe('every GET operation of the document, called with the demo data', () => {
  it('answers 200 with a declared, non-empty JSON schema that the real answer matches', async () => {
    const failures: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      const get = item.get;
      if (!get) continue;
      const content = get.responses['200']?.content ?? {};
      const schema = content['application/json']?.schema;
      if (content['application/json'] && (!schema || Object.keys(schema).length === 0)) failures.push(`${path}: no response schema`);
      if (NOT_200[path]) continue;
      let url: string;
      try {
        url = urlOf(path);
      } catch (error) {
        failures.push((error as Error).message);
        continue;
      }
      const res = await request(t.app).get(url + (QUERIES[path] ?? '')).set(as(admin));
      if (res.status !== 200) failures.push(`${path} → ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
    }
    expect(failures).toEqual([]);
  });
});
