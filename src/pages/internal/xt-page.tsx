import { Facts, InternalBanner } from './internal-banner';

export interface XtPageProps {
  facts: [string, string][];
}

/** /xt: what the server sees of this request (no cookies, tokens or settings that are secret). */
export function XtPage({ facts }: XtPageProps) {
  return (
    <>
      <h1>Request check</h1>
      <InternalBanner />
      <Facts facts={facts} />
    </>
  );
}
