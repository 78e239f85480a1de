import type { SqlQuery } from '../db/sql';
import { sql } from '../db/sql';
import { expandQuery } from '../domain/search-expansion';
import type { ThesaurusEntry } from '../domain/search-thesaurus';
import type { PropertyWish } from '../domain/search-understanding';
import { understandQuery } from '../domain/search-understanding';
import { titleContains } from './search-order';

/**
 * ts_rank's weights for the fields {D, C, B, A}: description, manufacturer, title, CSI section title
 * (migration 020 puts each field in its class).
 */
const FIELD_WEIGHTS = '{0.02, 0.1, 0.5, 1.0}';

/** A product of a section named by number comes before anything the words match. */
const SECTION_BONUS = 2;
/** A product whose record meets every rating typed ("R-30", "60 min") comes before those that do not. */
const WISH_BONUS = 1;
/**
 * An item of the thesaurus entry's sections that holds the word itself (or a synonym), not only the section's title
 * ("polyiso" is not every thermal insulation; "sandwich panel" in a precast title is not an insulated metal panel).
 */
const SYNONYM_BONUS = 0.3;
/** And more when its title holds it (weight B, migration 020): "High-Impact EIFS" before a finish its description calls EIFS. */
const TITLE_SYNONYM_BONUS = 0.2;

/** What the search matches with and how it scores a match. */
interface SearchQuery {
  /** A tsquery expression: the typed words, and for each thesaurus word any of its synonyms or sections. */
  tsquery: SqlQuery;
  /** True when the thesaurus or the query understanding changed the query (a precomputed list would not answer it). */
  expanded: boolean;
  /** The match condition over `ci` and `q` (bound in FROM: `(SELECT tsquery AS q) query`). */
  match: SqlQuery;
  /** The relevance score over `ci` (content_items) matched by `q`. */
  score: SqlQuery;
}

function anyPhrase(phrases: readonly string[]): SqlQuery {
  return sql`(${sql.join(phrases.map((p) => sql`phraseto_tsquery('english', ${p})`), ' || ')})`;
}

function wishCondition(wish: PropertyWish): SqlQuery {
  const value = sql`(p.properties ->> ${wish.property})::float8`;
  if (wish.relation === 'at-least') return sql`${value} >= ${wish.value * (1 - 1e-6)}`;
  if (wish.relation === 'at-most') return sql`${value} <= ${wish.value * (1 + 1e-6)}`;
  return sql`abs(${value} - ${wish.value}) <= ${wish.value * 0.02}`;
}

/** Product records (jsonb, canonical units) meeting every wish: a strong boost, never a filter (documents stay listed). */
function wishBonus(wishes: readonly PropertyWish[]): SqlQuery {
  if (wishes.length === 0) return sql`0`;
  const conditions = sql.join(wishes.map(wishCondition), ' AND ');
  return sql`CASE WHEN ci.content_type = 'product' AND EXISTS (
    SELECT 1 FROM products p WHERE p.seq = ci.product_seq AND jsonb_typeof(p.properties) = 'object' AND ${conditions}) THEN ${WISH_BONUS}::float8 ELSE 0 END`;
}

function sectionBonus(sections: readonly string[]): SqlQuery {
  if (sections.length === 0) return sql`0`;
  return sql`CASE WHEN ci.content_type = 'product' AND ci.section = ANY(${[...sections]}::text[]) THEN ${SECTION_BONUS}::float8 ELSE 0 END`;
}

function synonymBonus(entries: readonly ThesaurusEntry[]): SqlQuery {
  if (entries.length === 0) return sql`0`;
  return sql.join(
    entries.map((entry) => {
      const words = anyPhrase(entry.words);
      return sql`CASE WHEN ci.section = ANY(${[...entry.sections]}::text[]) AND ci.search @@ ${words}
        THEN ${SYNONYM_BONUS}::float8 + CASE WHEN ts_filter(ci.search, '{b}') @@ ${words} THEN ${TITLE_SYNONYM_BONUS}::float8 ELSE 0 END ELSE 0 END`;
    }),
    ' + ',
  );
}

/**
 * The text rank with the fields weighted, plus a bonus when the title holds the terms as typed (a product's
 * own name finds it), times the weight of the item's kind (products above certificates for the same words).
 * A thesaurus search gives no title bonus: "drywall" means gypsum board, not every title saying "drywall".
 */
function textScore(terms: string, expanded: boolean): SqlQuery {
  const bonus = expanded || !terms ? sql`0` : sql`CASE WHEN ${titleContains(terms)} THEN 0.5 ELSE 0 END`;
  return sql`((coalesce(ts_rank(${FIELD_WEIGHTS}::real[], ci.search, q), 0) + ${bonus}) * search_type_weight(ci.content_type))`;
}

function textQuery(text: string): { tsquery: SqlQuery; expanded: boolean; entries: ThesaurusEntry[] } {
  const { text: plain, alternatives, entries } = expandQuery(text);
  if (alternatives.length === 0) return { tsquery: sql`websearch_to_tsquery('english', ${text})`, expanded: false, entries: [] };
  const parts = [...(plain ? [sql`websearch_to_tsquery('english', ${plain})`] : []), ...alternatives.map(anyPhrase)];
  return { tsquery: sql`(${sql.join(parts, ' && ')})`, expanded: true, entries };
}

export function searchQuery(terms: string): SearchQuery {
  const understood = understandQuery(terms);
  const understoodAny = understood.sections.length > 0 || understood.wishes.length > 0;
  // A query of ratings alone ("R-30") is searched as typed: a rating is a wish on what the words find.
  const text = understoodAny && (understood.text || understood.sections.length) ? understood.text : terms;
  const wishes = text === terms ? [] : understood.wishes;
  const sections = text === terms ? [] : understood.sections;
  const words = text ? textQuery(text) : null;
  const tsquery = words?.tsquery ?? sql`NULL::tsquery`;
  const inSections = sections.length ? sql`ci.section = ANY(${sections}::text[])` : null;
  const match = inSections ? (words ? sql`(ci.search @@ q OR ${inSections})` : inSections) : sql`ci.search @@ q`;
  const expanded = (words?.expanded ?? false) || text !== terms;
  const score = sql`(${textScore(text, words?.expanded ?? false)} + ${synonymBonus(words?.entries ?? [])} + ${sectionBonus(sections)} + ${wishBonus(wishes)})`;
  return { tsquery, expanded, match, score };
}
