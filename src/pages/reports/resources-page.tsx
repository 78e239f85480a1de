import { Breadcrumbs } from '../../components/breadcrumbs';
import { ChartFigure } from '../../components/charts/chart-figure';
import { typeLabel } from '../../components/content-list';
import type { ClientResources } from '../../services/reports';
import { ReportLinkInvalid } from './report-route-page';

export type ResourcesPageProps =
  | { state: 'page'; clientName: string; companyHref: string; resources: ClientResources; links: { label: string; href: string }[] }
  | { state: 'invalid' };

/** /company/{id}/resources/{webabrv}/{password}: a client's content, its use over the last year, and its reports. */
export function ResourcesPage(props: ResourcesPageProps) {
  if (props.state === 'invalid') return <ReportLinkInvalid />;
  const { resources: r } = props;
  const figures = [
    ['Downloads, last 30 days', r.downloads.last30],
    ['Downloads, last 12 months', r.downloads.last365],
    ['Saved as favorites, last 12 months', r.favorites],
    ['Projects with your outline specs, last 12 months', r.outlineSpecProjects],
    ['Spec wizard projects, last 12 months', r.wizardProjects],
  ] as const;
  return (
    <>
      <Breadcrumbs items={[{ label: 'Reports' }, { label: 'Your resources' }]} />
      <h1>Your resources: {props.clientName}</h1>
      <p className="lead">
        What you publish on <a href={props.companyHref}>your company page</a>, how architects used it, and your reports.
      </p>
      <dl className="figures">
        {figures.map(([label, value]) => (
          <div key={label} className="figures__item">
            <dt>{label}</dt>
            <dd>{value.toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>
      <h2>Your reports</h2>
      <ul className="link-list">
        {props.links.map((l) => (
          <li key={l.href}>
            <a href={l.href}>{l.label}</a>
          </li>
        ))}
      </ul>
      <h2>Published content</h2>
      <ul className="link-list">
        {r.content.map((c) => (
          <li key={c.contentType}>
            <a href={`${props.companyHref}/${c.contentType}`}>{typeLabel(c.contentType)}</a> <span className="count">{c.count}</span>
          </li>
        ))}
      </ul>
      <ChartFigure
        id="chart-downloads"
        kind="bar"
        title="Downloads by type, last 12 months"
        data={r.downloads.byType.map((d) => ({ label: typeLabel(d.contentType), value: d.count }))}
        labelHeading="Type"
        valueHeading="Downloads"
        unit="downloads"
      />
    </>
  );
}
