import { requireAdmin } from '../../../auth/require';
import { API_KEY_FORM, API_KEYS_PATH, DEFAULT_KEY_RATE_LIMIT } from '../../../domain/api-keys';
import type { ApiKeysPageProps } from '../../../pages/account/api-keys-page';
import { listApiKeys } from '../../../services/api-keys';
import type { LoaderContext, LoaderResult } from '../../page-types';
import { personalHead } from '../personal/shared';
import { submittedForm } from '../submitted-form';
import type { IssuedApiKey } from '../../actions/admin-secret-actions';

export async function loadApiKeys(ctx: LoaderContext<Record<string, string>, IssuedApiKey>): Promise<LoaderResult<ApiKeysPageProps>> {
  requireAdmin(ctx);
  const failed = submittedForm(ctx, API_KEY_FORM);
  return {
    props: {
      keys: await listApiKeys(ctx.db),
      issued: ctx.shown ?? null,
      form: failed ?? { values: { rateLimit: String(DEFAULT_KEY_RATE_LIMIT) }, errors: {} },
    },
    head: personalHead('API keys', 'Keys for machine clients of the read API and the MCP endpoint; a key is shown once.', API_KEYS_PATH),
  };
}
