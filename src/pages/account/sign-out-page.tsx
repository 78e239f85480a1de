export interface SignOutPageProps {
  name: string;
}

/** /signout (needs sign-in): signing out is a POST, so a link elsewhere can't sign anyone out. */
export function SignOutPage({ name }: SignOutPageProps) {
  return (
    <section className="form-panel form-panel--narrow">
      <h1>Sign out</h1>
      <p>You are signed in as {name}. Signing out ends this session on every device that uses it.</p>
      <form method="post" action="/signout">
        <button type="submit" className="button">
          Sign out
        </button>
      </form>
      <p className="form-panel__aside">
        <a href="/account">Back to your account</a>
      </p>
    </section>
  );
}
