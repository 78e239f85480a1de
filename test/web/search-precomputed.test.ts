import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { searchContent } from '../../src/services/search';
import { rebuildSearchIndex } from '../../src/services/search-index';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

let t: TestApp;
let lexeme: string;

beforeAll(async () => {
  t = await createTestApp();
  // The test catalog is small: make every word matching 20+ items "common".
  await rebuildSearchIndex(t.db, { commonLexemeDocs: 20 });
  lexeme = (await t.db.one<{ lexeme: string }>(sql`
    SELECT st.lexeme FROM search_top st WHERE st.content_type = 'all' AND st.lexeme ~ '^[a-z]{4,}$'
      AND EXISTS (SELECT 1 FROM content_items ci WHERE ci.online AND to_tsvector('english', ci.title) @@ to_tsquery('english', st.lexeme))
      AND EXISTS (SELECT 1 FROM content_items ci WHERE ci.online AND ci.search @@ to_tsquery('english', st.lexeme)
                  AND NOT to_tsvector('english', ci.title) @@ to_tsquery('english', st.lexeme))
    ORDER BY st.total DESC LIMIT 1`)).lexeme;
});
afterAll(() => t.close());

const relevance = { field: 'relevance', direction: 'desc' } as const;

describe('one-word searches from the precomputed lists', () => {
  it('count exactly what full-text matching counts, per content type', async () => {
    const result = await searchContent(t.db, { terms: lexeme, page: 1, pageSize: 20, sort: relevance });
    const exact = await t.db.many<{ contentType: string; n: number }>(sql`
      SELECT content_type AS "contentType", count(*)::int AS n FROM content_items
      WHERE online AND search @@ to_tsquery('english', ${lexeme}) GROUP BY 1`);
    for (const row of exact) expect(result.counts[row.contentType]).toEqual({ count: Math.min(row.n, 1000), capped: row.n > 1000 });
    expect(result.items).toHaveLength(Math.min(20, exact.reduce((a, r) => a + r.n, 0)));
  });

  it('list title matches before others, and sort by title on request', async () => {
    const result = await searchContent(t.db, { terms: lexeme, page: 1, pageSize: 50, sort: relevance });
    const hits = await t.db.many<{ id: number; hit: boolean }>(sql`
      SELECT id, to_tsvector('english', title) @@ to_tsquery('english', ${lexeme}) AS hit
      FROM content_items WHERE id = ANY(${result.items.map((i) => i.id)})`);
    const hitById = new Map(hits.map((h) => [h.id, h.hit]));
    const titleHits = result.items.map((i) => hitById.get(i.id) ?? false);
    expect(titleHits[0]).toBe(true);
    // Every title match comes before every other match: the list is its title matches, then the rest.
    const titleMatches = titleHits.filter(Boolean).length;
    expect(titleHits).toEqual([...Array(titleMatches).fill(true), ...Array(titleHits.length - titleMatches).fill(false)]);
    const byTitle = await searchContent(t.db, { terms: lexeme, page: 1, pageSize: 20, sort: { field: 'title', direction: 'asc' } });
    const titles = byTitle.items.map((i) => i.title);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('filter by content type and page through the list without repeats', async () => {
    const type = (await t.db.one<{ contentType: string }>(sql`
      SELECT content_type AS "contentType" FROM search_top WHERE lexeme = ${lexeme} AND content_type <> 'all' ORDER BY total DESC LIMIT 1`)).contentType;
    const first = await searchContent(t.db, { terms: lexeme, contentType: type as never, page: 1, pageSize: 5, sort: relevance });
    const second = await searchContent(t.db, { terms: lexeme, contentType: type as never, page: 2, pageSize: 5, sort: relevance });
    expect(first.items.every((i) => i.contentType === type)).toBe(true);
    const ids = [...first.items, ...second.items].map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
