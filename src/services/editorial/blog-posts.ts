import { sql } from '../../db/sql';
import type { SqlQuery } from '../../db/sql';
import type { Queryable } from '../../db/types';
import type { SortState } from '../../domain/sort';
import { orderBy } from '../listing-sort';
import type { Page } from '../pagination';
import { offsetOf, pageOf, PAGE_SIZE } from '../pagination';

export interface BlogPostSummary {
  seq: number;
  title: string;
  author: string;
  summary: string;
  division: string | null;
  divisionTitle: string | null;
  publishedAt: string;
  /** Words in the body, for "n-minute read". */
  words: number;
}

export interface BlogPost extends BlogPostSummary {
  /** The body's paragraphs. */
  paragraphs: string[];
}

export const BLOG_SORT_FIELDS = ['date', 'title', 'author'] as const;
const SORT_COLUMNS = { date: 'b.published_at', title: 'lower(b.title)', author: 'lower(b.author)' };
const NEWEST: SortState = { field: 'date', direction: 'desc' };

const SUMMARY_COLUMNS = sql.raw(`b.seq, b.title, b.author, b.summary, b.division, d.title AS "divisionTitle",
  to_char(b.published_at, 'YYYY-MM-DD') AS "publishedAt",
  coalesce(array_length(regexp_split_to_array(trim(b.body), '\\s+'), 1), 0)::int AS words`);
const FROM = sql.raw(`blog_posts b LEFT JOIN csi_divisions d ON d.mf = '04' AND d.division = b.division`);

async function summaries(db: Queryable, where: SqlQuery, order: SqlQuery, limit: number, offset = 0): Promise<BlogPostSummary[]> {
  return db.many<BlogPostSummary>(sql`SELECT ${SUMMARY_COLUMNS} FROM ${FROM} WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`);
}

/** Posts newest first (or sorted), a page at a time. */
export async function listBlogPosts(db: Queryable, options: { page?: number; sort?: SortState } = {}): Promise<Page<BlogPostSummary>> {
  const page = options.page ?? 1;
  const [total, items] = await Promise.all([
    db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM blog_posts`),
    summaries(db, sql`true`, orderBy(options.sort ?? NEWEST, SORT_COLUMNS, 'b.seq DESC'), PAGE_SIZE, offsetOf(page)),
  ]);
  return pageOf(items, total.n, page);
}

/**
 * Our selection: for each MasterFormat division, its most thorough post (the longest body; the
 * newest breaks ties), in division order.
 */
export async function bestBlogPosts(db: Queryable): Promise<BlogPostSummary[]> {
  return db.many<BlogPostSummary>(sql`
    SELECT * FROM (
      SELECT DISTINCT ON (b.division) ${SUMMARY_COLUMNS} FROM ${FROM}
      WHERE b.division IS NOT NULL
      ORDER BY b.division, length(b.body) DESC, b.published_at DESC, b.seq DESC
    ) best ORDER BY division`);
}

/** One post with its paragraphs; null when there is no such post. */
export async function getBlogPost(db: Queryable, seq: number): Promise<BlogPost | null> {
  const row = await db.maybeOne<BlogPostSummary & { body: string }>(sql`SELECT ${SUMMARY_COLUMNS}, b.body FROM ${FROM} WHERE b.seq = ${seq}`);
  if (!row) return null;
  const { body, ...post } = row;
  return { ...post, paragraphs: body.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean) };
}

/** Other posts of the same division, newest first. */
export async function relatedBlogPosts(db: Queryable, post: Pick<BlogPost, 'seq' | 'division'>, limit = 3): Promise<BlogPostSummary[]> {
  if (!post.division) return [];
  return summaries(db, sql`b.division = ${post.division} AND b.seq <> ${post.seq}`, sql`b.published_at DESC, b.seq DESC`, limit);
}
