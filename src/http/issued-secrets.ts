import { AsyncLocalStorage } from 'node:async_hooks';
import type { ReportClient } from '../services/reports/report-password';

// A secret issued by a form post is shown once, in the answer to that post: the post hands the request
// to the page's own GET route inside one of these contexts, so the secret never travels in a URL, a
// redirect or a log line. The posts live in src/api, the pages' loaders in src/web; both use these.

/** A report password just issued (src/api/report-password-forms.ts → the report passwords page). */
export const issuedReportPasswords = new AsyncLocalStorage<{ client: ReportClient; password: string }>();

/** An API key just issued (src/api/api-key-forms.ts → the API keys page). */
export const issuedApiKeys = new AsyncLocalStorage<{ name: string; secret: string }>();
