import { CONTACT_EMAILS } from '../../domain/site';
import { CallToAction } from './call-to-action';
import type { GetSpecifiedVariant } from './content/get-specified';
import { getSpecifiedContent } from './content/get-specified';
import { SiteArticle } from './site-article';

const ACTION = {
  text: 'Ask for a listing proposal',
  href: `mailto:${CONTACT_EMAILS.advertising}?subject=${encodeURIComponent('Getting our products specified')}`,
};

/**
 * /building-product-specifications/get-specified{,-red,-more}: one page in three variants.
 * "red" adds an emphatic call to action above the content as well as below it; "more" is the long version.
 */
export function GetSpecifiedPage({ variant }: { variant: GetSpecifiedVariant }) {
  const strong = variant === 'red';
  const closing = (
    <CallToAction
      id="cta-end"
      strong={strong}
      heading={strong ? 'Be named in the next specification' : 'Start getting specified'}
      text={`Tell us your company and product lines at ${CONTACT_EMAILS.advertising}. We reply with a proposal, the sections your documents will appear under, and a date to go online.`}
      action={ACTION}
    />
  );
  const opening = strong ? (
    <CallToAction
      id="cta-start"
      strong
      heading="Specifications for this year’s bids are being written now"
      text="Products that are not in the specification when it goes to bid rarely reach the job. Publish your drawings, models and specifications where architects choose."
      action={ACTION}
    />
  ) : undefined;
  return <SiteArticle page={getSpecifiedContent(variant)} intro={opening} outro={closing} />;
}
