import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';
import { termsToSlug } from '../../domain/slug';
import { notFound } from '../../errors';
import { addWithinQuota } from './quotas';

/** A saved search, with the result page that re-runs it. */
export interface SavedSearch {
  seq: number;
  content_type: string;
  search_terms: string;
  created_at: string;
  url: string;
}

interface SearchRow {
  seq: number;
  content_type: string;
  search_terms: string;
  created_at: Date | string;
}

/** /search/{slug} for every type ("all"), /search/{slug}/{type} for one. */
function searchUrl(terms: string, contentType: string): string {
  const slug = termsToSlug(terms);
  return contentType === 'all' ? `/search/${slug}` : `/search/${slug}/${contentType}`;
}

function toSearch(row: SearchRow): SavedSearch {
  return {
    seq: row.seq,
    content_type: row.content_type,
    search_terms: row.search_terms,
    created_at: new Date(row.created_at).toISOString(),
    url: searchUrl(row.search_terms, row.content_type),
  };
}

const COLUMNS = sql.raw('seq, content_type, search_terms, created_at');

/** The user's saved searches, newest first. */
export async function listSearches(db: Queryable, userSeq: number): Promise<SavedSearch[]> {
  const rows = await db.many<SearchRow>(sql`SELECT ${COLUMNS} FROM user_searches
    WHERE user_seq = ${userSeq} ORDER BY created_at DESC, seq DESC`);
  return rows.map(toSearch);
}

/** The user's saved search with these terms and type, if any (terms compare case-insensitively). */
export async function findSearch(db: Queryable, userSeq: number, terms: string, contentType: string): Promise<SavedSearch | null> {
  const row = await db.maybeOne<SearchRow>(sql`SELECT ${COLUMNS} FROM user_searches
    WHERE user_seq = ${userSeq} AND content_type = ${contentType} AND lower(search_terms) = lower(${terms})
    ORDER BY seq LIMIT 1`);
  return row ? toSearch(row) : null;
}

/** Saves a search; saving the same terms and type again returns the existing one. Past the quota: 409. */
export async function addSearch(db: Queryable, userSeq: number, input: { search_terms: string; content_type: string }): Promise<SavedSearch> {
  return addWithinQuota(db, userSeq, 'savedSearches', {
    existing: (tx) => findSearch(tx, userSeq, input.search_terms, input.content_type),
    insert: async (tx) =>
      toSearch(
        await tx.one<SearchRow>(sql`
          INSERT INTO user_searches (user_seq, content_type, search_terms)
          VALUES (${userSeq}, ${input.content_type}, ${input.search_terms})
          RETURNING ${COLUMNS}`),
      ),
  });
}

/** Deletes one of the user's saved searches; another user's seq is not found (404). */
export async function removeSearch(db: Queryable, userSeq: number, seq: number): Promise<void> {
  const result = await db.query(sql`DELETE FROM user_searches WHERE seq = ${seq} AND user_seq = ${userSeq}`);
  if (result.rowCount === 0) throw notFound(`No saved search ${seq}`);
}
