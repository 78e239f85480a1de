import type { CappedCount } from '../domain/capped-count';
import type { DeclaredUnitId } from '../domain/product-data/declared-units';
import { DECLARED_UNITS } from '../domain/product-data/declared-units';
import { capCount, sumCounts } from '../domain/capped-count';
import type { ContentType } from '../domain/content-types';
import type { DeclarationKind } from '../domain/declarations';
import type { FacetCounts, FacetFilters, FacetName } from '../domain/facets';
import { hasFacets } from '../domain/facets';
import { DECLARATION_KINDS } from '../domain/declarations';
import type { SearchSort } from '../domain/search-sort';
import type { SqlQuery } from '../db/sql';
import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import { notFound } from '../errors';
import type { ContentCard } from './content-items';
import { correctTerms } from './search-correction';
import type { FacetCountRow } from './facet-counts';
import { facetCountsJson, facetItemsCte, matchesFacets, toFacetCounts } from './facet-counts';
import { readFacetTable } from './facet-rows';
import type { FacetTable } from './facet-table';
import { idsOf, rowsOfIds, selectRows } from './facet-table';
import { countAndChoose, tallyFacets } from './facet-tally';
import type { ItemRanking, SearchMethod, SearchPlan } from './search-debug';
import { explainRanking, planOf } from './search-debug';
import { todayUtc } from './declarations';
import { currentDeclarations } from './current-declarations';
import { TOP_IDS } from './search-index';
import { pageOfRanked } from './search-page';
import { precomputedCounts, precomputedIds, precomputedPage } from './search-precomputed';
import { searchQuery } from './search-query';

/** Results beyond the first RANK_WINDOW are not listed (as many as the precomputed lists hold). */
const RANK_WINDOW = TOP_IDS;

export interface SearchParams {
  terms: string;
  contentType?: ContentType;
  /** Only this manufacturer's items; with `excludeCoid`, every manufacturer's but this one's. */
  coid?: number;
  excludeCoid?: boolean;
  /** False lists offline items too (callers allow that to administrators only). Default true. */
  onlineOnly?: boolean;
  /** Only items of this CSI division ("08") or section ("08 11 13"). */
  division?: string;
  section?: string;
  /** Only items that are, or whose product has, a current (unexpired) declaration of this kind. */
  declaration?: DeclarationKind | 'any';
  /** With a declaration: its GWP is at most this many kg CO2e per declared unit. */
  gwpMax?: number;
  /** With an EPD of this declared unit: a GWP limit is only applied within one unit. */
  declaredUnit?: DeclaredUnitId;
  /** The day declarations are current on (tests pin it); default today (UTC). */
  today?: string;
  page: number;
  pageSize: number;
  sort: SearchSort;
  /** Adds the search plan and each item's ranking. */
  debug?: boolean;
  /** Searches the terms as typed, without correcting their spelling ("search instead for"). */
  exact?: boolean;
  /**
   * Counts these facets over the listed window and narrows the window by `facets` (the search pages). `remember`
   * keeps, per data version, a search's matches (a common word's come precomputed) and its listed window with each
   * item's facet values (a few of them: catalogFacts(...).searchWindow), so the same words searched again, with any
   * facet chosen, cost a page statement and counting in memory.
   */
  facets?: { filters: FacetFilters; count: readonly FacetName[]; remember?: Remember };
}

type FacetedWindow = { counts: FacetCounts; ids: number[] };
/** A listed window: its items' facet values in rank order, and the counts before any choice. */
type ListedWindow = { rows: FacetTable; unfiltered: FacetedWindow };
type Remember = <T>(key: string, build: () => Promise<T>) => Promise<T>;

type SearchItem = ContentCard & { ranking?: ItemRanking };

export interface SearchResult {
  terms: string;
  /** The terms actually searched: differs from `terms` when spelling was corrected. */
  searchedTerms: string;
  corrected: boolean;
  /** Matches per content type (types without matches are left out), each capped at COUNT_CAP. */
  counts: Record<string, CappedCount>;
  /** Matches of every type together: what "All" shows, and the heading when no type is chosen. */
  all: CappedCount;
  /** Matches of the listed type (or of all types), capped at COUNT_CAP. */
  total: number;
  totalCapped: boolean;
  page: number;
  pageCount: number;
  items: SearchItem[];
  /** With `debug`: how the search was answered, without internals. */
  plan?: SearchPlan;
  /** With `facets`: each facet's values counted over the listed window (the best RANK_WINDOW matches). */
  facets?: FacetCounts;
}

interface Matches {
  method: SearchMethod;
  /** The common word whose precomputed list answers the search (precomputed method). */
  lexeme: string | null;
  /** The RANK_WINDOW most popular matches of the listed type (ranked method). */
  window: number[];
  counts: Record<string, CappedCount>;
}

