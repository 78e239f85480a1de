import type { SqlQuery } from '../db/sql';
import { sql } from '../db/sql';
import { expandQuery } from '../domain/search-expansion';
import { titleContains } from './search-order';

/**
 * ts_rank's weights for the fields {D, C, B, A}: description, manufacturer, title, CSI section title
 * (migration 020 puts each field in its class).
 */
const FIELD_WEIGHTS = '{0.02, 0.1, 0.5, 1.0}';

/** What the search matches with and how it scores a match. */
interface SearchQuery {
  /** A tsquery expression: the typed words, and for each thesaurus word any of its synonyms or sections. */
  tsquery: SqlQuery;
  /** True when the thesaurus changed the query (a precomputed list of the typed word would not answer it). */
  expanded: boolean;
  /** The relevance score over `ci` (content_items) matched by `q` (bound in FROM: `(SELECT tsquery AS q) query`). */
  score: SqlQuery;
}

function anyPhrase(phrases: readonly string[]): SqlQuery {
  return sql`(${sql.join(phrases.map((p) => sql`phraseto_tsquery('english', ${p})`), ' || ')})`;
}

/**
 * The text rank with the fields weighted, plus a bonus when the title holds the terms as typed (a product's
 * own name finds it), times the weight of the item's kind (products above certificates for the same words).
 * A thesaurus search gives no title bonus: "drywall" means gypsum board, not every title saying "drywall".
 */
function scoreOf(terms: string, expanded: boolean): SqlQuery {
  const bonus = expanded ? sql`0` : sql`CASE WHEN ${titleContains(terms)} THEN 0.5 ELSE 0 END`;
  return sql`((ts_rank(${FIELD_WEIGHTS}::real[], ci.search, q) + ${bonus}) * search_type_weight(ci.content_type))`;
}

export function searchQuery(terms: string): SearchQuery {
  const { text, alternatives } = expandQuery(terms);
  if (alternatives.length === 0) {
    return { tsquery: sql`websearch_to_tsquery('english', ${terms})`, expanded: false, score: scoreOf(terms, false) };
  }
  const parts = [...(text ? [sql`websearch_to_tsquery('english', ${text})`] : []), ...alternatives.map(anyPhrase)];
  return { tsquery: sql`(${sql.join(parts, ' && ')})`, expanded: true, score: scoreOf(terms, true) };
}
