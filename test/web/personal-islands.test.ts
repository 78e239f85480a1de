import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { catalogFacts } from '../helpers/catalog-facts';
import { executableScripts } from '../helpers/html';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { createTestUser } from '../helpers/users';

let t: TestApp;
let alice: TestUser;
let word: string;
/** A content-type section page: a listing of CAD cards without the search island. */
let listing: string;

interface ToggleProps {
  contentId: number;
  contentType: string;
  favoriteSeq?: number | null;
  returnTo: string;
}

/** The props of every island of one kind on a page. */
const islandProps = <P,>(html: string, name: string): P[] => parseHtml(html).islandProps<P>(name);

const scriptFor = (html: string, name: string) => executableScripts(html).some((tag) => tag.includes(`/assets/${name}-`));

beforeAll(async () => {
  t = await createTestApp();
  alice = await createTestUser(t.db);
  const { section } = await catalogFacts(t.db);
  listing = `/content-type/cad/${section.division}/${section.slug}`;
  word = (await t.db.one<{ word: string }>(sql`SELECT word FROM search_words WHERE length(word) >= 5 ORDER BY ndoc DESC LIMIT 1`)).word;
});
afterAll(() => t.close());

describe('favorite toggles on content cards', () => {
  it('anonymous listing pages get a plain sign-in link, no island, only the tiny download-analytics script, and stay cacheable', async () => {
    const res = await request(t.app).get(listing);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`<a class="favorite-signin" href="/signin?redirect=${encodeURIComponent(listing)}">Sign in to save</a>`);
    expect(res.text).not.toContain('data-island="favorite-toggle"');
    // CAD cards have downloads, so the page carries the analytics script (no React, no shared chunk) and nothing else.
    expect(executableScripts(res.text)).toEqual([expect.stringMatching(/\/assets\/download-analytics-[A-Z0-9]+\.js/)]);
    expect(res.text).not.toContain('rel="modulepreload"');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  it('signed-in listing pages get a toggle island per card that looks its state up on hydrate', async () => {
    const res = await request(t.app).get(listing).set('Cookie', alice.cookie);
    const toggles = islandProps<ToggleProps>(res.text, 'favorite-toggle');
    expect(toggles.length).toBeGreaterThan(0);
    expect(toggles.every((p) => p.contentType === 'cad' && !('favoriteSeq' in p) && p.returnTo === listing)).toBe(true);
    expect(res.text).toContain('data-island="favorite-toggle" data-hydrate="idle"');
    expect(res.text).not.toContain('Sign in to save');
    expect(scriptFor(res.text, 'favorite-toggle')).toBe(true);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

describe('search result pages', () => {
  it('anonymous: no favorite or save-search island or script, a sign-in link to save the search', async () => {
    const res = await request(t.app).get(`/search/${word}`);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('data-island="favorite-toggle"');
    expect(res.text).not.toContain('data-island="save-search"');
    expect(scriptFor(res.text, 'favorite-toggle')).toBe(false);
    expect(scriptFor(res.text, 'save-search')).toBe(false);
    // The header search box is the page's only island (led by the build check); result cards with files add the
    // download-analytics script; the compare tray is links, no script.
    expect(executableScripts(res.text).every((tag) => /\/assets\/(build-check|search-box|download-analytics)-/.test(tag))).toBe(true);
    expect(res.text).toContain(`href="/signin?redirect=${encodeURIComponent(`/search/${word}`)}">Sign in to save this search</a>`);
  });

  it('signed-in: toggles know which results are favorites; the save-search island knows the search is saved', async () => {
    const first = await request(t.app).get(`/search/${word}/cad`).set('Cookie', alice.cookie);
    const toggles = islandProps<ToggleProps>(first.text, 'favorite-toggle');
    expect(toggles.length).toBeGreaterThan(1);
    expect(toggles.every((p) => p.favoriteSeq === null)).toBe(true);
    expect(scriptFor(first.text, 'favorite-toggle')).toBe(true);
    expect(scriptFor(first.text, 'save-search')).toBe(true);
    expect(islandProps(first.text, 'save-search')).toEqual([{ terms: word, contentType: 'cad', filters: '', savedSeq: null, returnTo: `/search/${word}/cad` }]);
    expect(first.text).toContain('aria-pressed="false"');
    expect(first.text).not.toContain('aria-pressed="true"');

    const target = toggles[1];
    const fav = await t.db.one<{ seq: number }>(sql`
      INSERT INTO user_favorites (user_seq, content_id, content_type) VALUES (${alice.user.seq}, ${target.contentId}, 'cad') RETURNING seq`);
    const search = await t.db.one<{ seq: number }>(sql`
      INSERT INTO user_searches (user_seq, content_type, search_terms) VALUES (${alice.user.seq}, 'cad', ${word}) RETURNING seq`);
    const again = await request(t.app).get(`/search/${word}/cad`).set('Cookie', alice.cookie);
    const after = islandProps<ToggleProps>(again.text, 'favorite-toggle');
    expect(after.find((p) => p.contentId === target.contentId)?.favoriteSeq).toBe(fav.seq);
    expect(after.filter((p) => p.favoriteSeq !== null)).toHaveLength(1);
    expect(again.text.match(/aria-pressed="true"/g)).toHaveLength(1);
    expect(again.text).toContain(`action="/account/favorites/${fav.seq}/delete"`);
    expect(islandProps<{ savedSeq: number }>(again.text, 'save-search')[0].savedSeq).toBe(search.seq);
  });
});
