import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { companyPath } from '../../src/domain/company-id';
import { utcDay } from '../../src/domain/declarations';
import { DECLARED_UNIT_IDS, DECLARED_UNITS } from '../../src/domain/product-data/declared-units';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

interface ApiDeclaration {
  kind: string;
  declaredUnit: string | null;
  gwpKgCo2e: number | null;
  programOperator: string | null;
  pcr: string | null;
  hpdThresholdPpm: number | null;
  disclosureLevel: string | null;
  issuedOn: string;
  expiresOn: string;
  expired: boolean;
}
interface ApiItem {
  id: number;
  contentType: string;
  title: string;
  coid: number;
  companyName: string;
  section: string;
  url: string;
  declaration: ApiDeclaration;
}

interface Row {
  id: number;
  kind: string;
  coid: number;
  division: string;
  section: string;
  gwp: number | null;
  unit: string | null;
  level: string | null;
  expires: string;
}

let t: TestApp;
let rows: Row[];
const today = utcDay(new Date());
const api = (path: string) => request(t.app).get(path);
const ids = (items: ApiItem[]) => items.map((i) => i.id).sort((a, b) => a - b);
const idsOf = (list: Row[]) => list.map((r) => r.id);

/** Every item of the list, at most 100 per page. */
async function all(query: string): Promise<ApiItem[]> {
  const items: ApiItem[] = [];
  for (let page = 1; ; page++) {
    const res = await api(`/api/declarations?${query}&size=100&page=${page}`);
    expect(res.status, query).toBe(200);
    items.push(...res.body.items);
    if (page >= res.body.pageCount) return items;
  }
}

/** The declared unit most of `epds` are declared per, by id and by the text rows print. */
function commonestUnit(epds: Row[]): { unit: string; text: string } {
  const counted = DECLARED_UNIT_IDS.map((unit) => ({ unit, text: DECLARED_UNITS[unit].text, n: epds.filter((r) => r.unit === DECLARED_UNITS[unit].text).length }));
  const best = counted.sort((a, b) => b.n - a.n)[0];
  expect(best.n).toBeGreaterThan(3);
  return best;
}

beforeAll(async () => {
  t = await createTestApp();
  // One EPD expired on a known day, whatever day the tests run.
  const first = await t.db.one<{ id: number }>(sql`SELECT content_id AS id FROM declarations WHERE kind = 'epd' ORDER BY content_id LIMIT 1`);
  await t.db.query(sql`UPDATE declarations SET issued_on = '2019-05-01', expires_on = '2024-05-01' WHERE content_id = ${first.id}`);
  rows = await t.db.many<Row>(sql`
    SELECT ci.id, d.kind, ci.coid, ci.division, ci.section, d.gwp_kg_co2e::float8 AS gwp, d.declared_unit AS unit, d.disclosure_level AS level,
      to_char(d.expires_on, 'YYYY-MM-DD') AS expires
    FROM declarations d JOIN content_items ci ON ci.id = d.content_id WHERE ci.online ORDER BY ci.id`);
});
afterAll(() => t.close());

