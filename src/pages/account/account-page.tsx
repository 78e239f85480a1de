import { ChangeList } from '../../components/change-list';
import type { ProductChange } from '../../services/watches/changes';
import { AccountNav, useAccountLinks } from './account-nav';
import { Notice } from './form-parts';

export interface AccountPageProps {
  name: string;
  email: string;
  company: string;
  notice: string | null;
  /** Watched changes since the last visit, newest first. */
  changes: ProductChange[];
}

/** /account and /secure: who is signed in, and the way to every part of the account. */
export function AccountPage({ name, email, company, notice, changes }: AccountPageProps) {
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
        <section aria-labelledby="changes-title" className="account-changes">
          <h2 id="changes-title">What changed since your last visit</h2>
          {changes.length === 0 ? (
            <p className="muted">Nothing new in the products, manufacturers and projects you watch.</p>
          ) : (
            <ChangeList changes={changes} />
          )}
          <p>
            <a href="/account/watches">Your watches and the digest mail</a>
          </p>
        </section>
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
