import { Router } from 'express';
import { answerField, answersNeeded, QUIZ_FORM, readAnswers } from '../domain/ce-quiz';
import { notFound } from '../errors';
import { submitQuiz } from '../services/learning/completions';
import { courseQuiz } from '../services/learning/courses';
import { plainIdParams } from '../http/query-schemas';
import { formValues, showForm, signInFirst } from './accounts/forms/form-kit';
import type { ApiDeps } from './deps';

/**
 * POST /continuing-education/{id}/quiz (signed in, plain form): a pass records the completion
 * and goes to /account/ce-credits; a missing answer (400) or a failed attempt (200) shows the
 * quiz again with the answers given and the questions to look at again.
 */
export function ceQuizForms({ db }: ApiDeps): Router {
  const router = Router();
  router.post('/continuing-education/:id/quiz', async (req, res, next) => {
    const parsed = plainIdParams.safeParse(req.params);
    if (!parsed.success) throw notFound(`Page Not Found: ${req.path}`);
    const pagePath = `/continuing-education/${parsed.data.id}/quiz`;
    if (!req.user) return signInFirst(res, pagePath);
    const quiz = await courseQuiz(db, parsed.data.id);
    if (quiz.length === 0) throw notFound(`Page Not Found: ${req.path}`);

    const answers = readAnswers(quiz, (req.body ?? {}) as Record<string, unknown>);
    const values = formValues(req.body);
    const unanswered = answers.flatMap((answer, i) => (answer === null ? [i] : []));
    if (unanswered.length > 0) {
      const errors = Object.fromEntries(unanswered.map((i) => [answerField(i), 'Choose an answer']));
      return showForm(req, res, next, pagePath, { form: QUIZ_FORM, status: 400, values, errors, message: 'Answer every question, then send the quiz.' });
    }
    const attempt = await submitQuiz(db, req.user.seq, parsed.data.id, answers);
    if (attempt.completion) return res.redirect(303, `/account/ce-credits?passed=${attempt.completion.seq}`);
    const { correct, total, percent, missed } = attempt.score;
    const errors = Object.fromEntries(missed.map((i) => [answerField(i), 'This answer is not right']));
    const message = `You answered ${correct} of ${total} correctly (${percent}%). You need ${answersNeeded(total)} right answers to pass: read the learning objectives again and try once more.`;
    showForm(req, res, next, pagePath, { form: QUIZ_FORM, status: 200, values, errors, message });
  });
  return router;
}
