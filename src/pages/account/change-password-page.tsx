import { AccountNav } from './account-nav';
import type { FieldSpec, FormView } from './form-parts';
import { ErrorSummary, Field, Notice } from './form-parts';

export interface ChangePasswordPageProps {
  notice: string | null;
  form: FormView;
}

const CHANGE_PASSWORD_FIELDS: FieldSpec[] = [
  { name: 'oldPassword', label: 'Current password', type: 'password', autoComplete: 'current-password', required: true },
  { name: 'newPassword', label: 'New password', type: 'password', autoComplete: 'new-password', required: true, hint: 'At least 10 characters.' },
  { name: 'newPasswordConfirm', label: 'New password again', type: 'password', autoComplete: 'new-password', required: true },
];

export function ChangePasswordPage({ notice, form }: ChangePasswordPageProps) {
  return (
    <div className="account-layout">
      <AccountNav current="/account/change-password" />
      <section aria-labelledby="password-title" className="form-panel">
        <h1 id="password-title">Change your password</h1>
        {notice ? <Notice>{notice}</Notice> : <p>Other devices signed in to this account will be signed out.</p>}
        <form method="post" action="/account/change-password" noValidate>
          <ErrorSummary form="password" view={form} fields={CHANGE_PASSWORD_FIELDS} />
          {CHANGE_PASSWORD_FIELDS.map((spec) => (
            <Field key={spec.name} form="password" spec={spec} view={form} />
          ))}
          <button type="submit" className="button">
            Change password
          </button>
        </form>
      </section>
    </div>
  );
}
