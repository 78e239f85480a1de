import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';
import { buildReport, csiKeyOf } from '../../domain/reports';
import type { RawReportRow, Report, ReportQuery } from '../../domain/reports';
import type { ReportScope } from './scope';
import { REPORT_MAX_ROWS, clientNameOfScope, csiTitles, periodCondition } from './scope';

/**
 * The spec wizard report (SPEC §3): the company's spec wizard projects changed within the
 * period, one row per project (projectId its seq, specDate when it was last saved, the CSI
 * column its wizard's section). Read newest first by the (coid, updated_at) index,
 * at most REPORT_MAX_ROWS + 1.
 */
export async function specWizardReport(db: Queryable, scope: ReportScope, query: ReportQuery): Promise<Report> {
  const company = scope === 'all' ? sql` AND sp.coid IS NOT NULL` : sql` AND sp.coid = ${scope.coid}`;
  const section = query.csi === null ? sql.empty : sql` AND ci.section = ${query.csi}`;
  const raw = await db.many<RawReportRow>(sql`
    SELECT sp.seq AS "projectId", sp.name, sp.type, sp.user_seq AS "userId",
           u.company, u.first_name AS "firstName", u.last_name AS "lastName", u.website, u.city, u.state,
           ci.section, sp.updated_at AS "specDate"
    FROM specwizard_projects sp
    JOIN users u ON u.seq = sp.user_seq
    LEFT JOIN content_items ci ON ci.id = sp.content_id
    WHERE TRUE${company}${periodCondition('sp.updated_at', query.dates)}${section}
    ORDER BY sp.updated_at DESC, sp.seq DESC
    LIMIT ${REPORT_MAX_ROWS + 1}`);
  const titles = await csiTitles(db, raw.flatMap((r) => (r.section ? [csiKeyOf(r.section)] : [])));
  return buildReport({ raw, clientName: clientNameOfScope(scope), query, titles, maxRows: REPORT_MAX_ROWS });
}
