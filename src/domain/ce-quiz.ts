import { z } from 'zod';

/** Percentage of right answers a course quiz needs for the course to count as completed. */
export const QUIZ_PASS_PERCENT = 80;

/** One multiple-choice question of a course quiz, as `ceus.quiz` stores it. */
export const quizQuestionSchema = z.strictObject({
  question: z.string().min(1).max(1000),
  choices: z.array(z.string().max(500)).min(2).max(10),
  /** Index of the right choice. */
  answer: z.number().int().min(0).max(9),
  /** Index of the learning objective the question tests, when the quiz was written from them. */
  objective: z.number().int().min(0).max(29).optional(),
});

export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

/** A question as the quiz page shows it: no answer. */
export type PublicQuizQuestion = Omit<QuizQuestion, 'answer'>;

export interface QuizScore {
  correct: number;
  total: number;
  /** Rounded down, so 79.9% never shows as a pass mark. */
  percent: number;
  passed: boolean;
  /** Indexes of the questions answered wrongly or not at all. */
  missed: number[];
}

/** The questions without their answers. */
export function publicQuiz(quiz: readonly QuizQuestion[]): PublicQuizQuestion[] {
  return quiz.map(({ answer: _answer, ...question }) => question);
}

/**
 * Scores answers (the chosen choice index per question; null or missing for no answer) against a
 * quiz. An empty quiz can never be passed.
 */
export function scoreQuiz(quiz: readonly QuizQuestion[], answers: readonly (number | null | undefined)[]): QuizScore {
  const missed = quiz.flatMap((question, i) => (answers[i] === question.answer ? [] : [i]));
  const total = quiz.length;
  const correct = total - missed.length;
  const percent = total === 0 ? 0 : Math.floor((correct * 100) / total);
  return { correct, total, percent, passed: total > 0 && percent >= QUIZ_PASS_PERCENT, missed };
}

/** How many right answers a quiz of `total` questions needs. */
export function answersNeeded(total: number): number {
  return Math.ceil((total * QUIZ_PASS_PERCENT) / 100);
}

/** The name of the quiz form (a failed or incomplete attempt shows the page again under it). */
export const QUIZ_FORM = 'ce-quiz';

/** The form field of question `i` (radio buttons whose values are choice indexes). */
export const answerField = (i: number) => `q${i}`;

/** The chosen choice per question from a form body; null where nothing valid was chosen. */
export function readAnswers(quiz: readonly Pick<QuizQuestion, 'choices'>[], body: Record<string, unknown>): (number | null)[] {
  return quiz.map((question, i) => {
    const raw = body[answerField(i)];
    if (typeof raw !== 'string' || !/^\d{1,2}$/.test(raw)) return null;
    const choice = Number(raw);
    return choice < question.choices.length ? choice : null;
  });
}
