import { Breadcrumbs } from '../../components/breadcrumbs';
import type { CesCompany } from '../../services/ces';
import { formatCount } from '../../domain/count-text';

export interface CesPageProps {
  companies: CesCompany[];
}

export const CES_TITLE = 'Continuing education from manufacturers';

const hours = (n: number) => `${n % 1 === 0 ? n.toFixed(0) : n.toFixed(1)} ${n === 1 ? 'hour' : 'hours'}`;

/** /ces: the manufacturers that offer continuing-education courses (GET /api/ces/companies), with each course. */
export function CesPage({ companies }: CesPageProps) {
  const courses = companies.reduce((n, c) => n + c.courseCount, 0);
  return (
    <>
      <Breadcrumbs items={[{ label: 'Continuing education' }]} />
      <h1>{CES_TITLE}</h1>
      <p className="lead">
        Manufacturers registered as continuing-education providers teach short courses on specifying their kind of product. Each course
        states its learning objectives and credit hours; courses marked HSW count toward health, safety and welfare credit.
      </p>
      <p>
        {formatCount(companies.length, 'manufacturer')} {companies.length === 1 ? 'offers' : 'offer'} {formatCount(courses, 'course')}. Read how credits are earned and reported in the{' '}
        <a href="/AIArules">continuing education rules</a>.
      </p>
      {companies.map((company) => (
        <section key={company.coid} aria-labelledby={`ces-${company.coid}`} className="ces-company">
          <h2 id={`ces-${company.coid}`}>
            <a href={company.path}>{company.name}</a>
          </h2>
          <p className="alert-list__meta">
            {company.courseCount} {company.courseCount === 1 ? 'course' : 'courses'}, {hours(company.creditHours)} in all
            {company.hswCount > 0 ? `, ${company.hswCount} with HSW credit` : ''}
          </p>
          <ul>
            {company.courses.map((course) => (
              <li key={course.seq}>
                {course.title} ({hours(course.creditHours)}
                {course.hsw ? ', HSW' : ''}; course {course.courseNumber}, provider {course.providerNumber})
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
