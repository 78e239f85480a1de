import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import { companyPath } from '../domain/company-id';

/** A continuing-education course as the /ces list shows it. */
interface CesCourse {
  seq: number;
  title: string;
  creditHours: number;
  hsw: boolean;
  courseNumber: string;
  providerNumber: string;
}

/** A manufacturer that offers continuing-education courses (GET /api/ces/companies). */
export interface CesCompany {
  coid: number;
  name: string;
  path: string;
  courseCount: number;
  creditHours: number;
  /** Courses that count toward health, safety and welfare (HSW) credit. */
  hswCount: number;
  courses: CesCourse[];
}

/** Every manufacturer with at least one course (ceus.coid), by name; each with its courses, newest first. */
export async function cesCompanies(db: Queryable): Promise<CesCompany[]> {
  const rows = await db.many<Omit<CesCompany, 'path'>>(sql`
    SELECT c.coid, c.name, count(*)::int AS "courseCount", sum(e.credit_hours)::float8 AS "creditHours",
           count(*) FILTER (WHERE e.hsw)::int AS "hswCount",
           json_agg(json_build_object('seq', e.seq, 'title', e.title, 'creditHours', e.credit_hours::float8, 'hsw', e.hsw,
             'courseNumber', e.course_number, 'providerNumber', e.provider_number) ORDER BY e.published_at DESC, e.seq DESC) AS courses
    FROM ceus e JOIN companies c ON c.coid = e.coid
    GROUP BY c.coid, c.name
    ORDER BY c.name, c.coid`);
  return rows.map((row) => ({ ...row, path: companyPath(row.name, row.coid) }));
}
