import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from '../../src/db/sql';
import { MAX_ITEMS } from '../../src/mcp/limits';
import { companySections, getCompany } from '../../src/services/companies';
import { divisionSections } from '../../src/services/csi-lookups';
import { listDeclarations } from '../../src/services/declaration-listing';
import { productContent } from '../../src/services/products';
import { searchContent } from '../../src/services/search';
import { comparableManufacturers } from '../../src/services/specs/comparable-manufacturers';
import type { McpConnection } from '../helpers/mcp-client';
import { connectMcp, textOf } from '../helpers/mcp-client';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

const PUBLIC = 'http://localhost:3000';
let t: TestApp;
let mcp: McpConnection;
let spec: { id: number; coid: number; section: string };
let product: { seq: number; coid: number; name: string; section: string };
/** A product with a current EPD, and a word of its name to search for. */
let declared: { seq: number; section: string; word: string };

type Structured = Record<string, any>;
const structured = async (name: string, args: Record<string, unknown>): Promise<Structured> => {
  const result = await mcp.call(name, args);
  expect(result.isError, textOf(result)).toBeFalsy();
  return result.structuredContent as Structured;
};
const toolError = async (name: string, args: Record<string, unknown>): Promise<string> => {
  const result = await mcp.call(name, args);
  expect(result.isError).toBe(true);
  return textOf(result);
};

const readJson = async (uri: string): Promise<Structured> => {
  const [content] = (await mcp.client.readResource({ uri })).contents;
  return JSON.parse('text' in content ? content.text : '');
};

beforeAll(async () => {
  t = await createTestApp();
  mcp = await connectMcp(t.app);
  spec = await t.db.one(sql`
    SELECT d.content_id AS id, ci.coid, ci.section FROM spec_documents d JOIN content_items ci ON ci.id = d.content_id
    WHERE ci.online ORDER BY d.content_id LIMIT 1`);
  product = await t.db.one(sql`
    SELECT p.seq, p.coid, p.name, p.section FROM products p
    WHERE p.online AND NOT p.heading AND p.section IS NOT NULL
      AND EXISTS (SELECT 1 FROM content_items ci WHERE ci.product_seq = p.seq AND ci.online AND ci.content_type <> 'product')
    ORDER BY p.seq LIMIT 1`);
  const withEpd = await t.db.one<{ seq: number; name: string; section: string }>(sql`
    SELECT p.seq, p.name, p.section FROM products p JOIN content_items ci ON ci.product_seq = p.seq AND ci.online AND ci.content_type = 'epd'
    JOIN declarations d ON d.content_id = ci.id
    WHERE p.online AND NOT p.heading AND p.section IS NOT NULL AND d.expires_on > CURRENT_DATE ORDER BY p.seq LIMIT 1`);
  declared = { ...withEpd, word: withEpd.name.split(/\W+/).find((w) => /^[A-Za-z]{5,}$/.test(w))! };
});
afterAll(async () => {
  await mcp?.close();
  await t?.close();
});

