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
 * The forms router (src/api/accounts/forms) answers a failed post by handing the request to
 * the page's own GET route inside this context, so the page loader can show the errors: one
 * page component and one loader serve both the first view and the re-render.
 */
export const formStates = new AsyncLocalStorage<FormState>();

/** The failed post of `form`, when this render answers one. */
export function submittedForm(form: string): FormState | undefined {
  const state = formStates.getStore();
  return state?.form === form ? state : undefined;
}

/** The status of the render: the failed post's (400, 401, 429...) or 200. */
export function formStatus(): number | undefined {
  return formStates.getStore()?.status;
}
