import { Fragment } from 'react';

/** The notice on every internal test page: what it is for and why visitors never see it. */
export function InternalBanner() {
  return (
    <p className="internal-banner" role="note">
      Internal test page: shown only to administrators in production, otherwise in debug mode (<code>?debug=debug_on</code>) or in
      development. It is never cached or listed in the sitemap.
    </p>
  );
}

/** Facts as a definition list. */
export function Facts({ facts }: { facts: readonly (readonly [string, string])[] }) {
  return (
    <dl className="internal-facts">
      {facts.map(([name, value]) => (
        <Fragment key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