describe('GET /api/declarations', () => {
  it('answers every EPD and HPD with its facts, a page at a time', async () => {
    const res = await api('/api/declarations');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: rows.length, page: 1, pageSize: 20, sort: '-popular' });
    expect(res.body.items).toHaveLength(Math.min(20, rows.length));
    const item = (await all('kind=epd')).find((i) => i.declaration.expiresOn === '2024-05-01')!;
    expect(item.declaration).toMatchObject({ kind: 'epd', issuedOn: '2019-05-01', expired: true, hpdThresholdPpm: null });
    expect(typeof item.declaration.gwpKgCo2e).toBe('number');
    expect(item.declaration.declaredUnit).toMatch(/^1 /);
    expect(item.url).toBe(`${companyPath(item.companyName, item.coid)}/epd/${item.id}`);
    expect(ids(await all('kind='))).toEqual(idsOf(rows));
  });

  it('filters by kind, validity, GWP, level, company, division and section', async () => {
    const epds = rows.filter((r) => r.kind === 'epd');
    expect(ids(await all('kind=epd'))).toEqual(idsOf(epds));
    expect(ids(await all('kind=hpd'))).toEqual(idsOf(rows.filter((r) => r.kind === 'hpd')));
    const expired = await all('valid=expired');
    expect(ids(expired)).toEqual(idsOf(rows.filter((r) => r.expires <= today)));
    expect(expired.every((i) => i.declaration.expired)).toBe(true);
    const current = await all('valid=current');
    expect(ids(current)).toEqual(idsOf(rows.filter((r) => r.expires > today)));
    expect(current.some((i) => i.declaration.expired)).toBe(false);
    // GWP limits apply within one declared unit: the unit with the most EPDs.
    const { unit, text } = commonestUnit(epds);
    const ofUnit = epds.filter((r) => r.unit === text);
    expect(ids(await all(`declaredUnit=${unit}`))).toEqual(idsOf(ofUnit));
    const limit = ofUnit.map((r) => r.gwp!).sort((a, b) => a - b)[2];
    expect(ids(await all(`declaredUnit=${unit}&gwpMax=${limit}`))).toEqual(idsOf(ofUnit.filter((r) => r.gwp! <= limit)));
    expect(ids(await all(`kind=epd&valid=current&declaredUnit=${unit}&gwpMax=${limit}`))).toEqual(
      idsOf(ofUnit.filter((r) => r.gwp! <= limit && r.expires > today)),
    );
    expect(ids(await all('level=partial'))).toEqual(idsOf(rows.filter((r) => r.level === 'partial')));
    const { coid, division, section } = epds[0];
    expect(ids(await all(`coid=${coid}`))).toEqual(idsOf(rows.filter((r) => r.coid === coid)));
    expect(ids(await all(`division=${division}`))).toEqual(idsOf(rows.filter((r) => r.division === division)));
    const inSection = idsOf(rows.filter((r) => r.section === section));
    expect(ids(await all(`section=${section.replace(/ /g, '')}`))).toEqual(inSection);
    expect(ids(await all(`section=${encodeURIComponent(section)}`))).toEqual(inSection);
  });

  it('sorts by GWP within one declared unit, expiry and title, either way', async () => {
    const { unit, text } = commonestUnit(rows.filter((r) => r.kind === 'epd'));
    const byGwp = await all(`kind=epd&declaredUnit=${unit}&sort=gwp`);
    expect(byGwp.length).toBeGreaterThan(2);
    expect(new Set(byGwp.map((i) => i.declaration.declaredUnit))).toEqual(new Set([text]));
    const gwp = byGwp.map((i) => i.declaration.gwpKgCo2e!);
    expect(gwp).toEqual([...gwp].sort((a, b) => a - b));
    const gwpDown = (await all(`kind=epd&declaredUnit=${unit}&sort=-gwp`)).map((i) => i.declaration.gwpKgCo2e!);
    expect(gwpDown).toEqual([...gwp].reverse());
    const expires = (await all('sort=expires')).map((i) => i.declaration.expiresOn);
    expect(expires).toEqual([...expires].sort());
    expect(expires[0]).toBe('2024-05-01');
    const latest = (await all('sort=-expires')).map((i) => i.declaration.expiresOn);
    expect(latest).toEqual([...expires].sort().reverse());
    const titles = (await all('sort=title')).map((i) => i.title.toLowerCase());
    expect(titles).toEqual([...titles].sort());
  });

  it('answers 400 naming the field for bad values', async () => {
    for (const [query, field] of [
      ['kind=cad', 'kind'],
      ['valid=soon', 'valid'],
      ['declaredUnit=m2&gwpMax=abc', 'gwpMax'],
      ['declaredUnit=m2&gwpMax=-1', 'gwpMax'],
      ['declaredUnit=linear-foot', 'declaredUnit'],
      // GWPs of different declared units are never compared: a limit or a GWP sort needs the unit.
      ['gwpMax=12', 'declaredUnit'],
      ['kind=epd&sort=gwp', 'declaredUnit'],
      ['sort=-gwp', 'declaredUnit'],
      ['level=most', 'level'],
      ['coid=12', 'coid'],
      ['division=99', 'division'],
      ['section=081', 'section'],
      ['section=999999', 'section'],
      ['sort=colour', 'sort'],
      ['page=0', 'page'],
      ['size=101', 'size'],
    ]) {
      const res = await api(`/api/declarations?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.message, query).toContain(`${field}:`);
    }
  });

  it('answers an empty page for a company without declarations', async () => {
    const bare = await t.db.one<{ coid: number }>(sql`
      SELECT coid FROM companies c WHERE NOT EXISTS (SELECT 1 FROM content_items ci WHERE ci.coid = c.coid AND ci.content_type IN ('epd', 'hpd'))
      ORDER BY coid LIMIT 1`);
    const res = await api(`/api/declarations?coid=${bare.coid}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ items: [], total: 0, pageCount: 1 });
  });
});

describe('GET /api/{type}/es/{id} of an EPD or HPD', () => {
  it('includes the declaration; other types have none', async () => {
    const epd = rows.find((r) => r.kind === 'epd')!;
    const res = await api(`/api/epd/es/${epd.id}`);
    expect(res.status).toBe(200);
    expect(res.body.declaration).toMatchObject({ kind: 'epd', expiresOn: epd.expires, gwpKgCo2e: epd.gwp });
    const hpd = rows.find((r) => r.kind === 'hpd')!;
    const answer = (await api(`/api/hpd/es/${hpd.id}`)).body;
    expect(answer.declaration).toMatchObject({ kind: 'hpd', disclosureLevel: hpd.level, gwpKgCo2e: null });
    expect([100, 1000]).toContain(answer.declaration.hpdThresholdPpm);
    const cad = await t.db.one<{ id: number }>(sql`SELECT id FROM content_items WHERE content_type = 'cad' AND online ORDER BY id LIMIT 1`);
    expect((await api(`/api/cad/es/${cad.id}`)).body).not.toHaveProperty('declaration');
  });
});
