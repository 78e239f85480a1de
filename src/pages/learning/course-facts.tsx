import { creditUnit, formatCredits } from '../../domain/ce-credits';
import type { Course } from '../../services/learning/courses';

/** Credits, HSW, provider and numbers of a course, as a definition list. */
export function CourseFacts({ course }: { course: Course }) {
  return (
    <dl className="facts course-facts">
      <dt>Credits</dt>
      <dd>
        {formatCredits(course.creditHours)} learning unit {course.creditHours === 1 ? 'hour' : 'hours'}
      </dd>
      <dt>Health, safety and welfare</dt>
      <dd>{course.hsw ? `Yes (${creditUnit(true)})` : 'No'}</dd>
      {course.provider && (
        <>
          <dt>Provider</dt>
          <dd>
            <a href={course.provider.path}>{course.provider.name}</a>
          </dd>
        </>
      )}
      {course.providerNumber && (
        <>
          <dt>Provider number</dt>
          <dd>{course.providerNumber}</dd>
        </>
      )}
      {course.courseNumber && (
        <>
          <dt>Course number</dt>
          <dd>{course.courseNumber}</dd>
        </>
      )}
      <dt>Published</dt>
      <dd>
        <time dateTime={course.publishedAt}>{course.publishedAt}</time>
      </dd>
    </dl>
  );
}

/** The learning objectives as an ordered list (the quiz asks about them in this order). */
export function Objectives({ objectives, headingId }: { objectives: string[]; headingId: string }) {
  if (objectives.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Learning objectives</h2>
      <p>After this course you will be able to:</p>
      <ol className="objectives">
        {objectives.map((objective, i) => (
          <li key={i}>{objective}</li>
        ))}
      </ol>
    </section>
  );
}
