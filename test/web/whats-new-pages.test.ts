import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { periodContaining } from '../../src/domain/periods';
import { alphabetical, canonicalOf, expectNotFoundPage, hrefs, pageGetter, robotsOf, sortLinks } from '../helpers/browse-pages';
import { executableScripts, GOOGLEBOT } from '../helpers/html';
import { textsOf } from '../helpers/markup';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = pageGetter(() => t.app);
const expect404 = (path: string) => expectNotFoundPage(get, path);

/** The newest item's week, and every item of that week, newest first. */
async function newestWeek() {
  const newest = await t.db.one<{ at: Date }>(sql`SELECT max(published_at) AS at FROM content_items WHERE online`);
  const period = periodContaining('week', new Date(newest.at));
  const items = await t.db.many<{ title: string; type: string }>(sql`
    SELECT title, content_type AS type FROM content_items
    WHERE online AND published_at >= ${`${period.start}T00:00:00Z`}::timestamptz AND published_at < ${`${period.end}T00:00:00Z`}::timestamptz
    ORDER BY published_at DESC, id DESC`);
  return { period, items };
}

it('sends the bare address to the latest week with items, never to an empty week', async () => {
  const { period, items } = await newestWeek();
  expect(items.length).toBeGreaterThan(0);
  const res = await get('/whats-new');
  expect(res.status).toBe(302);
  expect(res.headers.location).toBe(`/whats-new/all/week/${period.start}`);
  const opened = await get(res.headers.location);
  expect(textsOf(opened.text, '.content-card__title a').length).toBeGreaterThan(0);
});

it('sends the bare address to this week once something was published in it', async () => {
  // An app of its own: the other tests read the catalog's newest week.
  const own = await createTestApp();
  try {
    const now = new Date();
    await own.writeCatalog(sql`UPDATE content_items SET published_at = ${now.toISOString()}::timestamptz WHERE id = (SELECT min(id) FROM content_items WHERE online)`);
    const res = await pageGetter(() => own.app)('/whats-new');
    expect(res.headers.location).toBe(`/whats-new/all/week/${periodContaining('week', now).start}`);
  } finally {
    await own.close();
  }
});