describe('MCP tools over Streamable HTTP', () => {
  it('lists the eight read-only tools, each with input and output schemas', async () => {
    const { tools } = await mcp.client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'find_comparable_products', 'generate_specification', 'get_declarations', 'get_manufacturer',
      'get_product', 'get_specification', 'list_csi_sections', 'search_products',
    ]);
    for (const tool of tools) {
      expect(tool.description?.length, tool.name).toBeGreaterThan(40);
      expect(tool.outputSchema, tool.name).toBeDefined();
      expect(tool.annotations?.readOnlyHint, tool.name).toBe(true);
    }
  });

  it('search_products ranks as the site search does', async () => {
    const site = await searchContent(t.db, { terms: declared.word, page: 1, pageSize: 10, sort: { field: 'relevance', direction: 'desc' } });
    expect(site.items.length).toBeGreaterThan(0);
    const answer = await structured('search_products', { query: declared.word });
    expect(answer.items.map((i: Structured) => i.id)).toEqual(site.items.map((i) => i.id));
    expect(answer.total).toBe(site.total);
    expect(answer.items[0].url).toBe(`${PUBLIC}${site.items[0].url}`);
    expect(textOf(await mcp.call('search_products', { query: declared.word }))).toContain(site.items[0].title);
  });

  it('search_products narrows by section and to items with a current EPD, keeping the ranking', async () => {
    const site = await searchContent(t.db, { terms: declared.word, page: 1, pageSize: 500, sort: { field: 'relevance', direction: 'desc' } });
    const inSection = site.items.filter((i) => i.section === declared.section).slice(0, 5).map((i) => i.id);
    expect(inSection.length).toBeGreaterThan(0);
    const bySection = await structured('search_products', { query: declared.word, section: declared.section.replace(/ /g, ''), pageSize: 5 });
    expect(bySection.items.map((i: Structured) => i.id)).toEqual(inSection);

    const withEpd = await structured('search_products', { query: declared.word, declaration: 'epd', pageSize: 50 });
    expect(withEpd.items.map((i: Structured) => i.productId)).toContain(declared.seq);
    const today = new Date().toISOString().slice(0, 10);
    for (const item of withEpd.items as Structured[]) {
      const own = item.declaration && item.declaration.kind === 'epd' && !item.declaration.expired;
      const ofProduct = item.productId
        ? await t.db.maybeOne(sql`SELECT 1 FROM content_items ci JOIN declarations d ON d.content_id = ci.id
            WHERE ci.product_seq = ${item.productId} AND ci.online AND ci.content_type = 'epd' AND d.expires_on > ${today}::date`)
        : null;
      expect(own || ofProduct, `item ${item.id}`).toBeTruthy();
    }
    const without = site.items.filter((i) => !withEpd.items.some((w: Structured) => w.id === i.id));
    expect(without.length).toBeGreaterThan(0);
  });

  it.each([
    [{ query: '' }, 'query'],
    [{ query: 'door', contentType: 'brochure' }, 'contentType'],
    [{ query: 'door', coid: 12 }, 'coid'],
    [{ query: 'door', pageSize: 500 }, 'pageSize'],
    [{ query: 'door', section: '99 11 13' }, 'section'],
    [{ query: 'door', extra: 1 }, 'extra'],
  ])('search_products refuses %j naming the field', async (args, field) => {
    expect(await toolError('search_products', args)).toContain(field);
  });

  it('get_product answers the product with its documents and absolute download URLs', async () => {
    const answer = await structured('get_product', { productId: product.seq });
    const documents = await productContent(t.db, product.seq);
    expect(answer).toMatchObject({ productId: product.seq, name: product.name, coid: product.coid, section: product.section, url: `${PUBLIC}/product/${product.seq}` });
    expect(answer.documents.map((d: Structured) => d.id)).toEqual(documents.slice(0, MAX_ITEMS).map((d) => d.id));
    const certifications = documents.filter((d) => ['certificate', 'epd', 'hpd'].includes(d.contentType)).map((d) => d.title);
    expect(answer.attributes.certifications).toEqual(certifications);
    const sheet = await t.db.one<{ attributes: unknown[] }>(sql`SELECT attributes FROM products WHERE seq = ${product.seq}`);
    expect(answer.dataSheet).toEqual(sheet.attributes);
    expect(answer.dataSheet.length).toBeGreaterThan(0);
    expect(Object.values(answer.attributes.documentCounts as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(documents.length);
    const withFile = (answer.documents as Structured[]).find((d) => d.downloadUrl);
    expect(withFile?.downloadUrl).toMatch(new RegExp(`^${PUBLIC}/downloads/`));
    expect(await toolError('get_product', { productId: 999_999_999 })).toContain('productId');
    expect(await toolError('get_product', { productId: 'one' })).toContain('productId');
  });

  it("get_product gives the product's title, its record's properties with units and its declarations", async () => {
    const answer = await structured('get_product', { productId: declared.seq });
    const row = await t.db.one<{ name: string; tradename: string; properties: Record<string, unknown> }>(sql`
      SELECT name, tradename, properties FROM products WHERE seq = ${declared.seq}`);
    expect(answer.title).toBe(`${row.name} (${row.tradename})`);
    expect(Object.fromEntries(answer.properties.map((p: Structured) => [p.id, p.value]))).toEqual(row.properties);
    const units = await t.db.many<{ id: string; unit: string | null }>(sql`
      SELECT d->>'id' AS id, d->>'unit' AS unit FROM products p JOIN product_templates pt ON pt.id = p.template_id AND pt.version = p.template_version,
        jsonb_array_elements(pt.properties) d WHERE p.seq = ${declared.seq}`);
    expect(answer.properties.map((p: Structured) => [p.id, p.unit])).toEqual(units.filter((u) => u.id in row.properties).map((u) => [u.id, u.unit]));
    expect(answer.properties.some((p: Structured) => p.unit !== null)).toBe(true);
    const epds = await t.db.many<{ id: number; gwp: number }>(sql`
      SELECT ci.id, d.gwp_kg_co2e::float8 AS gwp FROM content_items ci JOIN declarations d ON d.content_id = ci.id
      WHERE ci.product_seq = ${declared.seq} AND ci.online AND d.kind = 'epd'`);
    const answered = (answer.declarations as Structured[]).filter((d) => d.type === 'epd').map((d) => [d.id, d.gwp]);
    expect(answered.sort()).toEqual(epds.map((e) => [e.id, e.gwp]).sort());
    expect(answer.declarations.some((d: Structured) => d.current)).toBe(true);
    const text = textOf(await mcp.call('get_product', { productId: declared.seq }));
    expect(text.split('\n')[0]).toContain(`${row.name} (${row.tradename}) by`);
    for (const p of answer.properties as Structured[]) expect(text).toContain(`${p.name}: ${p.display}`);
  });

  it('get_manufacturer matches the company row, its sections and its request-information page', async () => {
    const company = (await getCompany(t.db, product.coid))!;
    const answer = await structured('get_manufacturer', { coid: product.coid });
    expect(answer).toMatchObject({ coid: company.coid, name: company.name, city: company.city, state: company.state, website: company.website });
    expect(answer.sections.map((s: Structured) => s.section)).toEqual((await companySections(t.db, product.coid)).slice(0, MAX_ITEMS).map((s) => s.section));
    expect(answer.requestInformationUrl).toMatch(new RegExp(`^${PUBLIC}/company/.+-${company.coid}/request-information$`));
    expect(answer.productFamilies.length).toBeGreaterThan(0);
    await request(t.app).get(new URL(answer.requestInformationUrl).pathname).expect(200);
    expect(await toolError('get_manufacturer', { coid: 99_999 })).toContain('coid');
    expect(await toolError('get_manufacturer', { coid: '12' })).toContain('coid');
  });

  it('list_csi_sections lists a division in both editions with the crosswalk', async () => {
    const answer = await structured('list_csi_sections', { division: '08' });
    const sections = await divisionSections(t.db, '04', '08');
    expect(answer.sections.map((s: Structured) => [s.section, s.items])).toEqual(sections.map((s) => [s.section, s.count]));
    expect(answer.sections.find((s: Structured) => s.section === '08 11 13').crosswalk[0].section).toBe('08110');
    const old = await structured('list_csi_sections', { division: '08', edition: '95' });
    expect(old.sections.find((s: Structured) => s.section === '08110').crosswalk.map((c: Structured) => c.section)).toContain('08 11 13');
    expect(await toolError('list_csi_sections', { division: '99' })).toContain('division');
    expect(await toolError('list_csi_sections', { division: '8' })).toContain('division');
    expect(await toolError('list_csi_sections', { division: '08', edition: '2004' })).toContain('edition');
  });

  it('get_specification gives the three-part text, editor\'s notes on request', async () => {
    const answer = await structured('get_specification', { specId: spec.id });
    expect(answer).toMatchObject({ specId: spec.id, coid: spec.coid, section: spec.section, truncated: false });
    expect(answer.text).toMatch(/^SECTION \d\d \d\d \d\d/);
    expect(answer.text).toContain('PART 1 - GENERAL');
    expect(answer.text).not.toContain('Note:');
    const noted = await structured('get_specification', { coid: spec.coid, section: spec.section.replace(/ /g, ''), editorNotes: true });
    expect(noted.text).toContain('Note:');
    expect(noted.url).toBe(`${PUBLIC}/specification/${spec.coid}/${spec.id}`);
    expect(await toolError('get_specification', {})).toContain('specId');
    expect(await toolError('get_specification', { specId: 999_999_999 })).toContain('specId');
  });

  it('generate_specification writes the defaults or the chosen ids, with working download URLs', async () => {
    const answer = await structured('generate_specification', { specId: spec.id });
    expect(answer.selectedIds.length).toBeGreaterThan(0);
    expect(answer.text).toContain(`END OF SECTION ${spec.section}`);
    expect(answer.downloads.docx).toMatch(new RegExp(`^${PUBLIC}/api/spec-generator\\?`));
    const docx = new URL(answer.downloads.docx);
    const file = await request(t.app).get(docx.pathname + docx.search).buffer(true).expect(200);
    expect(file.headers['content-type']).toContain('officedocument');

    const chosen = answer.selectedIds.slice(0, 1);
    const narrow = await structured('generate_specification', { specId: spec.id, selectedIds: [...chosen, 'p-9-9-Z'], edition: '95' });
    expect(narrow.selectedIds.length).toBeLessThan(answer.selectedIds.length);
    expect(narrow.unmatchedIds).toEqual(['p-9-9-Z']);
    expect(narrow.number).toMatch(/^\d{5}$/);
    expect(await toolError('generate_specification', { specId: spec.id, selectedIds: ['no spaces allowed'] })).toContain('selectedIds');
  });

  it('find_comparable_products lists the spec generator\'s "or equal" manufacturers', async () => {
    const expected = await comparableManufacturers(t.db, product.section, product.coid);
    const answer = await structured('find_comparable_products', { productId: product.seq });
    expect(answer.basisOfDesign.coid).toBe(product.coid);
    expect(answer.alternatives.map((a: Structured) => a.coid)).toEqual(expected.map((e) => e.coid));
    const bySection = await structured('find_comparable_products', { section: product.section });
    expect(bySection.basisOfDesign).toBeNull();
    expect(await toolError('find_comparable_products', {})).toContain('productId');
  });

  it('get_declarations lists current EPDs with their facts, and one by id', async () => {
    const expected = await listDeclarations(t.db, { kind: 'epd', valid: 'current' }, { page: 1, pageSize: 10, sort: { field: 'popular', direction: 'desc' } });
    const answer = await structured('get_declarations', { kind: 'epd' });
    expect(answer.total).toBe(expected.total);
    expect(answer.items.map((i: Structured) => i.id)).toEqual(expected.items.map((i) => i.id));
    for (const item of answer.items as Structured[]) expect(item.declaration).toMatchObject({ kind: 'epd', expired: false });
    const one = await structured('get_declarations', { id: expected.items[0].id });
    expect(one.items[0].declaration.gwpKgCo2e).toBe(expected.items[0].declaration?.gwpKgCo2e);
    expect(await toolError('get_declarations', { kind: 'lca' })).toContain('kind');
    expect(await toolError('get_declarations', { id: spec.id })).toContain('id');
  });

  it('get_declarations and search_products compare GWP only within one declared unit', async () => {
    const inM2 = await structured('get_declarations', { kind: 'epd', declaredUnit: 'm2', sort: 'gwp', pageSize: 50 });
    expect(inM2.items.length).toBeGreaterThan(1);
    expect(new Set((inM2.items as Structured[]).map((i) => i.declaration.declaredUnit))).toEqual(new Set(['1 m2']));
    const gwps = (inM2.items as Structured[]).map((i) => i.declaration.gwpKgCo2e as number);
    expect(gwps).toEqual([...gwps].sort((a, b) => a - b));
    expect(await toolError('get_declarations', { kind: 'epd', sort: 'gwp' })).toContain('declaredUnit');
    expect(await toolError('get_declarations', { gwpMax: 20 })).toContain('declaredUnit');
    expect(await toolError('search_products', { query: 'door', gwpMax: 200 })).toContain('declaredUnit');
    // The search finds a current m2 EPD by its title within its unit and GWP, and not in another unit.
    const epd = (inM2.items as Structured[])[0];
    const byTitle = (args: Record<string, unknown>) => structured('search_products', { query: epd.title, contentType: 'epd', pageSize: 50, ...args });
    const within = await byTitle({ declaredUnit: 'm2', gwpMax: epd.declaration.gwpKgCo2e });
    expect((within.items as Structured[]).map((i) => i.id)).toContain(epd.id);
    const otherUnit = await byTitle({ declaredUnit: 'door-leaf' });
    expect((otherUnit.items as Structured[]).map((i) => i.id)).not.toContain(epd.id);
  });
});

