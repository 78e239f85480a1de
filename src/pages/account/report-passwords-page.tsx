import { DataTable } from '../../components/data-table';
import type { ReportClient } from '../../services/reports/report-password';
import { REPORT_PASSWORDS_PATH } from '../../domain/report-passwords';
import { AccountNav } from './account-nav';
import { IssuedSecret } from './issued-secret';

export interface ReportPasswordsPageProps {
  clients: ReportClient[];
  /** The password just set by this post: shown here once, stored only as a hash. */
  issued: { client: ReportClient; password: string } | null;
}

function Issued({ client, password }: NonNullable<ReportPasswordsPageProps['issued']>) {
  return (
    <IssuedSecret heading={`New report password for ${client.name}`} secret={password}>
      It is shown only now: copy it and send it to the client. The report link is{' '}
      <code>/outline-specs-report/{client.webabrv}/</code> followed by the password (and the same for{' '}
      <code>/specwizard-specs-report/</code>). The previous password no longer works.
    </IssuedSecret>
  );
}

/** /account/report-passwords (administrators): clients' report passwords are random; this sets a new one and shows it once. */
export function ReportPasswordsPage({ clients, issued }: ReportPasswordsPageProps) {
  return (
    <div className="account-layout">
      <AccountNav current={REPORT_PASSWORDS_PATH} />
      <section aria-labelledby="report-passwords-title">
        <h1 id="report-passwords-title">Report passwords</h1>
        {issued && <Issued {...issued} />}
        <p>Each client opens its reports with a link that carries its report password. Setting a new one ends the old links.</p>
        <DataTable caption="Client companies" columns={['Company', 'Abbreviation', 'Report password']}>
          {clients.map((c) => (
            <tr key={c.coid}>
              <th scope="row">{c.name}</th>
              <td>{c.webabrv}</td>
              <td>
                <form method="post" action={`${REPORT_PASSWORDS_PATH}/${c.coid}`}>
                  <button type="submit">Set a new password</button>
                </form>
              </td>
            </tr>
          ))}
        </DataTable>
      </section>
    </div>
  );
}
