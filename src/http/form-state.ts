/**
 * A form post that failed: what the visitor typed (never passwords) and what is wrong. A page's action
 * (src/web/actions/page-action.ts) hands it to the page's loader in `LoaderContext.form`.
 */
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
