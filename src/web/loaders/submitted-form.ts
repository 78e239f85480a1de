import type { FormState } from '../../http/form-state';
import type { LoaderContext } from '../page-types';

/** The failed post of `form`, when this render answers one (the page's action put it in the loader context). */
export function submittedForm(ctx: Pick<LoaderContext<unknown, unknown>, 'form'>, form: string): FormState | undefined {
  return ctx.form?.form === form ? ctx.form : undefined;
}