/** A current declaration of the wanted kind (and GWP) on the item `ci` itself or on its product. */
function declared(params: SearchParams): SqlQuery | null {
  if (!params.declaration && params.gwpMax === undefined && params.declaredUnit === undefined) return null;
  const wanted = params.declaration && params.declaration !== 'any' ? [params.declaration] : [...DECLARATION_KINDS];
  const unit = params.declaredUnit !== undefined ? sql`AND cd.declared_unit = ${DECLARED_UNITS[params.declaredUnit].text}` : sql.empty;
  const gwp = params.gwpMax !== undefined ? sql`AND cd.gwp_kg_co2e <= ${params.gwpMax}` : sql.empty;
  return sql`EXISTS (SELECT 1 FROM ${currentDeclarations(params.today ?? todayUtc())} cd WHERE cd.kind = ANY(${wanted}::text[]) ${unit} ${gwp})`;
}

function filters(params: SearchParams): SqlQuery {
  const conditions = [
    params.onlineOnly === false ? null : sql`ci.online`,
    params.coid === undefined ? null : params.excludeCoid ? sql`ci.coid <> ${params.coid}` : sql`ci.coid = ${params.coid}`,
    params.division === undefined ? null : sql`ci.division = ${params.division}`,
    params.section === undefined ? null : sql`ci.section = ${params.section}`,
    declared(params),
  ].filter((c): c is SqlQuery => c !== null);
  return conditions.length ? sql`AND ${sql.join(conditions, ' AND ')}` : sql.empty;
}

/** Filters a precomputed list (every online item of every manufacturer) cannot answer. */
const narrowed = (params: SearchParams) =>
  params.coid !== undefined || params.onlineOnly === false || params.division !== undefined || params.section !== undefined ||
  params.declaration !== undefined || params.gwpMax !== undefined || params.declaredUnit !== undefined;

/**
 * One scan of the matches gives the exact count per content type and the RANK_WINDOW best-scored
 * matches of the listed type (then the most popular, ties by id). Scanning once is faster than a bounded
 * count per type, which would build the full-text bitmap once per type.
 */
async function rankedMatches(db: Queryable, terms: string, params: SearchParams): Promise<Matches> {
  const listed = params.contentType ? sql`WHERE content_type = ${params.contentType}` : sql.empty;
  const query = searchQuery(terms);
  const row = await db.one<{ counts: Record<string, number> | null; window: number[] | null }>(sql`
    WITH m AS MATERIALIZED (
      SELECT ci.id, ci.content_type, ci.popularity, ${query.score} AS score FROM content_items ci, (SELECT ${query.tsquery} AS q) query
      WHERE ${query.match} ${filters(params)})
    SELECT (SELECT json_object_agg(content_type, n ORDER BY content_type) FROM (SELECT content_type, count(*)::int AS n FROM m GROUP BY 1) c) AS counts,
           (SELECT array_agg(id ORDER BY score DESC, popularity DESC, id) FROM (
              SELECT id, score, popularity FROM m ${listed} ORDER BY score DESC, popularity DESC, id LIMIT ${RANK_WINDOW}) w) AS "window"`);
  const counts = Object.fromEntries(Object.entries(row.counts ?? {}).map(([type, n]) => [type, capCount(n)]));
  return { method: 'ranked', lexeme: null, window: row.window ?? [], counts };
}

/** One common word the thesaurus leaves alone, online items of every manufacturer: the precomputed lists answer it. */
async function precomputedMatches(db: Queryable, terms: string, params: SearchParams): Promise<Matches | null> {
  if (narrowed(params) || searchQuery(terms).expanded) return null;
  const precomputed = await precomputedCounts(db, terms);
  if (!precomputed) return null;
  const counts = Object.fromEntries(Object.entries(precomputed.counts).map(([type, n]) => [type, capCount(n)]));
  return { method: 'precomputed', lexeme: precomputed.lexeme, window: [], counts };
}

async function findMatches(db: Queryable, terms: string, params: SearchParams): Promise<Matches> {
  const precomputed = await precomputedMatches(db, terms, params);
  if (precomputed) return precomputed;
  const remember = params.facets?.remember;
  // Only the site search page's plain words (no scope a caller adds) are the catalog's: keyed by words and type.
  if (remember && !narrowed(params)) return remember(`search-ranked:${params.contentType ?? 'all'}:${terms}`, () => rankedMatches(db, terms, params));
  return rankedMatches(db, terms, params);
}

function listedCount(matches: Matches, contentType: ContentType | undefined): CappedCount {
  if (contentType) return matches.counts[contentType] ?? { count: 0, capped: false };
  return sumCounts(Object.values(matches.counts));
}

function pageOfMatches(db: Queryable, matches: Matches, params: SearchParams): Promise<ContentCard[]> {
  return matches.lexeme ? precomputedPage(db, matches.lexeme, params) : pageOfRanked(db, matches.window, params);
}

