import { requireAdmin } from '../../../auth/require';
import { API_KEY_FORM, API_KEYS_PATH, DEFAULT_KEY_RATE_LIMIT } from '../../../domain/api-keys';
import type { ApiKeysPageProps } from '../../../pages/account/api-keys-page';
import { listApiKeys } from '../../../services/api-keys';
import type { LoaderContext, LoaderResult } from '../../page-types';
import { personalHead } from '../personal/shared';
import { formStatus, submittedForm } from '../../../http/form-state';
import { issuedApiKeys } from '../../../http/issued-secrets';

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
