import { sql } from '../../db/sql';
import type { SqlQuery } from '../../db/sql';
import type { Queryable } from '../../db/types';
import { companyPath } from '../../domain/company-id';
import type { SortState } from '../../domain/sort';
import type { Course } from '../learning/courses';
import { getCourse } from '../learning/courses';
import { orderBy } from '../listing-sort';
import type { Page } from '../pagination';
import { offsetOf, pageOf, PAGE_SIZE } from '../pagination';

/** A podcast guest (an `external_contacts` row). */
interface Guest {
  seq: number;
  fullName: string;
  title: string;
  company: string;
  bio: string;
}

/** A podcast episode in a list. */
export interface PodcastSummary {
  seq: number;
  title: string;
  summary: string;
  durationSec: number;
  /** Where the recording is kept (a file of this site under DATA_DIR/media), whether or not it is there. */
  audioUrl: string | null;
  publishedAt: string;
  guests: string[];
  /** The course the episode carries, in brief. */
  ceu: { seq: number; title: string; creditHours: number; hsw: boolean } | null;
}

export interface Podcast extends Omit<PodcastSummary, 'guests' | 'ceu'> {
  transcript: string;
  sponsor: { coid: number; name: string; path: string } | null;
  guests: Guest[];
  ceu: Course | null;
}

export const PODCAST_SORT_FIELDS = ['date', 'title', 'duration'] as const;
const SORT_COLUMNS = { date: 'p.published_at', title: 'lower(p.title)', duration: 'p.duration_sec' };
const NEWEST: SortState = { field: 'date', direction: 'desc' };

const SUMMARY_COLUMNS = sql.raw(`p.seq, p.title, p.summary, p.duration_sec AS "durationSec", p.audio_url AS "audioUrl",
  to_char(p.published_at, 'YYYY-MM-DD') AS "publishedAt",
  coalesce((SELECT jsonb_agg(g.full_name ORDER BY g.seq) FROM external_contacts g WHERE g.podcast_seq = p.seq), '[]'::jsonb) AS guests,
  CASE WHEN e.seq IS NULL THEN NULL
    ELSE jsonb_build_object('seq', e.seq, 'title', e.title, 'creditHours', e.credit_hours::float8, 'hsw', e.hsw) END AS ceu`);

async function summaries(db: Queryable, where: SqlQuery, order: SqlQuery, limit: number, offset = 0): Promise<PodcastSummary[]> {
  return db.many<PodcastSummary>(sql`
    SELECT ${SUMMARY_COLUMNS} FROM podcasts p LEFT JOIN ceus e ON e.seq = p.ceu_seq
    WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`);
}

/** Episodes newest first (or sorted), a page at a time. */
export async function listPodcasts(db: Queryable, options: { page?: number; sort?: SortState } = {}): Promise<Page<PodcastSummary>> {
  const page = options.page ?? 1;
  const [total, items] = await Promise.all([
    db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM podcasts`),
    summaries(db, sql`true`, orderBy(options.sort ?? NEWEST, SORT_COLUMNS, 'p.seq DESC'), PAGE_SIZE, offsetOf(page)),
  ]);
  return pageOf(items, total.n, page);
}

/**
 * Our selection: the episodes that carry a continuing-education course (read or listen, then take
 * the course's quiz), newest first, at most `limit`.
 */
export async function bestPodcasts(db: Queryable, limit = 12): Promise<PodcastSummary[]> {
  return summaries(db, sql`p.ceu_seq IS NOT NULL`, sql`p.published_at DESC, p.seq DESC`, limit);
}

export async function podcastGuests(db: Queryable, podcastSeq: number): Promise<Guest[]> {
  return db.many<Guest>(sql`
    SELECT seq, full_name AS "fullName", title, company, bio FROM external_contacts
    WHERE podcast_seq = ${podcastSeq} ORDER BY seq`);
}

type Row = Omit<Podcast, 'sponsor' | 'guests' | 'ceu'> & { coid: number | null; companyName: string | null; ceuSeq: number | null };

/** One episode with its guests, sponsor and course; null when there is no such episode. */
export async function getPodcast(db: Queryable, seq: number): Promise<Podcast | null> {
  const row = await db.maybeOne<Row>(sql`
    SELECT p.seq, p.title, p.summary, p.transcript, p.audio_url AS "audioUrl", p.duration_sec AS "durationSec",
      to_char(p.published_at, 'YYYY-MM-DD') AS "publishedAt", p.ceu_seq AS "ceuSeq", p.coid, c.name AS "companyName"
    FROM podcasts p LEFT JOIN companies c ON c.coid = p.coid WHERE p.seq = ${seq}`);
  if (!row) return null;
  const { coid, companyName, ceuSeq, ...podcast } = row;
  const [guests, ceu] = await Promise.all([podcastGuests(db, seq), ceuSeq === null ? null : getCourse(db, ceuSeq)]);
  const sponsor = coid !== null && companyName !== null ? { coid, name: companyName, path: companyPath(companyName, coid) } : null;
  return { ...podcast, sponsor, guests, ceu };
}

/** Whether a podcast exists (the guests API answers 404 for an unknown one). */
export async function podcastExists(db: Queryable, seq: number): Promise<boolean> {
  return (await db.maybeOne(sql`SELECT 1 FROM podcasts WHERE seq = ${seq}`)) !== null;
}
