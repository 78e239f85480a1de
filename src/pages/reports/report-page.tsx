import { Breadcrumbs } from '../../components/breadcrumbs';
import { ChartFigure } from '../../components/charts/chart-figure';
import { Pagination, withQuery } from '../../components/pagination';
import { periodText, ReportTable } from '../../components/reports/report-table';
import { projectsByType, specsOverTime, topCsiSections } from '../../domain/charts/report-series';
import type { Report, ReportKind } from '../../domain/reports';
import { REPORT_PAGE_ROWS, reportRowsPage } from '../../domain/reports';
import type { SortState } from '../../domain/sort';
import { formatSort } from '../../domain/sort';
import { ReportFilters } from './report-filters';
import type { ReportFilterValues } from './report-filters';
import { formatCount } from '../../domain/count-text';

export interface ReportPageProps {
  kind: ReportKind;
  report: Report;
  filters: ReportFilterValues;
  sort: SortState;
  /** The page of the table shown (1 when the report fits one page), or every row. */
  page: number | 'all';
  /** The page's own path (without the query), or '' when opened by link: sort and filter links stay on the page. */
  base: string;
  /** The same report as CSV. */
  csvHref: string;
  /** The client's other reports and pages reachable with the same access. */
  links: { label: string; href: string }[];
}

export const REPORT_TITLES: Record<ReportKind, string> = {
  'outline-specs': 'Outline-spec report',
  'specwizard-specs': 'Spec wizard report',
};

const INTROS: Record<ReportKind, string> = {
  'outline-specs': 'Projects in which architects specified your products in an outline specification, with the CSI sections they used.',
  'specwizard-specs': 'Projects that architects built and saved with your spec wizards, with the CSI sections of the wizards they used.',
};

/** A manufacturer's report: filters, charts, the sortable table with CSI totals, CSV. */
export function ReportPage({ kind, report, filters, sort, page, base, csvHref, links }: ReportPageProps) {
  const title = `${REPORT_TITLES[kind]}: ${report.clientName}`;
  const overTime = specsOverTime(report);
  const query = { from: filters.from || undefined, to: filters.to || undefined, csi: filters.csi || undefined };
  const shown = page === 'all' ? reportRowsPage(report.rows, 1, Math.max(1, report.rows.length)) : reportRowsPage(report.rows, page);
  const paged = report.rows.length > REPORT_PAGE_ROWS;
  const pageHref = (p: number | 'all') => withQuery(base, { ...query, sort: formatSort(sort), page: p });
  return (
    <>
      <Breadcrumbs items={[{ label: 'Reports' }, { label: REPORT_TITLES[kind] }]} />
      <h1>{title}</h1>
      <p className="lead">{INTROS[kind]}</p>
      <p className="report-summary" role="status">
        {formatCount(report.rows.length, 'project')} · {periodText(report.dates) || 'all dates'}
        {report.truncated && ' · showing the latest specified projects only'}
        {shown.pageCount > 1 && ` · rows ${shown.first}–${shown.last} on this page`}
      </p>
      <ReportFilters values={filters} csis={report.csis} action={base} sort={formatSort(sort)} />
      <p className="report-actions no-print">
        <a className="button" href={csvHref} download>
          Download CSV
        </a>
        {links.map((l) => (
          <a key={l.href} className="button button--quiet" href={l.href}>
            {l.label}
          </a>
        ))}
        <span className="report-actions__hint">
          Print this page for a paper copy: menus and forms are left out.
          {paged && page !== 'all' && (
            <>
              {' '}
              To print every row, <a href={pageHref('all')}>show all {report.rows.length} rows</a> first.
            </>
          )}
          {paged && page === 'all' && (
            <>
              {' '}
              <a href={pageHref(1)}>Show {REPORT_PAGE_ROWS} rows at a time</a>.
            </>
          )}
        </span>
      </p>
      <div className="report-charts">
        <ChartFigure
          id="chart-over-time"
          kind="column"
          title={overTime.unit === 'month' ? 'Projects per month' : 'Projects per year'}
          data={overTime.data}
          labelHeading={overTime.unit === 'month' ? 'Month' : 'Year'}
          valueHeading="Projects"
          unit="projects"
        />
        <ChartFigure id="chart-types" kind="bar" title="Projects by type" data={projectsByType(report)} labelHeading="Project type" valueHeading="Projects" unit="projects" />
        <ChartFigure id="chart-csi" kind="bar" title="Top CSI sections" data={topCsiSections(report)} labelHeading="CSI section" valueHeading="Projects" unit="projects" />
      </div>
      <ReportTable report={report} rows={shown.rows} sort={sort} hrefFor={(next) => withQuery(base, { ...query, sort: formatSort(next) })} />
      <Pagination page={shown.page} pageCount={shown.pageCount} hrefFor={pageHref} />
    </>
  );
}
