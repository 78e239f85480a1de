import type { FieldSpec, FormView } from './form-parts';
import { ErrorSummary, Field, Notice } from './form-parts';

export interface ForgotPageProps {
  /** The generic "if that address has an account" line after a post. */
  sent: string | null;
  form: FormView;
}

const FORGOT_FIELDS: FieldSpec[] = [{ name: 'email', label: 'Email address', type: 'email', autoComplete: 'email', required: true, maxLength: 320 }];

export function ForgotPage({ sent, form }: ForgotPageProps) {
  return (
    <section className="form-panel form-panel--narrow">
      <h1>Forgot your password?</h1>
      {sent ? (
        <Notice>{sent}</Notice>
      ) : (
        <p>Enter the email address of your account. We will send a link to choose a new password; it works once, for one hour.</p>
      )}
      <form method="post" action="/forgot" noValidate>
        <ErrorSummary form="forgot" view={form} fields={FORGOT_FIELDS} />
        {FORGOT_FIELDS.map((spec) => (
          <Field key={spec.name} form="forgot" spec={spec} view={form} />
        ))}
        <button type="submit" className="button">
          {sent ? 'Send another link' : 'Send the link'}
        </button>
      </form>
      <p className="form-panel__aside">
        <a href="/signin">Back to sign in</a>
      </p>
    </section>
  );
}
