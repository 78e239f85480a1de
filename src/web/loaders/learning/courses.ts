import type { z } from 'zod';
import { notFound } from '../../../errors';
import type { CoursePageProps } from '../../../pages/learning/course-page';
import type { CoursesPageProps } from '../../../pages/learning/courses-page';
import { courseCompletion, listCompletions } from '../../../services/learning/completions';
import { COURSE_SORT_FIELDS, coursePodcasts, getCourse, listCourses } from '../../../services/learning/courses';
import { summary } from '../../../services/feed/feed-items';
import type { LoaderContext, LoaderResult } from '../../page-types';
import type { plainIdParams } from '../../../http/query-schemas';
import { requireExistingPage } from '../../../http/query-schemas';
import { parseListing } from '../browse/listing';

/** /continuing-education: every course (one page), sortable; a signed-in visitor sees what they completed. */
export async function loadCourses(ctx: LoaderContext): Promise<LoaderResult<CoursesPageProps>> {
  const listing = parseListing(ctx.query, COURSE_SORT_FIELDS, { field: 'date', direction: 'desc' });
  requireExistingPage(listing.page, 1);
  const [courses, completions] = await Promise.all([listCourses(ctx.db, listing.sort), ctx.user ? listCompletions(ctx.db, ctx.user.seq) : []]);
  const completed = Object.fromEntries(completions.flatMap((c) => (c.ceuSeq === null ? [] : [[c.ceuSeq, c.seq]])));
  return {
    props: { courses, sort: listing.sort, completed, signedIn: ctx.user !== null },
    head: {
      title: 'Continuing education courses for architects',
      description: 'Continuing-education courses on building products with learning objectives, AIA learning units, HSW credit and a quiz; certificates for signed-in members.',
      canonical: '/continuing-education',
      robots: listing.robots,
    },
  };
}

/** /continuing-education/{id}: one course. */
export async function loadCourse(ctx: LoaderContext<z.infer<typeof plainIdParams>>): Promise<LoaderResult<CoursePageProps>> {
  const course = await getCourse(ctx.db, ctx.params.id);
  if (!course) throw notFound(`No course ${ctx.params.id}`);
  const [podcasts, completion] = await Promise.all([
    coursePodcasts(ctx.db, course.seq),
    ctx.user ? courseCompletion(ctx.db, ctx.user.seq, course.seq) : null,
  ]);
  const path = `/continuing-education/${course.seq}`;
  return {
    props: { course, podcasts, signedIn: ctx.user !== null, completion },
    head: {
      title: course.title,
      description: summary(course.description || course.title, 160),
      canonical: path,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Course',
        name: course.title,
        description: course.description,
        url: path,
        ...(course.courseNumber ? { courseCode: course.courseNumber } : {}),
        ...(course.provider ? { provider: { '@type': 'Organization', name: course.provider.name, url: course.provider.path } } : {}),
        teaches: course.objectives,
      },
    },
  };
}
