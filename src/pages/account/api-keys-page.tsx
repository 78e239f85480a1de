import { DataTable } from '../../components/data-table';
import type { ApiKey } from '../../services/api-keys';
import { API_KEYS_PATH } from '../../web/loaders/account/api-keys';
import { AccountNav } from './account-nav';

export interface ApiKeysPageProps {
  keys: ApiKey[];
  /** The key just issued by this post: shown here once, stored only as a hash. */
  issued: { name: string; secret: string } | null;
  /** Field errors of the issuing form, by field name. */
  errors: Record<string, string>;
  values: { name: string; rateLimit: string };
}

function Issued({ name, secret }: NonNullable<ApiKeysPageProps['issued']>) {
  return (
    <div className="notice" role="status">
      <h2>New API key “{name}”</h2>
      <p>
        <code className="secret">{secret}</code>
      </p>
      <p>
        It is shown only now: copy it and give it to the integrator. Clients send it as <code>X-Api-Key: …</code> or{' '}
        <code>Authorization: Bearer …</code> to <code>/mcp</code>.
      </p>
    </div>
  );
}

function FieldError({ message, id }: { message?: string; id: string }) {
  return message ? (
    <span className="field-error" id={id}>
      {message}
    </span>
  ) : null;
}

/** /account/api-keys (administrators): issue named keys with their own rate limit, see their last use, revoke them. */
export function ApiKeysPage({ keys, issued, errors, values }: ApiKeysPageProps) {
  return (
    <div className="account-layout">
      <AccountNav current={API_KEYS_PATH} />
      <section aria-labelledby="api-keys-title">
        <h1 id="api-keys-title">API keys</h1>
        {issued && <Issued {...issued} />}
        <p>A key lets an integrator's program use the MCP endpoint with its own, higher rate limit. Revoking a key stops it at once.</p>
        <form method="post" action={API_KEYS_PATH} className="stacked-form">
          <label>
            Name (who uses it)
            <input name="name" required maxLength={100} defaultValue={values.name} aria-describedby={errors.name ? 'name-error' : undefined} />
            <FieldError message={errors.name} id="name-error" />
          </label>
          <label>
            Requests per minute
            <input name="rateLimit" type="number" min={1} max={100000} required defaultValue={values.rateLimit} aria-describedby={errors.rateLimit ? 'rate-error' : undefined} />
            <FieldError message={errors.rateLimit} id="rate-error" />
          </label>
          <button type="submit">Issue a key</button>
        </form>
        <div className="table-scroll">
          <DataTable caption="Keys" columns={['Name', 'Key', 'Per minute', 'Issued (UTC)', 'Last used (UTC)', 'State']}>
            {keys.map((k) => (
              <tr key={k.id}>
                <th scope="row">{k.name}</th>
                <td>
                  <code>{k.keyPrefix}…</code>
                </td>
                <td>{k.rateLimit}</td>
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
        </div>
      </section>
    </div>
  );
}
