import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';
import type { FacetName } from '../../domain/facets';
import { activeFacets, FACET_LABELS, facetsOfText, withFacets } from '../../domain/facets';
import { termsToSlug } from '../../domain/slug';
import { notFound } from '../../errors';
import { facetValueLabel } from '../facet-counts';
import { addWithinQuota } from './quotas';

/** One filter of a saved search as people read it ("Sustainability: Current EPD"). */
interface SavedFilter {
  facet: FacetName;
  value: string;
  label: string;
}

/** A saved search, with its filters and the result page that re-runs it with them. */
export interface SavedSearch {
  seq: number;
  content_type: string;
  search_terms: string;
  /** The facet filters as a canonical query string ("manufacturer=1042&declaration=epd"), "" for none. */
  filters: string;
  filter_labels: SavedFilter[];
  created_at: string;
  url: string;
}

interface SearchRow {
  seq: number;
  content_type: string;
  search_terms: string;
  filters: string;
  created_at: Date | string;
}

/** /search/{slug} for every type ("all"), /search/{slug}/{type} for one, with the filters' query. */
function searchUrl(terms: string, contentType: string, filters: string): string {
  const slug = termsToSlug(terms);
  return withFacets(contentType === 'all' ? `/search/${slug}` : `/search/${slug}/${contentType}`, facetsOfText(filters));
}

/** The rows as saved searches, manufacturers named (one query for all of them). */
async function toSearches(db: Queryable, rows: SearchRow[]): Promise<SavedSearch[]> {
  const active = new Map(rows.map((row) => [row.seq, activeFacets(facetsOfText(row.filters))]));
  const coids = [...new Set([...active.values()].flat().flatMap((f) => (f.facet === 'manufacturer' ? [Number(f.value)] : [])))];
  const names = new Map(
    coids.length
      ? (await db.many<{ coid: number; name: string }>(sql`SELECT coid, name FROM companies WHERE coid = ANY(${coids}::int[])`)).map((c) => [String(c.coid), c.name])
      : [],
  );
  return rows.map((row) => ({
    seq: row.seq,
    content_type: row.content_type,
    search_terms: row.search_terms,
    filters: row.filters,
    filter_labels: active.get(row.seq)!.map(({ facet, value }) => ({
      facet,
      value,
      label: `${FACET_LABELS[facet]}: ${facetValueLabel(facet, value, facet === 'manufacturer' ? names.get(value) : null)}`,
    })),
    created_at: new Date(row.created_at).toISOString(),
    url: searchUrl(row.search_terms, row.content_type, row.filters),
  }));
}

const COLUMNS = sql.raw('seq, content_type, search_terms, filters, created_at');

/** The user's saved searches, newest first. */
export async function listSearches(db: Queryable, userSeq: number): Promise<SavedSearch[]> {
  const rows = await db.many<SearchRow>(sql`SELECT ${COLUMNS} FROM user_searches
    WHERE user_seq = ${userSeq} ORDER BY created_at DESC, seq DESC`);
  return toSearches(db, rows);
}

interface SearchKey {
  search_terms: string;
  content_type: string;
  /** Canonical facet query string (domain/facets.ts facetText). */
  filters: string;
}

/** The user's saved search with these terms, type and filters, if any (terms compare case-insensitively). */
export async function findSearch(db: Queryable, userSeq: number, key: SearchKey): Promise<SavedSearch | null> {
  const row = await db.maybeOne<SearchRow>(sql`SELECT ${COLUMNS} FROM user_searches
    WHERE user_seq = ${userSeq} AND content_type = ${key.content_type} AND lower(search_terms) = lower(${key.search_terms})
      AND filters = ${key.filters}
    ORDER BY seq LIMIT 1`);
  return row ? (await toSearches(db, [row]))[0] : null;
}

/** Saves a search with its filters; saving the same terms, type and filters again returns the existing one. Past the quota: 409. */
export async function addSearch(db: Queryable, userSeq: number, input: SearchKey): Promise<SavedSearch> {
  return addWithinQuota(db, userSeq, 'savedSearches', {
    existing: (tx) => findSearch(tx, userSeq, input),
    insert: async (tx) => {
      const row = await tx.one<SearchRow>(sql`
        INSERT INTO user_searches (user_seq, content_type, search_terms, filters)
        VALUES (${userSeq}, ${input.content_type}, ${input.search_terms}, ${input.filters})
        RETURNING ${COLUMNS}`);
      return (await toSearches(tx, [row]))[0];
    },
  });
}

/** Deletes one of the user's saved searches; another user's seq is not found (404). */
export async function removeSearch(db: Queryable, userSeq: number, seq: number): Promise<void> {
  const result = await db.query(sql`DELETE FROM user_searches WHERE seq = ${seq} AND user_seq = ${userSeq}`);
  if (result.rowCount === 0) throw notFound(`No saved search ${seq}`);
}
