import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { companyPath } from '../../src/domain/company-id';
import { addYears, utcDay } from '../../src/domain/declarations';
import { DECLARED_UNIT_IDS, DECLARED_UNITS } from '../../src/domain/product-data/declared-units';
import { cardLinks, canonicalOf, pageGetter, robotsOf, sortLinks } from '../helpers/browse-pages';
import { h1Of } from '../helpers/html';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

let t: TestApp;
const get = pageGetter(() => t.app);
const today = utcDay(new Date());

interface Fact {
  id: number;
  coid: number;
  company: string;
  division: string;
  section: string;
  title: string;
  gwp: number | null;
  unit: string | null;
  level: string | null;
  expires: string;
}

/** Every online EPD or HPD with its facts, straight from the database. */
async function facts(kind: 'epd' | 'hpd'): Promise<Fact[]> {
  return t.db.many<Fact>(sql`
    SELECT ci.id, ci.coid, c.name AS company, ci.division, ci.section, ci.title, d.gwp_kg_co2e::float8 AS gwp, d.declared_unit AS unit,
      d.disclosure_level AS level, to_char(d.expires_on, 'YYYY-MM-DD') AS expires
    FROM content_items ci JOIN companies c USING (coid) JOIN declarations d ON d.content_id = ci.id
    WHERE ci.content_type = ${kind} AND ci.online ORDER BY ci.id`);
}

/** The content ids of the cards on a page, in order. */
function cardIds(html: string): number[] {
  return cardLinks(html).map((href) => Number(/\/(?:epd|hpd)\/(\d+)$/.exec(href)![1]));
}

/** The whole list behind a filtered path: every page's card ids, and the count the page states. */
async function listAll(path: string): Promise<{ ids: number[]; stated: number }> {
  const first = await get(path);
  expect(first.status, path).toBe(200);
  const stated = Number(/^(\d+) /.exec(parseHtml(first.text).text('p.result-count'))?.[1]);
  const ids = cardIds(first.text);
  for (let page = 2; ids.length < stated; page++) {
    const next = await get(`${path}${path.includes('?') ? '&' : '?'}page=${page}`);
    expect(next.status).toBe(200);
    ids.push(...cardIds(next.text));
  }
  return { ids, stated };
}

/** The <li> of one card. */
function cardOf(html: string, id: number): Element {
  const target = new RegExp(`/(?:epd|hpd)/${id}$`);
  const card = parseHtml(html)
    .all('li.content-card')
    .find((li) => target.test(li.querySelector('.content-card__title a')?.getAttribute('href') ?? ''));
  expect(card, `card ${id}`).toBeDefined();
  return card!;
}
/** linkedom keeps React's attribute spelling (dateTime). */
const timeOf = (card: Element) => card.querySelector('time')?.getAttribute('dateTime');

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

/** The declared unit most EPDs are declared per (id and printed text), and those EPDs. */
async function commonestUnit(): Promise<{ unit: string; text: string; epds: Fact[] }> {
  const epds = await facts('epd');
  const byUnit = DECLARED_UNIT_IDS.map((unit) => ({ unit, text: DECLARED_UNITS[unit].text, epds: epds.filter((f) => f.unit === DECLARED_UNITS[unit].text) }));
  const best = byUnit.sort((a, b) => b.epds.length - a.epds.length)[0];
  expect(best.epds.length).toBeGreaterThan(3);
  return best;
}

let expiredEpd: Fact;
let currentEpd: Fact;

beforeAll(async () => {
  t = await createTestApp();
  // Two EPDs of one company with dates fixed here, so the markers do not depend on the day the test runs.
  const [a, b] = await t.db.many<{ id: number }>(sql`
    SELECT ci.id FROM content_items ci JOIN declarations d ON d.content_id = ci.id
    WHERE ci.content_type = 'epd' AND ci.online
      AND ci.coid = (SELECT coid FROM content_items WHERE content_type = 'epd' AND online GROUP BY coid ORDER BY count(*) DESC, coid LIMIT 1)
    ORDER BY ci.id LIMIT 2`);
  await t.db.query(sql`UPDATE declarations SET issued_on = '2019-05-01', expires_on = '2024-05-01' WHERE content_id = ${a.id}`);
  await t.db.query(sql`UPDATE declarations SET issued_on = ${today}::date, expires_on = ${addYears(today, 5)}::date WHERE content_id = ${b.id}`);
  const all = await facts('epd');
  expiredEpd = all.find((f) => f.id === a.id)!;
  currentEpd = all.find((f) => f.id === b.id)!;
});
afterAll(() => t.close());

