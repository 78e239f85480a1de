import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';
import type { QuizQuestion } from '../../domain/ce-quiz';
import { companyPath } from '../../domain/company-id';
import type { SortState } from '../../domain/sort';
import { orderBy } from '../listing-sort';

/** A continuing-education course (a `ceus` row) as pages and the API show it: never with its answer key. */
export interface Course {
  seq: number;
  title: string;
  description: string;
  objectives: string[];
  creditHours: number;
  /** Health, safety and welfare credit. */
  hsw: boolean;
  providerNumber: string;
  courseNumber: string;
  /** The manufacturer offering the course, if any. */
  provider: { coid: number; name: string; path: string } | null;
  publishedAt: string;
  questionCount: number;
}

export const COURSE_SORT_FIELDS = ['date', 'title', 'credits'] as const;
const SORT_COLUMNS = { date: 'e.published_at', title: 'lower(e.title)', credits: 'e.credit_hours' };
const NEWEST: SortState = { field: 'date', direction: 'desc' };

type Row = Omit<Course, 'provider'> & { coid: number | null; companyName: string | null };

const COURSE_COLUMNS = sql.raw(`e.seq, e.title, e.description, e.objectives, e.credit_hours::float8 AS "creditHours", e.hsw,
  e.provider_number AS "providerNumber", e.course_number AS "courseNumber", e.coid, c.name AS "companyName",
  to_char(e.published_at, 'YYYY-MM-DD') AS "publishedAt", jsonb_array_length(e.quiz)::int AS "questionCount"`);

function toCourse({ coid, companyName, ...row }: Row): Course {
  return { ...row, provider: coid !== null && companyName !== null ? { coid, name: companyName, path: companyPath(companyName, coid) } : null };
}

/** Every course, newest first or sorted (a short list: no paging). */
export async function listCourses(db: Queryable, sort: SortState = NEWEST): Promise<Course[]> {
  const rows = await db.many<Row>(sql`
    SELECT ${COURSE_COLUMNS} FROM ceus e LEFT JOIN companies c ON c.coid = e.coid
    ORDER BY ${orderBy(sort, SORT_COLUMNS, 'e.seq DESC')}`);
  return rows.map(toCourse);
}

export async function getCourse(db: Queryable, seq: number): Promise<Course | null> {
  const row = await db.maybeOne<Row>(sql`SELECT ${COURSE_COLUMNS} FROM ceus e LEFT JOIN companies c ON c.coid = e.coid WHERE e.seq = ${seq}`);
  return row && toCourse(row);
}

/** The answer key of a course's quiz (empty when the course has none or does not exist). */
export async function courseQuiz(db: Queryable, seq: number): Promise<QuizQuestion[]> {
  const row = await db.maybeOne<{ quiz: QuizQuestion[] }>(sql`SELECT quiz FROM ceus WHERE seq = ${seq}`);
  return row?.quiz ?? [];
}

/** Podcast episodes that carry a course, newest first. */
export async function coursePodcasts(db: Queryable, seq: number): Promise<{ seq: number; title: string; publishedAt: string }[]> {
  return db.many(sql`
    SELECT seq, title, to_char(published_at, 'YYYY-MM-DD') AS "publishedAt"
    FROM podcasts WHERE ceu_seq = ${seq} ORDER BY published_at DESC, seq DESC`);
}
