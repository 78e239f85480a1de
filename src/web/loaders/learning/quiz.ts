import type { z } from 'zod';
import { publicQuiz, QUIZ_FORM } from '../../../domain/ce-quiz';
import { notFound } from '../../../errors';
import type { QuizPageProps } from '../../../pages/learning/quiz-page';
import { courseCompletion } from '../../../services/learning/completions';
import { courseQuiz, getCourse } from '../../../services/learning/courses';
import type { LoaderContext, LoaderResult } from '../../page-types';
import type { plainIdParams } from '../../../http/query-schemas';
import { formView, signedIn } from '../account/account-kit';

/** /continuing-education/{id}/quiz (signed in): the questions without their answers; a failed attempt's answers and result. */
export async function loadQuiz(ctx: LoaderContext<z.infer<typeof plainIdParams>>): Promise<LoaderResult<QuizPageProps>> {
  const user = signedIn(ctx);
  const [course, quiz, completion] = await Promise.all([
    getCourse(ctx.db, ctx.params.id),
    courseQuiz(ctx.db, ctx.params.id),
    courseCompletion(ctx.db, user.seq, ctx.params.id),
  ]);
  if (!course || quiz.length === 0) throw notFound(`No quiz for course ${ctx.params.id}`);
  return {
    props: {
      course: { seq: course.seq, title: course.title },
      questions: publicQuiz(quiz),
      form: formView(ctx, QUIZ_FORM),
      formName: QUIZ_FORM,
      bestScore: completion?.score ?? null,
    },
    head: { title: `Quiz: ${course.title}`, description: `The quiz of the continuing-education course ${course.title}.`, robots: 'noindex' },
  };
}