describe('MCP resources and prompts', () => {
  it('lists divisions and manufacturers a page at a time, and reads each', async () => {
    const uris: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await mcp.client.listResources(cursor ? { cursor } : {});
      uris.push(...page.resources.map((r) => r.uri));
      cursor = page.nextCursor;
    } while (cursor);
    const { n } = await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM companies c WHERE EXISTS (SELECT 1 FROM content_items ci WHERE ci.coid = c.coid AND ci.online)`);
    expect(uris.filter((u) => u.startsWith('specfind://manufacturers/'))).toHaveLength(n);
    expect(new Set(uris).size).toBe(uris.length);
    expect(uris).toContain('specfind://csi/divisions/08');

    const division = await readJson('specfind://csi/divisions/08');
    expect(division).toMatchObject({ division: '08', division1995: '08' });
    const company = (await getCompany(t.db, product.coid))!;
    const maker = await readJson(`specfind://manufacturers/${product.coid}`);
    expect(maker.name).toBe(company.name);
    await expect(mcp.client.readResource({ uri: 'specfind://csi/divisions/99' })).rejects.toThrow(/Unknown resource/);
  });

  it('offers the "draft a section" prompt', async () => {
    const { prompts } = await mcp.client.listPrompts();
    expect(prompts.map((p) => p.name)).toContain('draft_section');
    const prompt = await mcp.client.getPrompt({ name: 'draft_section', arguments: { project: 'Riverside Library', section: '08 11 13' } });
    const text = prompt.messages[0].content.type === 'text' ? prompt.messages[0].content.text : '';
    expect(text).toContain('Riverside Library');
    expect(text).toContain('generate_specification');
  });
});

describe('MCP activities', () => {
  it('records each tool call as category mcp, the tool as action and the outcome as label', async () => {
    const before = await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM activities WHERE event_category = 'mcp'`);
    await structured('get_manufacturer', { coid: product.coid });
    const last = await t.db.one(sql`SELECT event_action, event_label, user_seq, path FROM activities WHERE event_category = 'mcp' ORDER BY seq DESC LIMIT 1`);
    expect(last).toEqual({ event_action: 'get_manufacturer', event_label: 'ok', user_seq: null, path: null });
    await toolError('get_manufacturer', { coid: 99_999 });
    await toolError('get_manufacturer', { coid: 'x' });
    await toolError('no_such_tool', {});
    await vi.waitFor(async () => {
      const rows = await t.db.many(sql`SELECT event_action, event_label FROM activities WHERE event_category = 'mcp' ORDER BY seq OFFSET ${before.n}`);
      expect(rows).toEqual([
        { event_action: 'get_manufacturer', event_label: 'ok' },
        { event_action: 'get_manufacturer', event_label: 'not-found' },
        { event_action: 'get_manufacturer', event_label: 'invalid' },
        { event_action: 'unknown-tool', event_label: 'invalid' },
      ]);
    });
  });
});