/** The listed window of the matches: ids with their rank (`ord`), best first. */
function listedWindow(matches: Matches, contentType: ContentType | undefined): SqlQuery {
  if (matches.lexeme) {
    return sql`SELECT u.id, u.ord FROM search_top st, unnest(st.ids) WITH ORDINALITY u(id, ord)
      WHERE st.lexeme = ${matches.lexeme} AND st.content_type = ${contentType ?? 'all'}`;
  }
  return sql`SELECT u.id, u.ord FROM unnest(${matches.window}::int[]) WITH ORDINALITY u(id, ord)`;
}

/**
 * One statement: the facet counts over the listed window and the window narrowed by the chosen facets,
 * in rank order. The page of cards is then one more statement, as without facets.
 */
async function facetedWindow(db: Queryable, matches: Matches, searched: string, params: SearchParams, facets: NonNullable<SearchParams['facets']>): Promise<FacetedWindow> {
  const today = params.today ?? todayUtc();
  if (facets.remember && (matches.lexeme || !narrowed(params))) {
    const listed = matches.lexeme ? `word:${matches.lexeme}` : `ranked:${searched}`;
    const key = `search-window:${listed}:${params.contentType ?? 'all'}:${facets.count.join(',')}:${today}`;
    const window = await facets.remember(key, () => readListedWindow(db, matches, params.contentType, facets.count, today));
    if (!hasFacets(facets.filters)) return window.unfiltered;
    return countAndChoose(window.rows, facets.filters, facets.count);
  }
  return countWindow(db, matches, params, facets, today);
}

/** A search's listed window with its items' facet values, in rank order (the counting rules of facet-rows). */
async function readListedWindow(db: Queryable, matches: Matches, contentType: ContentType | undefined, count: readonly FacetName[], today: string): Promise<ListedWindow> {
  const ids = matches.lexeme ? await precomputedIds(db, matches.lexeme, contentType) : matches.window;
  const read = await readFacetTable(db, sql`SELECT unnest(${ids}::int[]) AS id`, today);
  const rows = selectRows(read, rowsOfIds(read, ids));
  return { rows, unfiltered: { counts: tallyFacets(rows, {}, count), ids: idsOf(rows) } };
}

async function countWindow(db: Queryable, matches: Matches, params: SearchParams, facets: NonNullable<SearchParams['facets']>, today: string): Promise<FacetedWindow> {
  const row = await db.one<{ rows: FacetCountRow[]; ids: number[] | null }>(sql`
    WITH listed AS MATERIALIZED (${listedWindow(matches, params.contentType)}), ${facetItemsCte(sql`SELECT id FROM listed`, today)}
    SELECT ${facetCountsJson(facets.filters, today, facets.count)} AS rows,
           (SELECT array_agg(l.id ORDER BY l.ord) FROM listed l JOIN facet_items fi ON fi.id = l.id
            WHERE ${matchesFacets(facets.filters, today)}) AS ids`);
  return { counts: toFacetCounts(row.rows, facets.filters, facets.count), ids: row.ids ?? [] };
}

/** Searches the terms; when nothing matches, their spelling corrected. A page past the last is a 404. */
export async function searchContent(db: Queryable, params: SearchParams): Promise<SearchResult> {
  const terms = params.terms.trim();
  let searchedTerms = terms;
  let matches: Matches = terms ? await findMatches(db, terms, params) : { method: 'ranked', lexeme: null, window: [], counts: {} };
  if (terms && !params.exact && listedCount(matches, params.contentType).count === 0) {
    const corrected = await correctTerms(db, terms);
    const retry = corrected && corrected !== terms ? await findMatches(db, corrected, params) : null;
    if (retry && corrected && listedCount(retry, params.contentType).count > 0) {
      searchedTerms = corrected;
      matches = retry;
    }
  }
  let listed = listedCount(matches, params.contentType);
  const faceted = params.facets && listed.count > 0 ? await facetedWindow(db, matches, searchedTerms, params, params.facets) : null;
  if (faceted && hasFacets(params.facets!.filters)) listed = { count: faceted.ids.length, capped: false };
  const pageCount = Math.max(1, Math.ceil(Math.min(listed.count, RANK_WINDOW) / params.pageSize));
  if (params.page > pageCount) throw notFound(`No page ${params.page}: the last page is ${pageCount}`);
  const cards = listed.count === 0 ? [] : faceted ? await pageOfRanked(db, faceted.ids, params) : await pageOfMatches(db, matches, params);
  const items = params.debug ? await explainRanking(db, searchedTerms, params, cards) : cards;
  return {
    terms,
    searchedTerms,
    corrected: searchedTerms !== terms,
    counts: matches.counts,
    all: sumCounts(Object.values(matches.counts)),
    total: listed.count,
    totalCapped: listed.capped,
    page: params.page,
    pageCount,
    items,
    ...(params.debug ? { plan: planOf(matches.method, params, { terms, searchedTerms }) } : {}),
    ...(params.facets ? { facets: faceted?.counts ?? toFacetCounts([], params.facets.filters, params.facets.count) } : {}),
  };
}
