import { sql } from '../db/sql';
import type { SqlQuery } from '../db/sql';
import type { Db, Queryable } from '../db/types';

/** A lexeme matching at least this many items gets a precomputed result list. */
const COMMON_LEXEME_DOCS = 500;
/** Length of each precomputed result list. */
export const TOP_IDS = 1000;

async function rebuildFacets(tx: Queryable): Promise<void> {
  await tx.query(sql`DELETE FROM content_facets`);
  await tx.query(sql`
    INSERT INTO content_facets (content_type, mf, division, section, n)
    SELECT content_type, mf, division, section, count(*)::int FROM content_items
    WHERE online AND division IS NOT NULL AND section IS NOT NULL
    GROUP BY content_type, mf, division, section`);
}

async function rebuildTopLists(tx: Queryable, commonLexemeDocs: number): Promise<void> {
  await tx.query(sql`DELETE FROM search_top`);
  await tx.query(sql`
    CREATE TEMP TABLE common_lexemes ON COMMIT DROP AS
    SELECT word AS lexeme FROM ts_stat('SELECT search FROM content_items WHERE online')
    WHERE ndoc >= ${commonLexemeDocs}`);
  await insertTopLists(tx, sql`u.lexeme IN (SELECT lexeme FROM common_lexemes)`);
  await tx.query(sql`DELETE FROM search_top_stale`);
}

/** The lists of the lexemes `matching` picks: per content type and for all, the count and the best-scored TOP_IDS ids. */
async function insertTopLists(tx: Queryable, matching: SqlQuery): Promise<void> {
  await tx.query(sql`
    INSERT INTO search_top (lexeme, content_type, total, ids)
    SELECT lexeme, coalesce(content_type, 'all'), count(*)::int,
           (array_agg(id ORDER BY score DESC, popularity DESC, id))[1:${TOP_IDS}]
    FROM (
      -- The best field the word is in (section title, title, manufacturer, description) times the item's kind.
      SELECT u.lexeme, ci.id, ci.content_type, ci.popularity,
             search_weights_score(u.weights) * search_type_weight(ci.content_type) AS score
      FROM content_items ci CROSS JOIN LATERAL unnest(ci.search) u
      WHERE ci.online AND ${matching}
    ) m
    GROUP BY GROUPING SETS ((lexeme), (lexeme, content_type))`);
}

/** A tsquery matching any of `lexemes` as they are (quoted: no parsing or stemming). */
function anyLexeme(lexemes: readonly string[]): string {
  return lexemes.map((lexeme) => `'${lexeme.replace(/['\\]/g, (c) => c + c)}'`).join(' | ');
}

/**
 * Recomputes the lists of the common words that changed items carry (search_top_stale, filled by a trigger on
 * content_items): a few index lookups, where rebuilding every list scans the whole catalog.
 */
async function refreshStaleTopLists(tx: Queryable): Promise<void> {
  const stale = (await tx.many<{ lexeme: string }>(sql`DELETE FROM search_top_stale RETURNING lexeme`)).map((row) => row.lexeme);
  if (stale.length === 0) return;
  await tx.query(sql`DELETE FROM search_top WHERE lexeme = ANY(${stale})`);
  await insertTopLists(tx, sql`ci.search @@ ${anyLexeme(stale)}::tsquery AND u.lexeme = ANY(${stale})`);
}

/**
 * Rebuilds the derived search tables after bulk catalog changes: the dictionary of
 * indexed words (typo correction), the precomputed results of common words, and the
 * browse counts.
 */
export async function rebuildSearchIndex(db: Db, options: { commonLexemeDocs?: number } = {}): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(sql`DELETE FROM search_words`);
    await tx.query(sql`
      INSERT INTO search_words (word, ndoc)
      SELECT word, ndoc FROM ts_stat('SELECT name_words FROM content_items')
      WHERE length(word) BETWEEN 3 AND 40 AND word ~ '^[a-z][a-z0-9-]*$'`);
    await rebuildFacets(tx);
    await rebuildTopLists(tx, options.commonLexemeDocs ?? COMMON_LEXEME_DOCS);
  });
  // After a bulk load: fresh statistics for the planner, and a visibility map so index-only scans
  // (the featured-product sample) need no table reads. The embedded database has no autovacuum.
  await db.exec('VACUUM ANALYZE');
}

/**
 * What a catalog write makes stale, refreshed inside its transaction: the browse counts (one grouped scan) and the
 * precomputed lists of the common words that changed items carry. The data version moves in the same transaction
 * (the catalog tables' triggers), so cached pages are rebuilt from counts that agree with them.
 */
export async function refreshSearchSummaries(tx: Queryable): Promise<void> {
  await rebuildFacets(tx);
  await refreshStaleTopLists(tx);
}
