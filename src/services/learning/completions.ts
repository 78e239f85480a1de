import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';
import type { QuizScore } from '../../domain/ce-quiz';
import { scoreQuiz } from '../../domain/ce-quiz';
import { notFound } from '../../errors';
import { courseQuiz, getCourse } from './courses';

/** A passed course of one user: the course as it was when first passed, and the best score. */
export interface Completion {
  seq: number;
  /** Null once the course has been removed. */
  ceuSeq: number | null;
  courseTitle: string;
  providerName: string;
  providerNumber: string;
  courseNumber: string;
  creditHours: number;
  hsw: boolean;
  /** Best score, percent. */
  score: number;
  /** First pass, YYYY-MM-DD (UTC): the day the credit was earned. */
  completedAt: string;
}

interface QuizAttempt {
  score: QuizScore;
  /** The completion when the attempt passed (with the best score so far), else null. */
  completion: Completion | null;
}

const COLUMNS = sql.raw(`seq, ceu_seq AS "ceuSeq", course_title AS "courseTitle", provider_name AS "providerName",
  provider_number AS "providerNumber", course_number AS "courseNumber", credit_hours::float8 AS "creditHours", hsw, score,
  to_char(completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS "completedAt"`);

/**
 * Scores a user's answers to a course quiz. A pass records the completion (the first pass keeps
 * its date; a later, better pass raises the score). A failed attempt records nothing.
 * An unknown course, or one without a quiz, is a 404.
 */
export async function submitQuiz(db: Queryable, userSeq: number, ceuSeq: number, answers: readonly (number | null)[]): Promise<QuizAttempt> {
  const [course, quiz] = await Promise.all([getCourse(db, ceuSeq), courseQuiz(db, ceuSeq)]);
  if (!course || quiz.length === 0) throw notFound(`No course quiz ${ceuSeq}`);
  const score = scoreQuiz(quiz, answers);
  if (!score.passed) return { score, completion: null };
  const completion = await db.one<Completion>(sql`
    INSERT INTO ce_completions (user_seq, ceu_seq, course_title, provider_name, provider_number, course_number, credit_hours, hsw, score)
    VALUES (${userSeq}, ${ceuSeq}, ${course.title}, ${course.provider?.name ?? ''}, ${course.providerNumber}, ${course.courseNumber},
      ${course.creditHours}, ${course.hsw}, ${score.percent})
    ON CONFLICT (user_seq, ceu_seq) DO UPDATE SET
      score = greatest(ce_completions.score, excluded.score),
      best_at = CASE WHEN excluded.score > ce_completions.score THEN now() ELSE ce_completions.best_at END
    RETURNING ${COLUMNS}`);
  return { score, completion };
}

/** A user's completions, newest first. */
export async function listCompletions(db: Queryable, userSeq: number): Promise<Completion[]> {
  return db.many<Completion>(sql`SELECT ${COLUMNS} FROM ce_completions WHERE user_seq = ${userSeq} ORDER BY completed_at DESC, seq DESC`);
}

/** One completion of this user (another user's is indistinguishable from an unknown one). */
export async function getCompletion(db: Queryable, userSeq: number, seq: number): Promise<Completion | null> {
  return db.maybeOne<Completion>(sql`SELECT ${COLUMNS} FROM ce_completions WHERE user_seq = ${userSeq} AND seq = ${seq}`);
}

/** The user's completion of a course, if any. */
export async function courseCompletion(db: Queryable, userSeq: number, ceuSeq: number): Promise<Completion | null> {
  return db.maybeOne<Completion>(sql`SELECT ${COLUMNS} FROM ce_completions WHERE user_seq = ${userSeq} AND ceu_seq = ${ceuSeq}`);
}
