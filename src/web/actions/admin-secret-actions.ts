import { z } from 'zod';
import { requireAdmin } from '../../auth/require';
import { API_KEY_FORM, API_KEYS_PATH } from '../../domain/api-keys';
import { coidParam } from '../../domain/company-id';
import { REPORT_PASSWORDS_PATH } from '../../domain/report-passwords';
import { notFound } from '../../errors';
import { issueApiKey, revokeApiKey } from '../../services/api-keys';
import { findManagedCompany } from '../../services/manage/company-settings';
import type { ReportClient } from '../../services/reports/report-password';
import { issueReportPassword } from '../../services/reports/report-password';
import { action } from '../page-types';

// Secrets issued by an administrator's post are shown once, in the answer to that post (the page rendered with
// `shown`): never in a URL, a redirect or a log line. Only the administrator and what was issued for are logged.

/** A report password just issued. */
export interface IssuedReportPassword {
  client: ReportClient;
  password: string;
}

/** An API key just issued. */
export interface IssuedApiKey {
  name: string;
  secret: string;
}

/** POST /account/report-passwords/{coid}: a client gets a new random report password (an unknown or non-client company: 404). */
export const reportPasswordAction = action<{ coid: number }, unknown, { seq: number }, IssuedReportPassword>({
  form: 'report-password',
  path: `${REPORT_PASSWORDS_PATH}/:coid`,
  params: z.object({ coid: coidParam }),
  body: z.object({}),
  target: ({ user }) => requireAdmin({ user }),
  async run({ db, log, params, target }) {
    const issued = await issueReportPassword(db, params.coid);
    if (!issued) throw notFound(`No client ${params.coid}`);
    log.info({ coid: issued.client.coid, by: target.seq }, 'report password replaced');
    return { shown: issued };
  },
});

const rangeMessage = 'Must be a whole number from 1 to 100000';

const coidMessage = 'A five-digit manufacturer id, or empty';

/** POST /account/api-keys: issues a key for an integrator, optionally scoped to one manufacturer (bad fields: 400 with the form again). */
export const apiKeyAction = action<Record<string, string>, { name: string; rateLimit: number; coid: number | null; canWrite: boolean }, { seq: number }, IssuedApiKey>({
  form: API_KEY_FORM,
  body: z.object({
    name: z.string({ error: 'Name the integrator' }).trim().min(1, 'Name the integrator').max(100, 'At most 100 characters'),
    rateLimit: z.coerce.number({ error: rangeMessage }).int(rangeMessage).min(1, rangeMessage).max(100_000, rangeMessage),
    coid: z
      .string({ error: coidMessage })
      .trim()
      .regex(/^(\d{5})?$/, coidMessage)
      .optional()
      .transform((v) => (v ? Number(v) : null)),
    canWrite: z.literal('yes', { error: 'Tick the box or leave it empty' }).optional().transform((v) => v === 'yes'),
  }),
  checks: [(raw): Record<string, string> => (raw.canWrite === 'yes' && !String(raw.coid ?? '').trim() ? { canWrite: 'Write rights need a manufacturer id' } : {})],
  keep: 100,
  target: ({ user }) => requireAdmin({ user }),
  async run({ db, log, target }, input) {
    if (input.coid !== null && !(await findManagedCompany(db, input.coid))) {
      return { status: 400, failure: { errors: { coid: 'No manufacturer has this id' } } };
    }
    const { key, secret } = await issueApiKey(db, { ...input, createdBy: target.seq });
    log.info({ apiKey: key.id, by: target.seq }, 'API key issued');
    return { shown: { name: key.name, secret } };
  },
});

/** POST /account/api-keys/{id}/revoke: the key stops working at once (an unknown or revoked key: 404). */
export const revokeApiKeyAction = action({
  form: 'api-key-revoke',
  path: `${API_KEYS_PATH}/:id/revoke`,
  params: z.object({ id: z.string().regex(/^[1-9]\d{0,8}$/).transform(Number) }),
  body: z.object({}),
  target: ({ user }) => requireAdmin({ user }),
  async run({ db, log, params, target }) {
    if (!(await revokeApiKey(db, params.id))) throw notFound(`No live API key ${params.id}`);
    log.info({ apiKey: params.id, by: target.seq }, 'API key revoked');
    return { redirect: API_KEYS_PATH };
  },
});
