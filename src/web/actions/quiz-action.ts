import { z } from 'zod';
import { answerField, answersNeeded, QUIZ_FORM, readAnswers } from '../../domain/ce-quiz';
import { notFound } from '../../errors';
import { requireUser } from '../../auth/require';
import { submitQuiz } from '../../services/learning/completions';
import { courseQuiz } from '../../services/learning/courses';
import { action } from '../page-types';

/**
 * POST /continuing-education/{id}/quiz (signed in): a pass records the completion and goes to /account/ce-credits;
 * a missing answer (400) or a failed attempt (200) shows the quiz again with the answers given and the questions
 * to look at again.
 */
export const quizAction = action<{ id: number }, Record<string, unknown>, Awaited<ReturnType<typeof courseQuiz>>>({
  form: QUIZ_FORM,
  // One field per question (answerField): read against the course's own quiz below.
  body: z.record(z.string(), z.unknown()),
  async target({ db, params }) {
    const quiz = await courseQuiz(db, params.id);
    if (quiz.length === 0) throw notFound(`No quiz for course ${params.id}`);
    return quiz;
  },
  async run({ db, user, params, target: quiz }, body) {
    const answers = readAnswers(quiz, body);
    const unanswered = answers.flatMap((answer, i) => (answer === null ? [i] : []));
    if (unanswered.length > 0) {
      const errors = Object.fromEntries(unanswered.map((i) => [answerField(i), 'Choose an answer']));
      return { status: 400, failure: { errors, message: 'Answer every question, then send the quiz.' } };
    }
    const attempt = await submitQuiz(db, requireUser({ user }).seq, params.id, answers);
    if (attempt.completion) return { redirect: `/account/ce-credits?passed=${attempt.completion.seq}` };
    const { correct, total, percent, missed } = attempt.score;
    const errors = Object.fromEntries(missed.map((i) => [answerField(i), 'This answer is not right']));
    const message = `You answered ${correct} of ${total} correctly (${percent}%). You need ${answersNeeded(total)} right answers to pass: read the learning objectives again and try once more.`;
    return { failure: { errors, message } };
  },
});
