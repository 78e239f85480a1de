import { AsyncLocalStorage } from 'node:async_hooks';

/** A form post that failed: what the visitor typed (never passwords) and what is wrong. */
export interface FormState {
  /** Which form on the page was sent, e.g. 'signin' or 'create'. */
  form: string;
  status: number;
  values: Record<string, string>;
  /** Field name → message. */
  errors: Record<string, string>;
  /** A message for the whole form (wrong credentials, too many attempts). */
  message?: string;
}

/**
 * Pages' form posts are their route rows' actions, and the state of a failed one reaches the loader in
 * `LoaderContext.form` (src/web/actions/page-action.ts). Only the two company forms (request for information,
 * non-client feedback: src/api/company-form-post.ts) still hand the request to the page's GET route inside this
 * context; the page router moves it into the loader context, so every loader reads `LoaderContext.form`.
 */
export const formStates = new AsyncLocalStorage<FormState>();
