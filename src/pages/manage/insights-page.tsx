import { Breadcrumbs } from '../../components/breadcrumbs';
import { DataTable } from '../../components/data-table';
import type { Insights } from '../../services/insights/insights';

export interface InsightsPageProps {
  companyName: string;
  insights: Insights;
  csvHref: string;
}

function Audience({ caption, groups }: { caption: string; groups: Insights['audience']['firmTypes'] }) {
  if (!groups.length) return null;
  return (
    <DataTable caption={caption} showCaption columns={['Group', 'Architects']}>
      {groups.map((g) => (
        <tr key={g.group}>
          <td>{g.group}</td>
          <td>{g.architects ?? 'fewer than 3'}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/** /manage/{coid}/insights: what architects did with the manufacturer's products and documents, week by week. */
export function InsightsPage({ companyName, insights, csvHref }: InsightsPageProps) {
  const { weeks, rows, audience, requesters } = insights;
  return (
    <>
      <Breadcrumbs items={[{ label: companyName }, { label: 'Insights' }]} />
      <h1>Insights</h1>
      <p>
        ISO weeks {weeks[0]} to {weeks.at(-1)}. Architects are counted, never named: by firm type and region, and a group of fewer than three is not
        counted. Only architects who sent you a request for information are named. <a href={csvHref}>Download as CSV</a>
      </p>
      {rows.length === 0 ? (
        <p>Nothing recorded in this period yet.</p>
      ) : (
        <DataTable caption="By product, document and week" showCaption columns={['Week', 'Product or document', 'Views', 'Downloads', 'Saves', 'Watches', 'Comparisons', 'Projects', 'Spec wizard saves', 'Spec-wizard downloads']}>
          {rows.map((r) => (
            <tr key={`${r.week}:${r.kind}:${r.id}`}>
              <td>{r.week}</td>
              <td>
                {r.title} <small>({r.kind})</small>
              </td>
              <td>{r.views}</td>
              <td>
                {r.downloads}
                {r.downloads > 0 && (
                  <small>
                    {' '}
                    ({Object.entries(r.downloadsByFormat)
                      .map(([f, n]) => `${f} ${n}`)
                      .join(', ')})
                  </small>
                )}
              </td>
              <td>{r.saves}</td>
              <td>{r.watches}</td>
              <td>{r.comparisons}</td>
              <td>{r.projects}</td>
              <td>{r.specWizardSaves}</td>
              <td>{r.specWizardDownloads}</td>
            </tr>
          ))}
        </DataTable>
      )}
      <h2>Who, in aggregate</h2>
      <Audience caption="Architects by firm type" groups={audience.firmTypes} />
      <Audience caption="Architects by region" groups={audience.regions} />
      <h2>Requests for information</h2>
      {requesters.length === 0 ? (
        <p>No requests for information in this period.</p>
      ) : (
        <DataTable caption="Architects who asked you for information" showCaption columns={['Name', 'Organization', 'Sent']}>
          {requesters.map((r, i) => (
            <tr key={i}>
              <td>{r.name}</td>
              <td>{r.organization}</td>
              <td>{r.sentAt}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </>
  );
}
