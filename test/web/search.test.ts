import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { h1Of, titleOf } from '../helpers/html';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

let t: TestApp;
let word: string;

beforeAll(async () => {
  t = await createTestApp();
  // A word that occurs in several titles of the seeded catalog.
  const row = await t.db.one<{ word: string }>(sql`SELECT word FROM search_words WHERE length(word) >= 5 ORDER BY ndoc DESC LIMIT 1`);
  word = row.word;
});
afterAll(() => t.close());

describe('search pages', () => {
  it('turns the header form query into the slug URL', async () => {
    const res = await request(t.app).get('/search').query({ q: '  Fire  Rated Door ' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/search/fire-rated-door');
  });

  it('shows results with counts per content type and a sort toggle', async () => {
    const res = await request(t.app).get(`/search/${word}`);
    expect(res.status).toBe(200);
    const page = parseHtml(res.text);
    expect(h1Of(res.text)).toContain(word);
    const stated = /^(\d+)\+? results?$/.exec(page.text('.result-count'));
    expect(stated).not.toBeNull();
    expect(page.all('.content-list > li')).toHaveLength(Math.min(Number(stated![1]), 20));
    expect(page.links).toContainEqual(expect.stringMatching(new RegExp(`^/search/${word}/[a-z-]+$`)));
    // Sorting by title ascending offers to flip to descending.
    const sorted = await request(t.app).get(`/search/${word}?sort=title`);
    expect(parseHtml(sorted.text).links).toContain(`/search/${word}?sort=-title`);
    // The header box shows the current terms.
    expect(page.attrs('input[name="q"]', 'value')).toContain(word);
  });

  it('filters by content type', async () => {
    const res = await request(t.app).get(`/search/${word}/cad`);
    expect(res.status).toBe(200);
    const badges = parseHtml(res.text).attrs('.content-list .badge', 'class');
    expect(badges.length).toBeGreaterThan(0);
    expect(new Set(badges)).toEqual(new Set(['badge badge--cad']));
  });

  it('corrects a misspelt word, names the corrected words in the heading and offers the words as typed', async () => {
    const typo = word.slice(0, -2) + word.at(-1) + word.at(-2);
    const res = await request(t.app).get(`/search/${typo}`);
    expect(res.status).toBe(200);
    const status = parseHtml(res.text);
    expect(status.text('.result-count strong')).toBe(word);
    expect(status.text('.result-count')).toMatch(new RegExp(`^\\d+\\+? results? Showing results for ${word}; search instead for ${typo}\\.$`));
    expect(h1Of(res.text)).toBe(`Results for “${word}”`);
    expect(titleOf(res.text)).toContain(`“${word}”`);
    const instead = parseHtml(res.text).one(`a[href="/search/${typo}?exact=1"]`);
    expect(instead.getAttribute('rel')).toBe('nofollow');
    expect(instead.querySelector('em')?.textContent).toBe(typo);

    const asTyped = await request(t.app).get(instead.getAttribute('href')!);
    expect(asTyped.status).toBe(200);
    expect(h1Of(asTyped.text)).toBe(`Results for “${typo}”`);
    expect(parseHtml(asTyped.text).text('.result-count')).toBe('No results.');
    expect((await request(t.app).get(`/search/${typo}?exact=yes`)).status).toBe(400);
  });

  it('says so when nothing matches, and suggests other words, the nearest CSI sections and their division', async () => {
    const res = await request(t.app).get('/search/qqqxxyzzy');
    expect(res.status).toBe(200);
    expect(parseHtml(res.text).text('.result-count')).toBe('No results.');

    const near = await request(t.app).get('/search/acoustical-celings-qqqxxyzzy');
    expect(near.status).toBe(200);
    const suggested = parseHtml(near.text);
    expect(suggested.text('.result-count')).toBe('No results.');
    const tries = [...(suggested.all('main p').find((p) => p.textContent?.startsWith('Try '))?.querySelectorAll('a') ?? [])];
    expect(tries.length).toBeGreaterThan(0);
    for (const a of tries) expect(a.getAttribute('href')).toMatch(/^\/search\/[a-z-]+$/);
    expect(suggested.texts('main h2')).toContain('Nearest CSI sections');
    const sections = suggested.all('.suggested-sections a').map((a) => [a.getAttribute('href'), a.textContent]);
    expect(sections).toContainEqual([expect.stringMatching(/^\/content-type\/product\/09\/0951\d\d$/), expect.stringMatching(/^09 51 \d\d Acoustical/)]);
    expect(suggested.all('main a[href="/content-type/product/09"]').map((a) => a.textContent)).toEqual(['Division 09 – Finishes']);
  });

  it('rejects bad paging and unknown content types', async () => {
    expect((await request(t.app).get(`/search/${word}?page=0`)).status).toBe(400);
    expect((await request(t.app).get(`/search/${word}/starships`)).status).toBe(404);
  });
});
