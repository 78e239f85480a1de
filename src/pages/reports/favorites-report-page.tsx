import { Breadcrumbs } from '../../components/breadcrumbs';
import { ChartFigure } from '../../components/charts/chart-figure';
import { typeLabel } from '../../components/content-list';
import { periodText } from '../../components/reports/report-table';
import type { FavoritesReport } from '../../domain/reports';
import { ReportFilters } from './report-filters';
import { ReportLinkInvalid } from './report-route-page';
import { DataTable } from '../../components/data-table';
import { formatCount } from '../../domain/count-text';

export type FavoritesReportPageProps =
  | { state: 'report'; report: FavoritesReport; from: string; to: string; base: string; links: { label: string; href: string }[] }
  | { state: 'invalid' };

/** /company/{id}/reports/{webabrv}/{password}/user-favorites: which of the client's items users saved, and who. */
export function FavoritesReportPage(props: FavoritesReportPageProps) {
  if (props.state === 'invalid') return <ReportLinkInvalid />;
  const { report } = props;
  return (
    <>
      <Breadcrumbs items={[{ label: 'Reports' }, { label: 'Favorites report' }]} />
      <h1>Favorites report: {report.clientName}</h1>
      <p className="lead">Your documents that architects saved to their favorites, and who saved them.</p>
      <p className="report-summary" role="status">
        {formatCount(report.total, 'save')} by {formatCount(report.userCount, 'user')} · {periodText(report.dates) || 'all dates'}
        {report.truncated && ' · the longest lists are cut'}
      </p>
      <ReportFilters values={{ from: props.from, to: props.to, csi: '' }} action={props.base} />
      <p className="report-actions no-print">
        {props.links.map((l) => (
          <a key={l.href} className="button button--quiet" href={l.href}>
            {l.label}
          </a>
        ))}
      </p>
      <ChartFigure
        id="chart-favorites"
        kind="bar"
        title="Most saved documents"
        data={report.byItem.slice(0, 10).map((i) => ({ label: i.title, value: i.count }))}
        labelHeading="Document"
        valueHeading="Saves"
        unit="saves"
      />
      <h2>Documents</h2>
      <DataTable caption="Documents saved as favorites, most saved first" columns={['Document', 'Type', 'Saves', 'Last saved']}>
        {report.byItem.map((i) => (
          <tr key={i.contentId}>
            <th scope="row">{i.url ? <a href={i.url}>{i.title}</a> : i.title}</th>
            <td>{typeLabel(i.contentType)}</td>
            <td>{i.count}</td>
            <td>{i.lastDate}</td>
          </tr>
        ))}
      </DataTable>
      <h2>Who saved them</h2>
      <DataTable caption="Users who saved your documents, most saves first" columns={['Name', 'Company', 'City', 'State', 'Saves', 'Last saved']}>
        {report.byUser.map((u) => (
          <tr key={u.userId}>
            <th scope="row">{u.fullName ?? `User ${u.userId}`}</th>
            <td>{u.company ?? '—'}</td>
            <td>{u.city ?? '—'}</td>
            <td>{u.state ?? '—'}</td>
            <td>{u.count}</td>
            <td>{u.lastDate}</td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}
