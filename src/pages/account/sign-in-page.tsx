import type { FieldSpec, FormView } from './form-parts';
import { Checkbox, ErrorSummary, Field, Notice } from './form-parts';

export interface SignInPageProps {
  /** Same-site path to return to after signing in ('' for the account page). */
  redirect: string;
  notice: string | null;
  signIn: FormView;
  create: FormView;
}

const SIGN_IN_FIELDS: FieldSpec[] = [
  { name: 'email', label: 'Email address', type: 'email', autoComplete: 'username', required: true, maxLength: 320 },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password', required: true },
];

const CREATE_FIELDS: FieldSpec[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name', required: true, maxLength: 100 },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name', required: true, maxLength: 100 },
  { name: 'email', label: 'Email address', type: 'email', autoComplete: 'email', required: true, maxLength: 320 },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password', required: true, hint: 'At least 10 characters. A few unrelated words make a strong one.' },
  { name: 'passwordConfirm', label: 'Password again', type: 'password', autoComplete: 'new-password', required: true },
  { name: 'company', label: 'Company or firm', autoComplete: 'organization' },
];

export function SignInPage({ redirect, notice, signIn, create }: SignInPageProps) {
  return (
    <>
      <h1>Sign in</h1>
      {notice && <Notice>{notice}</Notice>}
      <div className="form-columns">
        <section aria-labelledby="signin-title" className="form-panel">
          <h2 id="signin-title">I have an account</h2>
          <form method="post" action="/signin" noValidate>
            <ErrorSummary form="signin" view={signIn} fields={SIGN_IN_FIELDS} />
            <input type="hidden" name="redirect" value={redirect} />
            {SIGN_IN_FIELDS.map((spec) => (
              <Field key={spec.name} form="signin" spec={spec} view={signIn} />
            ))}
            <Checkbox form="signin" name="rememberMe" label="Keep me signed in for 30 days" checked={signIn.values.rememberMe === 'on'} />
            <button type="submit" className="button">
              Sign in
            </button>
            <p className="form-panel__aside">
              <a href="/forgot">Forgot your password?</a>
            </p>
          </form>
        </section>

        <section aria-labelledby="create-title" className="form-panel">
          <h2 id="create-title">Create an account</h2>
          <p>Keep favorites, saved searches and projects, and use the spec wizard with saved projects. Free for building professionals.</p>
          <form method="post" action="/signin/create" noValidate>
            <ErrorSummary form="create" view={create} fields={CREATE_FIELDS} />
            <input type="hidden" name="redirect" value={redirect} />
            {CREATE_FIELDS.map((spec) => (
              <Field key={spec.name} form="create" spec={spec} view={create} />
            ))}
            <Checkbox form="create" name="rememberMe" label="Keep me signed in for 30 days" checked={create.values.rememberMe === 'on'} />
            <button type="submit" className="button">
              Create account
            </button>
          </form>
        </section>
      </div>
    </>
  );
}