it('lists the period’s items newest first with the type filter, previous and next periods and a canonical URL', async () => {
  const { period, items } = await newestWeek();
  const path = `/whats-new/all/week/${period.start}`;
  const res = await get(path);
  expect(res.status).toBe(200);
  expect(canonicalOf(res.text)).toBe(`http://localhost:3000${path}`);
  expect(res.text).toContain(`${items.length} items`);
  expect(textsOf(res.text, 'h3')).toEqual(items.slice(0, 20).map((i) => i.title));
  const links = hrefs(res.text);
  expect(links).toContain(`/whats-new/cad/week/${period.start}`);
  expect(links).toContain(`/whats-new/all/month/${periodContaining('month', new Date(`${period.start}T00:00:00Z`)).start}`);
  const previous = new Date(Date.parse(`${period.start}T00:00:00Z`) - 7 * 86_400_000).toISOString().slice(0, 10);
  expect(links).toContain(`/whats-new/all/week/${previous}`);
  const following = new Date(Date.parse(`${period.start}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
  // A week that has ended links to the next one.
  if (period.start < periodContaining('week', new Date()).start) expect(links).toContain(`/whats-new/all/week/${following}`);
});

it('filters by content type', async () => {
  const { period, items } = await newestWeek();
  const cad = items.filter((i) => i.type === 'cad');
  const res = await get(`/whats-new/cad/week/${period.start}`);
  expect(res.status).toBe(200);
  expect(res.text).toContain(`${cad.length} items`);
  expect(textsOf(res.text, 'h3').length).toBe(Math.min(20, cad.length));
  expect(res.text).not.toContain('badge--bim');
});

it('pages a busy month, keeping the sort in page links; a page past the end or a bad page is a 404', async () => {
  const { month } = await t.db.one<{ month: string }>(sql`
    SELECT to_char(published_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month FROM content_items WHERE online
    GROUP BY 1 HAVING count(*) > 20 ORDER BY 1 DESC LIMIT 1`);
  const path = `/whats-new/all/month/${month}-01`;
  const second = await get(`${path}?page=2&sort=title`);
  expect(second.status).toBe(200);
  expect(hrefs(second.text)).toContain(`${path}?sort=title`);
  expect(robotsOf(second.text)).toBe('noindex, follow');
  expect((await get(`${path}?page=99`)).status).toBe(404);
  expect((await get(`${path}?page=abc`)).status).toBe(404);
});

it('sorts by title, flipping on the second choice', async () => {
  const { period } = await newestWeek();
  const path = `/whats-new/all/week/${period.start}`;
  const res = await get(`${path}?sort=title`);
  const titles = textsOf(res.text, 'h3');
  expect(titles).toEqual(alphabetical(titles));
  expect(sortLinks(res.text).Title).toBe(`${path}?sort=-title`);
  expect(sortLinks(res.text).Newest).toBe(`${path}?sort=-date`);
});

it('redirects a date inside a period to its first day', async () => {
  for (const [from, to] of [
    ['/whats-new/cad/week/2026-01-07', '/whats-new/cad/week/2026-01-05'],
    ['/whats-new/bim/month/2026-01-15?sort=title', '/whats-new/bim/month/2026-01-01?sort=title'],
  ]) {
    const res = await get(from);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(to);
  }
});

it('is a 404 for a bad type, period or date, a missing part, or a period that has not started', async () => {
  for (const bad of [
    '/whats-new/cad/day/2026-01-01',
    '/whats-new/cad/week/2026-02-30',
    '/whats-new/xyz/week/2026-01-05',
    '/whats-new/epd/week/2026-01-05',
    '/whats-new/cad/week/2026-1-5',
    '/whats-new/cad/week/20260105',
    '/whats-new/cad',
    '/whats-new/cad/week',
    '/whats-new/all/week/2099-01-05',
    `/whats-new/all/month/${periodContaining('month', new Date(Date.now() + 40 * 86_400_000)).start}`,
  ]) {
    await expect404(bad);
  }
});

it('shows an empty period with a link to the latest additions, not indexed', async () => {
  const oldest = await t.db.one<{ at: Date }>(sql`SELECT min(published_at) AS at FROM content_items WHERE online`);
  const before = periodContaining('week', new Date(new Date(oldest.at).getTime() - 14 * 86_400_000));
  const res = await get(`/whats-new/all/week/${before.start}`);
  expect(res.status).toBe(200);
  expect(res.text).toContain('Nothing was published in this week');
  expect(robotsOf(res.text)).toBe('noindex, follow');
  const { period } = await newestWeek();
  expect(hrefs(res.text)).toContain(`/whats-new/all/week/${period.start}`);
  // Nothing older: no link to the previous week.
  expect(res.text).not.toContain('Previous week');
});

it('gives bots and people the same cacheable HTML, without executable script beyond download analytics', async () => {
  const { period, items } = await newestWeek();
  // A page no other test asks for, under two cache keys (?page=1 is the first page), so the bot's is rendered afresh.
  const path = `/whats-new/${items[0].type}/week/${period.start}`;
  const person = await get(`${path}?page=1`);
  const bot = await get(path, GOOGLEBOT);
  expect(bot.status).toBe(200);
  // Shuffled, another test may have asked for the bare path first: a kept copy must equal the person's page too.
  expect(['miss', 'hit']).toContain(bot.headers['x-page-cache']);
  expect(person.headers['cache-control']).toBe('public, max-age=60');
  expect(bot.text).toBe(person.text);
  expect(executableScripts(person.text).every((tag) => tag.includes('/assets/download-analytics-'))).toBe(true);
  expect((await get(`${path}?page=1`)).headers['x-page-cache']).toBe('hit');
});

it('keeps the running period out of the HTML cache, since it changes when the period ends', async () => {
  const path = `/whats-new/all/week/${periodContaining('week', new Date()).start}`;
  await get(path);
  const again = await get(path);
  expect(again.status).toBe(200);
  expect(again.headers['x-page-cache']).toBe('miss');
  expect(again.headers['cache-control']).toBe('public, max-age=60');
  expect(again.text).toContain('this week so far');
  expect(again.text).not.toContain('Next week');
});
