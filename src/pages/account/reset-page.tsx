import type { FieldSpec, FormView } from './form-parts';
import { ErrorSummary, Field } from './form-parts';

export interface ResetPageProps {
  valid: boolean;
  invalidMessage: string;
  form: FormView;
}

const RESET_FIELDS: FieldSpec[] = [
  { name: 'password', label: 'New password', type: 'password', autoComplete: 'new-password', required: true, hint: 'At least 10 characters.' },
  { name: 'passwordConfirm', label: 'New password again', type: 'password', autoComplete: 'new-password', required: true },
];

export function ResetPage({ valid, invalidMessage, form }: ResetPageProps) {
  if (!valid) {
    return (
      <section className="form-panel form-panel--narrow">
        <h1>This link does not work</h1>
        <p>{invalidMessage}</p>
        <p>
          <a className="button" href="/forgot">
            Ask for a new link
          </a>
        </p>
      </section>
    );
  }
  return (
    <section className="form-panel form-panel--narrow">
      <h1>Choose a new password</h1>
      <p>After this, you will be signed out everywhere and can sign in with the new password.</p>
      {/* No action: the form posts back to the link's own address, so the page never repeats the token. */}
      <form method="post" noValidate>
        <ErrorSummary form="reset" view={form} fields={RESET_FIELDS} />
        {RESET_FIELDS.map((spec) => (
          <Field key={spec.name} form="reset" spec={spec} view={form} />
        ))}
        <button type="submit" className="button">
          Set the new password
        </button>
      </form>
    </section>
  );
}
