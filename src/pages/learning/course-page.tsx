import { Breadcrumbs } from '../../components/breadcrumbs';
import { QUIZ_PASS_PERCENT } from '../../domain/ce-quiz';
import { signInHref } from '../../domain/return-path';
import type { Completion } from '../../services/learning/completions';
import type { Course } from '../../services/learning/courses';
import { CourseFacts, Objectives } from './course-facts';

export interface CoursePageProps {
  course: Course;
  podcasts: { seq: number; title: string; publishedAt: string }[];
  signedIn: boolean;
  completion: Completion | null;
}

function QuizCall({ course, signedIn, completion }: Omit<CoursePageProps, 'podcasts'>) {
  const quizPath = `/continuing-education/${course.seq}/quiz`;
  if (course.questionCount === 0) return <p>This course has no quiz yet.</p>;
  if (completion) {
    return (
      <p className="notice" role="status">
        You completed this course on <time dateTime={completion.completedAt}>{completion.completedAt}</time> with {completion.score}%.{' '}
        <a href={`/account/ce-credits/${completion.seq}/certificate.pdf`}>Download your certificate (PDF)</a> or{' '}
        <a href={quizPath}>take the quiz again</a>.
      </p>
    );
  }
  return (
    <p>
      <a className="button" href={signedIn ? quizPath : signInHref(quizPath)}>
        {signedIn ? 'Take the quiz' : 'Sign in to take the quiz'}
      </a>{' '}
      {course.questionCount} multiple-choice questions; {QUIZ_PASS_PERCENT}% right answers pass.
    </p>
  );
}

/** /continuing-education/{id}: one course, how to earn its credit, and the episodes that carry it. */
export function CoursePage({ course, podcasts, signedIn, completion }: CoursePageProps) {
  return (
    <>
      <Breadcrumbs items={[{ label: 'Continuing education', href: '/continuing-education' }, { label: course.title }]} />
      <article className="course-page" aria-labelledby="course-page-title">
        <header className="page-intro">
          <p className="eyebrow">Continuing education course</p>
          <h1 id="course-page-title">{course.title}</h1>
          <p className="lead">{course.description}</p>
        </header>
        <CourseFacts course={course} />
        <Objectives objectives={course.objectives} headingId="objectives-title" />
        {podcasts.length > 0 && (
          <section aria-labelledby="listen-title">
            <h2 id="listen-title">Listen first</h2>
            <ul className="plain-list">
              {podcasts.map((p) => (
                <li key={p.seq}>
                  <a href={`/podcast/${p.seq}`}>{p.title}</a> <time dateTime={p.publishedAt}>{p.publishedAt}</time>
                </li>
              ))}
            </ul>
          </section>
        )}
        <section aria-labelledby="credit-title" className="course-page__credit">
          <h2 id="credit-title">Earn the credit</h2>
          <QuizCall course={course} signedIn={signedIn} completion={completion} />
          <p className="muted">
            Your certificate names the course, its provider and course numbers, the credits and the date. Providers report
            learning units to the AIA; keep the certificate for your licensing board, as{' '}
            <a href="/AIArules">the continuing education rules</a> explain.
          </p>
        </section>
      </article>
    </>
  );
}