describe('filters narrow the lists to what the database holds', () => {
  it('?valid= on /content-type/epd: all, current and expired', async () => {
    const epds = await facts('epd');
    const everything = await listAll('/content-type/epd');
    expect(everything.stated).toBe(epds.length);
    expect(sorted(everything.ids)).toEqual(epds.map((f) => f.id));
    const current = await listAll('/content-type/epd?valid=current');
    const expired = await listAll('/content-type/epd?valid=expired');
    expect(sorted(current.ids)).toEqual(epds.filter((f) => f.expires > today).map((f) => f.id));
    expect(sorted(expired.ids)).toEqual(epds.filter((f) => f.expires <= today).map((f) => f.id));
    expect(expired.ids).toContain(expiredEpd.id);
    expect(current.ids).toContain(currentEpd.id);
    expect(current.stated + expired.stated).toBe(epds.length);
  });

  it('?declaredUnit= keeps EPDs of that unit; ?gwpMax= keeps those at or under the number, with the validity filter too', async () => {
    const { unit, epds } = await commonestUnit();
    expect(sorted((await listAll(`/content-type/epd?declaredUnit=${unit}`)).ids)).toEqual(epds.map((f) => f.id));
    const limit = sorted(epds.map((f) => f.gwp!))[Math.floor(epds.length / 2)];
    const under = await listAll(`/content-type/epd?declaredUnit=${unit}&gwpMax=${limit}`);
    const expected = epds.filter((f) => f.gwp! <= limit).map((f) => f.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(epds.length);
    expect(sorted(under.ids)).toEqual(expected);
    const both = await listAll(`/content-type/epd?declaredUnit=${unit}&gwpMax=${limit}&valid=current`);
    expect(sorted(both.ids)).toEqual(epds.filter((f) => f.gwp! <= limit && f.expires > today).map((f) => f.id));
  });

  it('?level= on /content-type/hpd: full and partial disclosure', async () => {
    const hpds = await facts('hpd');
    for (const level of ['full', 'partial']) {
      const expected = hpds.filter((f) => f.level === level).map((f) => f.id);
      expect(expected.length, level).toBeGreaterThan(0);
      expect(sorted((await listAll(`/content-type/hpd?level=${level}`)).ids)).toEqual(expected);
    }
  });

  it('narrows the division and section levels to their items', async () => {
    const epds = await facts('epd');
    const { division, section } = epds[0];
    const inDivision = await listAll(`/content-type/epd/${division}?valid=all`);
    expect(sorted(inDivision.ids)).toEqual(epds.filter((f) => f.division === division).map((f) => f.id));
    const inSection = await listAll(`/content-type/epd/${division}/${section.replace(/ /g, '')}`);
    expect(sorted(inSection.ids)).toEqual(epds.filter((f) => f.section === section).map((f) => f.id));
  });

  it('filters a company list: /company/{id}/epd?valid=expired', async () => {
    const base = `${companyPath(expiredEpd.company, expiredEpd.coid)}/epd`;
    const mine = (await facts('epd')).filter((f) => f.coid === expiredEpd.coid);
    expect(sorted((await listAll(base)).ids)).toEqual(mine.map((f) => f.id));
    expect(sorted((await listAll(`${base}?valid=expired`)).ids)).toEqual(mine.filter((f) => f.expires <= today).map((f) => f.id));
    expect((await listAll(`${base}?valid=current`)).ids).not.toContain(expiredEpd.id);
  });
});

describe('sorting', () => {
  it('sorts by GWP within a chosen declared unit, and choosing GWP again flips it; without a unit GWP is no sort choice', async () => {
    const { unit, epds } = await commonestUnit();
    const up = await get(`/content-type/epd?declaredUnit=${unit}&sort=gwp`);
    const gwpOf = new Map(epds.map((f) => [f.id, f.gwp!]));
    const ids = cardIds(up.text);
    expect(ids.every((id) => gwpOf.has(id))).toBe(true);
    const values = ids.map((id) => gwpOf.get(id)!);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(values[0]).toBe(Math.min(...epds.map((f) => f.gwp!)));
    expect(sortLinks(up.text)['Global warming potential']).toBe(`/content-type/epd?declaredUnit=${unit}&sort=-gwp`);
    const down = await get(`/content-type/epd?declaredUnit=${unit}&sort=-gwp`);
    const downValues = cardIds(down.text).map((id) => gwpOf.get(id)!);
    expect(downValues[0]).toBe(Math.max(...epds.map((f) => f.gwp!)));
    expect(downValues).toEqual([...downValues].sort((a, b) => b - a));
    expect(sortLinks(down.text)['Global warming potential']).toBe(`/content-type/epd?declaredUnit=${unit}&sort=gwp`);
    const mixed = await get('/content-type/epd');
    expect(sortLinks(mixed.text)['Global warming potential']).toBeUndefined();
    expect((await get('/content-type/epd?sort=gwp')).status).toBe(400);
  });

  it('sorts by expiry both ways and keeps the filters in the sort and page links', async () => {
    const path = `${companyPath(expiredEpd.company, expiredEpd.coid)}/epd`;
    const soonest = await get(`${path}?sort=expires`);
    expect(cardIds(soonest.text)[0]).toBe(expiredEpd.id);
    const latest = await get(`${path}?sort=-expires`);
    const ids = cardIds(latest.text);
    expect(ids[ids.length - 1]).toBe(expiredEpd.id);
    const filtered = await get('/content-type/epd?valid=current&sort=expires');
    expect(sortLinks(filtered.text)['Expiry date']).toBe('/content-type/epd?valid=current&sort=-expires');
    expect(sortLinks(filtered.text).Title).toBe('/content-type/epd?valid=current&sort=title');
    expect(robotsOf(filtered.text)).toBe('noindex, follow');
    expect(canonicalOf(filtered.text)).toBe('http://localhost:3000/content-type/epd');
  });

  it('sorts by title', async () => {
    const epds = await facts('epd');
    const res = await get('/content-type/epd?sort=title');
    const titleOf = new Map(epds.map((f) => [f.id, f.title.toLowerCase()]));
    const titles = cardIds(res.text).map((id) => titleOf.get(id)!);
    expect(titles).toEqual([...titles].sort());
  });
});

describe('facts on cards and item pages', () => {
  it('marks the expired EPD and not the current one', async () => {
    const res = await get(`${companyPath(expiredEpd.company, expiredEpd.coid)}/epd`);
    const expired = cardOf(res.text, expiredEpd.id);
    expect(expired.className).toBe('content-card content-card--expired');
    expect(expired.textContent).toContain('Expired on 2024-05-01');
    expect(timeOf(expired)).toBe('2024-05-01');
    expect(expired.querySelector('.declaration-status--expired')).not.toBeNull();
    const current = cardOf(res.text, currentEpd.id);
    expect(current.className).toBe('content-card');
    expect(current.textContent).not.toContain('Expired');
    expect(current.textContent).toContain('Valid until ');
    expect(timeOf(current)).toBe(addYears(today, 5));
    // The card shows the facts: declared unit, GWP per declared unit, program operator.
    const row = await t.db.one<{ unit: string; operator: string; gwp: number }>(sql`
      SELECT declared_unit AS unit, program_operator AS operator, gwp_kg_co2e::float8 AS gwp FROM declarations WHERE content_id = ${currentEpd.id}`);
    const values = [...current.querySelectorAll('dd')].map((dd) => dd.textContent);
    expect(values).toContain(row.unit);
    expect(values).toContain(`${row.gwp} kg CO2e per ${row.unit}`);
    expect(current.querySelector('dd sub')?.textContent).toBe('2');
    expect(values).toContain(row.operator);
  });

  it('shows an HPD card with its disclosure level and validity', async () => {
    const hpd = (await facts('hpd')).find((f) => f.level === 'partial')!;
    const res = await get(`${companyPath(hpd.company, hpd.coid)}/hpd`);
    const card = cardOf(res.text, hpd.id);
    expect(card.textContent).toContain('Partial disclosure (threshold 1000 ppm)');
    expect(card.textContent).toContain(`${hpd.expires > today ? 'Valid until' : 'Expired on'} `);
    expect(timeOf(card)).toMatch(/^\d{4}-\d\d-\d\d$/);
  });

  it('lists the facts on the item page and keeps it out of the HTML cache', async () => {
    const path = `${companyPath(expiredEpd.company, expiredEpd.coid)}/epd/${expiredEpd.id}`;
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(h1Of(res.text)).toBe(expiredEpd.title);
    const facts = /<dl class="facts">[\s\S]*?<\/dl>/.exec(res.text)![0];
    for (const label of ['Declared unit', 'Global warming potential', 'Product category rule', 'Program operator', 'Issued', 'Validity']) {
      expect(facts).toContain(`<dt>${label}</dt>`);
    }
    expect(facts).toContain('<time dateTime="2019-05-01">2019-05-01</time>');
    expect(facts).toContain('Expired on <time dateTime="2024-05-01">');
    // Validity changes with the day: the server never answers these pages from its HTML cache.
    for (const page of [path, '/content-type/epd', `${companyPath(expiredEpd.company, expiredEpd.coid)}/epd`]) {
      await get(page);
      expect((await get(page)).headers['x-page-cache'], page).not.toBe('hit');
    }
    await get('/content-type/cad');
    expect((await get('/content-type/cad')).headers['x-page-cache']).toBe('hit');
    const current = await get(`${companyPath(currentEpd.company, currentEpd.coid)}/epd/${currentEpd.id}`);
    expect(current.text).not.toContain('Expired on');
    expect(current.text).toContain('Valid until');
  });
});

describe('bad filter values', () => {
  it('are a 400 page naming the field', async () => {
    for (const [path, field] of [
      ['/content-type/epd?valid=soon', 'valid'],
      ['/content-type/epd?declaredUnit=m2&gwpMax=low', 'gwpMax'],
      ['/content-type/epd?declaredUnit=m2&gwpMax=-3', 'gwpMax'],
      ['/content-type/epd?declaredUnit=foot', 'declaredUnit'],
      // A GWP limit across declared units would compare a door leaf with a square metre.
      ['/content-type/epd?gwpMax=12', 'declaredUnit'],
      ['/content-type/hpd?level=most', 'level'],
      [`${companyPath(expiredEpd.company, expiredEpd.coid)}/epd?valid=yes`, 'valid'],
    ] as const) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(res.text, path).toContain(`Invalid query: ${field}: `);
    }
    expect((await get('/content-type/epd/08?page=0')).status).toBe(404);
  });

  it('ignore blank fields and the other kind’s filter; an unknown sort is a 400 naming the allowed ones', async () => {
    const plain = cardIds((await get('/content-type/epd')).text);
    const unknownSort = await get('/content-type/epd?sort=colour');
    expect(unknownSort.status).toBe(400);
    expect(unknownSort.text).toContain('Invalid query: sort: must be one of popular, -popular, title, -title');
    expect(cardIds((await get('/content-type/epd?valid=&declaredUnit=&gwpMax=')).text)).toEqual(plain);
    const hpds = cardIds((await get('/content-type/hpd')).text);
    expect(cardIds((await get('/content-type/hpd?gwpMax=1')).text)).toEqual(hpds);
    expect((await get('/content-type/epd?level=partial')).status).toBe(200);
  });

  it('is a 404 past the last page', async () => {
    expect((await get('/content-type/epd?valid=expired&page=50')).status).toBe(404);
  });
});
