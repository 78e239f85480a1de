import type { UserContentRequest } from '../../services/accounts/content-requests';
import { AccountNav } from './account-nav';
import { DataTable } from '../../components/data-table';

export interface ContentRequestsPageProps {
  requests: UserContentRequest[];
}

const KIND_LABELS: Record<string, string> = { rfi: 'Request for information', content: 'Content request', catalog: 'Catalog request' };
const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** /account/content-requests: the signed-in user's rows of content_requests, newest first. */
export function ContentRequestsPage({ requests }: ContentRequestsPageProps) {
  return (
    <div className="account-layout">
      <AccountNav current="/account/content-requests" />
      <section aria-labelledby="requests-title">
        <h1 id="requests-title">Content requests</h1>
        {requests.length === 0 ? (
          <div className="empty-state">
            <p>You have not sent any requests yet. Manufacturer pages have a form to ask for information, samples or documents.</p>
          </div>
        ) : (
          <DataTable caption="Your requests, newest first" columns={['Date', 'Manufacturer', 'Request', 'Status']}>
            {requests.map((r) => (
              <tr key={r.seq}>
                <td>{DATE.format(new Date(r.createdAt))}</td>
                <td>{r.companyName ?? '—'}</td>
                <td>
                  <strong>{KIND_LABELS[r.kind] ?? r.kind}</strong>
                  {r.message && <p className="data-table__note">{r.message}</p>}
                </td>
                <td>{r.status}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>
    </div>
  );
}
