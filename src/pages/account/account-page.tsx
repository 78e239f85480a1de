import { AccountNav, useAccountLinks } from './account-nav';
import { Notice } from './form-parts';

export interface AccountPageProps {
  name: string;
  email: string;
  company: string;
  notice: string | null;
}

/** /account and /secure: who is signed in, and the way to every part of the account. */
export function AccountPage({ name, email, company, notice }: AccountPageProps) {
  const links = useAccountLinks();
  return (
    <div className="account-layout">
      <AccountNav current="/account" />
      <div>
        <h1>Your account</h1>
        {notice && <Notice>{notice}</Notice>}
        <dl className="facts">
          <dt>Name</dt>
          <dd>{name}</dd>
          <dt>Email</dt>
          <dd>{email}</dd>
          {company && (
            <>
              <dt>Company</dt>
              <dd>{company}</dd>
            </>
          )}
        </dl>
        <ul className="account-links">
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
              <span>{link.text}</span>
            </li>
          ))}
        </ul>
        <form method="post" action="/signout">
          <button type="submit" className="button button--secondary">
            Sign out
          </button>
        </form>
      </div>
    </div>
  );
}
