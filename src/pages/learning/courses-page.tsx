import { Breadcrumbs } from '../../components/breadcrumbs';
import type { SortField } from '../../components/sort-links';
import { SortLinks } from '../../components/sort-links';
import type { SortState } from '../../domain/sort';
import type { Course } from '../../services/learning/courses';
import { creditLabel } from '../../domain/ce-credits';
import { formatCount } from '../../domain/count-text';

const COURSE_SORT: readonly SortField[] = [
  { field: 'date', label: 'Newest', defaultDirection: 'desc' },
  { field: 'title', label: 'Title', defaultDirection: 'asc' },
  { field: 'credits', label: 'Credits', defaultDirection: 'desc' },
];

export interface CoursesPageProps {
  courses: Course[];
  sort: SortState;
  /** Course seq → completion seq, for a signed-in visitor. */
  completed: Record<number, number>;
  signedIn: boolean;
}

/** /continuing-education: every course with its credits, provider and numbers. */
export function CoursesPage({ courses, sort, completed, signedIn }: CoursesPageProps) {
  return (
    <>
      <Breadcrumbs items={[{ label: 'Continuing education' }]} />
      <header className="page-intro">
        <h1>Continuing education</h1>
        <p className="lead">
          Short courses from building product manufacturers, each with learning objectives, credit hours in AIA learning
          units and a short quiz. Pass the quiz to record the course and download a certificate of completion.
        </p>
      </header>
      <p>
        {signedIn ? (
          <a href="/account/ce-credits">Your credits and certificates</a>
        ) : (
          <>
            <a href="/signin?redirect=%2Fcontinuing-education">Sign in</a> to take quizzes and keep your certificates.
          </>
        )}{' '}
        How learning units and HSW hours count: <a href="/AIArules">continuing education rules</a>.
      </p>
      <p className="result-count">{formatCount(courses.length, 'course')}</p>
      {courses.length === 0 ? (
        <p className="empty-state">No courses yet.</p>
      ) : (
        <>
          <SortLinks basePath="/continuing-education" sort={sort} fields={COURSE_SORT} />
          <ol className="course-list">
            {courses.map((course) => (
              <li key={course.seq}>
                <article className="course-card" aria-labelledby={`course-${course.seq}`}>
                  <h2 className="course-card__title" id={`course-${course.seq}`}>
                    <a href={`/continuing-education/${course.seq}`}>{course.title}</a>
                  </h2>
                  <p className="course-card__meta">
                    <span className="badge badge--ceu">{creditLabel(course)}</span>
                    {course.provider && <span>{course.provider.name}</span>}
                    {course.providerNumber && <span>{`Provider ${course.providerNumber}`}</span>}
                    {course.courseNumber && <span>{`Course ${course.courseNumber}`}</span>}
                    {completed[course.seq] !== undefined && <strong>Completed</strong>}
                  </p>
                  <p>{course.description}</p>
                </article>
              </li>
            ))}
          </ol>
        </>
      )}
    </>
  );
}
