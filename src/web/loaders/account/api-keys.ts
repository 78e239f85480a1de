import { AsyncLocalStorage } from 'node:async_hooks';
import { requireAdmin } from '../../../auth/require';
import { API_KEY_FORM, API_KEYS_PATH, DEFAULT_KEY_RATE_LIMIT } from '../../../domain/api-keys';
import type { ApiKeysPageProps } from '../../../pages/account/api-keys-page';
import { listApiKeys } from '../../../services/api-keys';
import type { LoaderContext, LoaderResult } from '../../page-types';
import { personalHead } from '../personal/shared';
import { formStatus, submittedForm } from './form-state';

/**
 * A key just issued: the post (src/api/api-key-forms.ts) hands the request to this page's GET route
 * inside this context, so the key is shown once, in the answer to the post, never in a URL or log line.
 */
export const issuedApiKeys = new AsyncLocalStorage<NonNullable<ApiKeysPageProps['issued']>>();

/** /account/api-keys: every key with its limit and last use, a form to issue one, a revoke button each. Administrators only. */
export async function loadApiKeys(ctx: LoaderContext): Promise<LoaderResult<ApiKeysPageProps>> {
  requireAdmin(ctx);
  const failed = submittedForm(API_KEY_FORM);
  return {
    props: {
      keys: await listApiKeys(ctx.db),
      issued: issuedApiKeys.getStore() ?? null,
      form: failed ?? { values: { rateLimit: String(DEFAULT_KEY_RATE_LIMIT) }, errors: {} },
    },
    status: formStatus(),
    head: personalHead('API keys', 'Keys for machine clients of the read API and the MCP endpoint; a key is shown once.', API_KEYS_PATH),
  };
}
