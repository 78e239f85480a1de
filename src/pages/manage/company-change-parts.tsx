import { DataTable } from '../../components/data-table';
import { logoPath } from '../../domain/company-logo';
import { managePath } from '../../domain/manage';
import { LOGO_MAX_UPLOAD_BYTES, LOGO_SIDE } from '../../domain/uploads/logo-rules';
import type { CompanyChange } from '../../services/manage/company-changes';
import { FormMessage } from './manage-parts';

/** Where the manufacturer and reviewers see the logo waiting for review (never public). */
const pendingLogoPath = (coid: number): string => `/api/manage/${coid}/logo/pending`;

/** A waiting change's lines, each field as the site shows it and after publishing; the logo as both images. */
export function ChangeTable({ change, caption }: { change: CompanyChange; caption: string }) {
  return (
    <DataTable caption={caption} columns={['Field', 'On the site', 'After publishing']}>
      {change.lines.map((line) => (
        <tr key={line.field}>
          <th scope="row">{line.label}</th>
          <td>{line.before ?? '—'}</td>
          <td>{line.after ?? '—'}</td>
        </tr>
      ))}
      {change.logo && (
        <tr>
          <th scope="row">Logo</th>
          <td>
            <img src={logoPath(change.coid)} alt={`${change.companyName}: the logo on the site`} width={96} height={96} className="company-logo" />
          </td>
          <td>
            <img src={pendingLogoPath(change.coid)} alt={`${change.companyName}: the logo waiting for review`} width={96} height={96} className="company-logo" />
          </td>
        </tr>
      )}
    </DataTable>
  );
}

/** The manufacturer's own view of its change: waiting for review, or sent back with the reviewer's note. */
export function WaitingChange({ change }: { change: CompanyChange | null }) {
  if (!change) return null;
  return (
    <div className="notice" role="status">
      {change.state === 'submitted' ? (
        <p>
          <strong>Waiting for review:</strong> these changes show on your company page once an editor publishes them.
        </p>
      ) : (
        <p>
          <strong>Sent back by an editor:</strong> {change.note} Save the profile or upload a logo again to resubmit.
        </p>
      )}
      <ChangeTable change={change} caption="Your profile and logo: on the site, and after publishing" />
    </div>
  );
}

/** The logo form: a file, checked in the upload pool and kept as a PNG; works without script and on phones. */
export function LogoForm({ coid, companyName, trusted, message }: { coid: number; companyName: string; trusted: boolean; message: string | undefined }) {
  return (
    <form method="post" action={`${managePath(coid)}/logo`} encType="multipart/form-data" className="form-panel manage-upload">
      <h3>Logo</h3>
      <FormMessage message={message} />
      <img src={logoPath(coid)} alt={`${companyName}: the logo on the site`} width={96} height={96} className="company-logo" />
      <p>
        A PNG, JPEG or WebP image up to {LOGO_MAX_UPLOAD_BYTES / 2 ** 20} MB (not SVG: an SVG can carry script). It is checked and kept as a PNG
        of at most {LOGO_SIDE} pixels a side{trusted ? ', shown at once.' : '; it shows on your company page once an editor publishes it.'}
      </p>
      <label>
        Image
        <input type="file" name="file" accept=".png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp" required />
      </label>
      <button type="submit" className="button">
        Upload the logo
      </button>
    </form>
  );
}
