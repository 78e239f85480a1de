import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';
import { buildReport, csiKeyOf } from '../../domain/reports';
import type { RawReportRow, Report, ReportQuery } from '../../domain/reports';
import type { ReportScope } from './scope';
import { REPORT_MAX_ROWS, clientNameOfScope, csiTitles, periodCondition } from './scope';

/**
 * The outline-spec report: users' projects whose outline specs name the company's
 * sections within the period, one row per project (the latest spec date, the sections
 * specified). Projects are picked first (by the (coid, spec_date) index, at most
 * REPORT_MAX_ROWS + 1, newest first), then their specifications and owners are read.
 */
export async function outlineSpecsReport(db: Queryable, scope: ReportScope, query: ReportQuery): Promise<Report> {
  const company = scope === 'all' ? sql.empty : sql` AND s.coid = ${scope.coid}`;
  const period = periodCondition('s.spec_date', query.dates);
  const withSection = query.csi === null ? sql.empty : sql` HAVING bool_or(s.section = ${query.csi})`;
  const raw = await db.many<RawReportRow>(sql`
    WITH picked AS (
      SELECT s.project_seq, max(s.spec_date) AS last
      FROM project_outline_specs s
      WHERE TRUE${company}${period}
      GROUP BY s.project_seq${withSection}
      ORDER BY last DESC, s.project_seq DESC
      LIMIT ${REPORT_MAX_ROWS + 1}
    )
    SELECT p.char_project_id AS "projectId", p.name, p.type, p.user_seq AS "userId",
           u.company, u.first_name AS "firstName", u.last_name AS "lastName", u.website, u.city, u.state,
           s.section, s.spec_date AS "specDate"
    FROM picked k
    JOIN char_projects p ON p.seq = k.project_seq
    JOIN users u ON u.seq = p.user_seq
    JOIN project_outline_specs s ON s.project_seq = k.project_seq${company}${period}
    ORDER BY k.last DESC, k.project_seq DESC, s.section`);
  const titles = await csiTitles(db, raw.flatMap((r) => (r.section ? [csiKeyOf(r.section)] : [])));
  return buildReport({ raw, clientName: clientNameOfScope(scope), query, titles, maxRows: REPORT_MAX_ROWS });
}
