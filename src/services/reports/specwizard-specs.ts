import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';
import { buildReport, csiKeyOf } from '../../domain/reports';
import type { RawReportRow, Report, ReportQuery } from '../../domain/reports';
import type { ReportScope } from './scope';
import { REPORT_MAX_ROWS, clientNameOfScope, csiTitles, periodCondition } from './scope';

/**
 * Rows one user adds to a client's spec wizard report per CSI section: their most recently saved
 * projects only, so nobody can fill a client's report (docs/decisions/2026-11-24-wizard-report-rows.md).
 */
export const WIZARD_REPORT_ROWS_PER_USER = 3;

/**
 * The spec wizard report: the company's spec wizard projects changed within the
 * period, one row per project (projectId its seq, specDate when it was last saved, the CSI
 * column its wizard's section), at most WIZARD_REPORT_ROWS_PER_USER per user, company and
 * section. Newest first, at most REPORT_MAX_ROWS + 1.
 */
export async function specWizardReport(db: Queryable, scope: ReportScope, query: ReportQuery): Promise<Report> {
  const company = scope === 'all' ? sql` AND sp.coid IS NOT NULL` : sql` AND sp.coid = ${scope.coid}`;
  const section = query.csi === null ? sql.empty : sql` AND ci.section = ${query.csi}`;
  const raw = await db.many<RawReportRow>(sql`
    SELECT w.seq AS "projectId", w.name, w.type, w.user_seq AS "userId",
           u.company, u.first_name AS "firstName", u.last_name AS "lastName", u.website, u.city, u.state,
           w.section, w.updated_at AS "specDate"
    FROM (
      SELECT sp.seq, sp.name, sp.type, sp.user_seq, sp.updated_at, ci.section,
             row_number() OVER (PARTITION BY sp.coid, sp.user_seq, ci.section ORDER BY sp.updated_at DESC, sp.seq DESC) AS nth
      FROM specwizard_projects sp
      LEFT JOIN content_items ci ON ci.id = sp.content_id
      WHERE TRUE${company}${periodCondition('sp.updated_at', query.dates)}${section}
    ) w
    JOIN users u ON u.seq = w.user_seq
    WHERE w.nth <= ${WIZARD_REPORT_ROWS_PER_USER}
    ORDER BY w.updated_at DESC, w.seq DESC
    LIMIT ${REPORT_MAX_ROWS + 1}`);
  const titles = await csiTitles(db, raw.flatMap((r) => (r.section ? [csiKeyOf(r.section)] : [])));
  return buildReport({ raw, clientName: clientNameOfScope(scope), query, titles, maxRows: REPORT_MAX_ROWS });
}
