import { courseSeqs } from '../../services/sitemap-keys';
import { CeCreditsPage } from '../../pages/learning/ce-credits-page';
import { CoursePage } from '../../pages/learning/course-page';
import { CoursesPage } from '../../pages/learning/courses-page';
import { QuizPage } from '../../pages/learning/quiz-page';
import { loadCeCredits } from '../loaders/learning/ce-credits';
import { loadCourse, loadCourses } from '../loaders/learning/courses';
import { loadQuiz } from '../loaders/learning/quiz';
import { quizAction } from '../actions/quiz-action';
import type { RouteDef } from '../page-types';
import { route } from '../page-types';
import { LISTING_QUERY, plainIdParams } from '../../http/query-schemas';

/**
 * Continuing education (issue 6): courses, their quizzes (signed in; the answers post to
 * src/web/actions/quiz-action.ts) and the credit tracker. The old /ce/... paths are rows of src/web/legacy.ts;
 * certificates are files, served by src/web/certificate-route.ts.
 */
export const LEARNING_ROUTES: readonly RouteDef[] = [
  route({ path: '/continuing-education', cache: 'public', query: LISTING_QUERY, page: CoursesPage, load: loadCourses, examples: ['/continuing-education'] }),
  route({
    path: '/continuing-education/:id',
    cache: 'public',
    page: CoursePage,
    load: loadCourse,
    params: plainIdParams,
    sitemap: async (db) => (await courseSeqs(db)).map((seq) => `/continuing-education/${seq}`),
  }),
  route({ path: '/continuing-education/:id/quiz', page: QuizPage, load: loadQuiz, params: plainIdParams, actions: [quizAction], guard: 'auth', cache: 'never', sitemap: false }),
  route({ path: '/account/ce-credits', page: CeCreditsPage, load: loadCeCredits, guard: 'auth', cache: 'never', sitemap: false }),
];
