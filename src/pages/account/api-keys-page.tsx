import { DataTable } from '../../components/data-table';
import type { ApiKey } from '../../services/api-keys';
import { API_KEY_FORM, API_KEYS_PATH } from '../../domain/api-keys';
import { AccountNav } from './account-nav';
import type { FieldSpec, FormView } from './form-parts';
import { ErrorSummary, Field } from './form-parts';
import { IssuedSecret } from './issued-secret';

export interface ApiKeysPageProps {
  keys: ApiKey[];
  /** The key just issued by this post: shown here once, stored only as a hash. */
  issued: { name: string; secret: string } | null;
  /** The issuing form: its values, and the messages of a failed post. */
  form: FormView;
}

const FORM = API_KEY_FORM;
const FIELDS: FieldSpec[] = [
  { name: 'name', label: 'Name (who uses it)', autoComplete: 'off', required: true, maxLength: 100 },
  { name: 'rateLimit', label: 'Requests per minute', autoComplete: 'off', required: true, maxLength: 6, hint: 'A whole number from 1 to 100000.' },
  { name: 'coid', label: 'Manufacturer id', autoComplete: 'off', maxLength: 5, hint: 'Five digits: the key may then read that manufacturer’s workspace API (/api/manage/{id}).' },
];

function Issued({ name, secret }: NonNullable<ApiKeysPageProps['issued']>) {
  return (
    <IssuedSecret heading={`New API key “${name}”`} secret={secret}>
      It is shown only now: copy it and give it to the integrator. Clients send it as <code>X-Api-Key: …</code> or{' '}
      <code>Authorization: Bearer …</code> to the MCP endpoint (<code>/mcp</code>) and to reads of the JSON API
      (<code>/api</code>), where the key's own rate limit applies.
    </IssuedSecret>
  );
}

/** /account/api-keys (administrators): issue named keys with their own rate limit, see their last use, revoke them. */
export function ApiKeysPage({ keys, issued, form }: ApiKeysPageProps) {
  return (
    <div className="account-layout">
      <AccountNav current={API_KEYS_PATH} />
      <section aria-labelledby="api-keys-title">
        <h1 id="api-keys-title">API keys</h1>
        {issued && <Issued {...issued} />}
        <p>A key lets an integrator's program use the MCP endpoint and the JSON API's reads with its own, higher rate limit. Revoking a key stops it at once.</p>
        <form method="post" action={API_KEYS_PATH} noValidate>
          <ErrorSummary form={FORM} view={form} fields={FIELDS} />
          {FIELDS.map((spec) => (
            <Field key={spec.name} form={FORM} spec={spec} view={form} />
          ))}
          <div className={form.errors.canWrite ? 'field field--error' : 'field'}>
            {form.errors.canWrite && (
              <p id={`${FORM}-canWrite-error`} className="field__error">
                <span className="visually-hidden">Error: </span>
                {form.errors.canWrite}
              </p>
            )}
            <label>
              <input id={`${FORM}-canWrite`} type="checkbox" name="canWrite" value="yes" defaultChecked={form.values.canWrite === 'yes'} /> May create, change,
              submit and withdraw that manufacturer’s products
            </label>
          </div>
          <button type="submit">Issue a key</button>
        </form>
        <DataTable caption="Keys" columns={['Name', 'Key', 'Per minute', 'Manufacturer', 'Issued (UTC)', 'Last used (UTC)', 'State']}>
          {keys.map((k) => (
            <tr key={k.id}>
              <th scope="row">{k.name}</th>
              <td>
                <code>{k.keyPrefix}…</code>
              </td>
              <td>{k.rateLimit}</td>
              <td>{k.coid === null ? '—' : `${k.coid}${k.canWrite ? ' (writes)' : ' (reads)'}`}</td>
              <td>{k.createdAt}</td>
              <td>{k.lastUsedAt ?? 'never'}</td>
              <td>
                {k.revokedAt ? (
                  `revoked ${k.revokedAt}`
                ) : (
                  <form method="post" action={`${API_KEYS_PATH}/${k.id}/revoke`}>
                    <button type="submit">Revoke</button>
                  </form>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      </section>
    </div>
  );
}
