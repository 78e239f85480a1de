import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import type { DeclarationKind } from '../domain/declarations';
import { DECLARATION_KINDS } from '../domain/declarations';
import { notFound } from '../errors';
import type { ContentCard } from './content-items';
import { todayUtc } from './declarations';
import type { SearchParams, SearchResult } from './search';
import { searchContent } from './search';

/** Filters applied on top of the site search's ranking (machine clients: the MCP search tool). */
export interface SearchRefinement {
  division?: string;
  /** "08 11 13". */
  section?: string;
  /** Keep items that are, or whose product has, a current (unexpired) declaration of this kind. */
  declaration?: DeclarationKind | 'any';
  /** With `declaration`: the declaration's GWP is at most this many kg CO2e per declared unit. */
  gwpMax?: number;
}

/** The refined list is cut from this many top-ranked matches. */
export const REFINE_WINDOW = 500;

const isRefined = (r: SearchRefinement) => Boolean(r.division || r.section || r.declaration || r.gwpMax !== undefined);

/** Products (by seq) with a current declaration of the wanted kind and GWP. */
async function declaredProducts(db: Queryable, seqs: number[], refinement: SearchRefinement, today: string): Promise<Set<number>> {
  if (seqs.length === 0) return new Set();
  const kinds = refinement.declaration && refinement.declaration !== 'any' ? [refinement.declaration] : [...DECLARATION_KINDS];
  const gwp = refinement.gwpMax !== undefined ? sql`AND d.gwp_kg_co2e <= ${refinement.gwpMax}` : sql.empty;
  const rows = await db.many<{ seq: number }>(sql`
    SELECT DISTINCT ci.product_seq AS seq FROM content_items ci JOIN declarations d ON d.content_id = ci.id
    WHERE ci.online AND ci.product_seq = ANY(${seqs}::int[]) AND ci.content_type = ANY(${kinds}::text[])
      AND d.expires_on > ${today}::date ${gwp}`);
  return new Set(rows.map((r) => r.seq));
}

function keeps(card: ContentCard, refinement: SearchRefinement, declared: Set<number>): boolean {
  if (refinement.division && card.division !== refinement.division) return false;
  if (refinement.section && card.section !== refinement.section) return false;
  if (!refinement.declaration && refinement.gwpMax === undefined) return true;
  const own = card.declaration;
  const kindMatches = own && (refinement.declaration === undefined || refinement.declaration === 'any' || own.kind === refinement.declaration);
  if (own && kindMatches && !own.expired && (refinement.gwpMax === undefined || (own.gwpKgCo2e ?? Infinity) <= refinement.gwpMax)) return true;
  return card.productSeq !== null && declared.has(card.productSeq);
}

/**
 * The site search (same ranking, spelling correction and counts), narrowed by CSI division or
 * section and by declarations. Without a refinement it is exactly `searchContent`; with one, the
 * first REFINE_WINDOW ranked matches are filtered in rank order and paged. A page past the last is a 404, as in the search.
 */
export async function refinedSearch(db: Queryable, params: SearchParams, refinement: SearchRefinement, today = todayUtc()): Promise<SearchResult> {
  if (!isRefined(refinement)) return searchContent(db, params);
  const window = await searchContent(db, { ...params, page: 1, pageSize: REFINE_WINDOW });
  const seqs = [...new Set(window.items.map((i) => i.productSeq).filter((s): s is number => s !== null))];
  const declared = refinement.declaration || refinement.gwpMax !== undefined ? await declaredProducts(db, seqs, refinement, today) : new Set<number>();
  const kept = window.items.filter((item) => keeps(item, refinement, declared));
  const pageCount = Math.max(1, Math.ceil(kept.length / params.pageSize));
  if (params.page > pageCount) throw notFound(`No page ${params.page}: the last page is ${pageCount}`);
  const start = (params.page - 1) * params.pageSize;
  return {
    ...window,
    total: kept.length,
    // Matches ranked below the window were not looked at: the total is then a lower bound.
    totalCapped: window.total > window.items.length,
    page: params.page,
    pageCount,
    items: kept.slice(start, start + params.pageSize),
  };
}
