import { sql } from '../../src/db/sql';
import type { Queryable } from '../../src/db/types';
import { DEFAULT_SEARCH_SORT } from '../../src/domain/search-sort';
import { searchContent } from '../../src/services/search';
import type { JudgedQuery } from '../../test/fixtures/judged-queries';
import { JUDGED_QUERIES } from '../../test/fixtures/judged-queries';

/** A judged query's score; `answerable` is false when the catalog holds no online item of its sections. */
interface QueryScore {
  query: string;
  answerable: boolean;
  returned: number;
  relevantInTop: number;
  precision: number;
}

export interface RelevanceScores {
  /** Mean precision at 10 over the answerable queries. */
  precisionAt10: number;
  queries: QueryScore[];
  /** Share of sampled products whose own name finds their product page in the top 3. */
  knownItem: number;
  knownItemSample: number;
  knownItemMisses: string[];
}

const search = (db: Queryable, terms: string, pageSize: number) =>
  searchContent(db, { terms, page: 1, pageSize, sort: DEFAULT_SEARCH_SORT });

/** The sections that have online items: a query judged only with other sections cannot be answered. */
async function stockedSections(db: Queryable): Promise<Set<string>> {
  const rows = await db.many<{ section: string }>(sql`SELECT DISTINCT section FROM content_items WHERE online AND section IS NOT NULL`);
  return new Set(rows.map((r) => r.section));
}

/** Precision at 10: the share of the first ten results (fewer when fewer came back) in a relevant section. */
async function precisionAt10(db: Queryable, judged: JudgedQuery, stocked: Set<string>): Promise<QueryScore> {
  const answerable = judged.relevant.some((s) => stocked.has(s));
  const { items } = await search(db, judged.query, 10);
  const relevantInTop = items.filter((i) => i.section !== null && judged.relevant.includes(i.section)).length;
  return { query: judged.query, answerable, returned: items.length, relevantInTop, precision: items.length ? relevantInTop / items.length : 0 };
}

/** Known-item success over every `step`-th online product: its own name finds its product page in the top 3. */
async function knownItemSuccess(db: Queryable, sample = 100): Promise<{ rate: number; sample: number; misses: string[] }> {
  const products = await db.many<{ id: number; title: string }>(sql`
    SELECT id, title FROM (
      SELECT id, title, row_number() OVER (ORDER BY id) AS n, count(*) OVER () AS total
      FROM content_items WHERE online AND content_type = 'product') p
    WHERE (n - 1) % greatest(1, total / ${sample}) = 0 ORDER BY id LIMIT ${sample}`);
  const misses: string[] = [];
  for (const product of products) {
    const { items } = await search(db, product.title, 3);
    if (!items.some((i) => i.id === product.id)) misses.push(product.title);
  }
  return { rate: products.length ? 1 - misses.length / products.length : 0, sample: products.length, misses };
}

export async function relevanceScores(db: Queryable, judged: readonly JudgedQuery[] = JUDGED_QUERIES): Promise<RelevanceScores> {
  const stocked = await stockedSections(db);
  const queries: QueryScore[] = [];
  for (const query of judged) queries.push(await precisionAt10(db, query, stocked));
  const answered = queries.filter((q) => q.answerable);
  const known = await knownItemSuccess(db);
  return {
    precisionAt10: answered.length ? answered.reduce((sum, q) => sum + q.precision, 0) / answered.length : 0,
    queries,
    knownItem: known.rate,
    knownItemSample: known.sample,
    knownItemMisses: known.misses,
  };
}

const percent = (x: number) => `${(x * 100).toFixed(1)} %`;

/** Markdown lines for `npm run bench`: precision at 10 on the judged queries and known-item success. */
export async function relevanceReport(db: Queryable): Promise<string> {
  const scores = await relevanceScores(db);
  const answerable = scores.queries.filter((q) => q.answerable);
  const weakest = answerable.filter((q) => q.precision < 1).sort((a, b) => a.precision - b.precision).slice(0, 5);
  const unanswerable = scores.queries.filter((q) => !q.answerable).map((q) => `“${q.query}”`);
  return [
    '## Relevance',
    '',
    `- Precision at 10 over ${answerable.length} judged queries: **${percent(scores.precisionAt10)}** (target 95 %)`,
    `- Known-item success (a product's name finds it in the top 3) over ${scores.knownItemSample} products: **${percent(scores.knownItem)}** (target 90 %)`,
    ...(weakest.length ? [`- Weakest: ${weakest.map((q) => `“${q.query}” ${q.relevantInTop}/${q.returned}`).join(', ')}`] : []),
    ...(unanswerable.length ? [`- Not answerable on this catalog (no items in their sections): ${unanswerable.join(', ')}`] : []),
  ].join('\n');
}
