import { Router } from 'express';
import { z } from 'zod';
import { requireAdmin } from '../auth/require';
import { notFound } from '../errors';
import { fieldErrors } from '../parse-input';
import { issueApiKey, revokeApiKey } from '../services/api-keys';
import { API_KEY_FORM, API_KEYS_PATH } from '../domain/api-keys';
import { issuedApiKeys } from '../http/issued-secrets';
import { formValues, showForm, signInFirst } from './accounts/forms/form-kit';
import type { ApiDeps } from './deps';

const keyForm = z.object({
  name: z.string({ error: 'Name the integrator' }).trim().min(1, 'Name the integrator').max(100, 'At most 100 characters'),
  rateLimit: z.coerce
    .number({ error: 'Must be a whole number from 1 to 100000' })
    .int('Must be a whole number from 1 to 100000')
    .min(1, 'Must be a whole number from 1 to 100000')
    .max(100_000, 'Must be a whole number from 1 to 100000'),
});

const revokeParams = z.object({ id: z.string().regex(/^[1-9]\d{0,8}$/).transform(Number) });

/**
 * The administrators' API key screen posts. POST /account/api-keys issues a key and answers with the
 * screen showing it once (no redirect: the key must not travel in a URL); bad fields re-render the form
 * with 400. POST /account/api-keys/{id}/revoke stops a key at once. Anonymous visitors go to sign in,
 * other users get 403. Only the key's id and the administrator are logged. The app's Origin check guards both.
 */
export function apiKeyForms(deps: ApiDeps): Router {
  const router = Router();
  router.post(API_KEYS_PATH, async (req, res, next) => {
    if (!req.user) return signInFirst(res, API_KEYS_PATH);
    const admin = requireAdmin(req);
    const parsed = keyForm.safeParse(req.body ?? {});
    if (!parsed.success) {
      return showForm(req, res, next, API_KEYS_PATH, { form: API_KEY_FORM, status: 400, values: formValues(req.body, 100), errors: fieldErrors(parsed.error) });
    }
    const { key, secret } = await issueApiKey(deps.db, { ...parsed.data, createdBy: admin.seq });
    (req.log ?? deps.log).info({ apiKey: key.id, by: admin.seq }, 'API key issued');
    req.method = 'GET';
    req.url = API_KEYS_PATH;
    issuedApiKeys.run({ name: key.name, secret }, () => next());
  });
  router.post(`${API_KEYS_PATH}/:id/revoke`, async (req, res) => {
    if (!req.user) return signInFirst(res, API_KEYS_PATH);
    const admin = requireAdmin(req);
    const parsed = revokeParams.safeParse(req.params);
    if (!parsed.success || !(await revokeApiKey(deps.db, parsed.data.id))) throw notFound(`No live API key ${req.params.id}`);
    (req.log ?? deps.log).info({ apiKey: parsed.data.id, by: admin.seq }, 'API key revoked');
    res.redirect(303, API_KEYS_PATH);
  });
  return router;
}
