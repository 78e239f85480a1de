import { HONEYPOT_FIELD } from '../../../domain/form-fields';
import type { EditorialSection } from '../../../pages/editorial/editorial-nav';
import type { GuestRequestPageProps } from '../../../pages/editorial/guest-request-page';
import { guestRequestTitle } from '../../../pages/editorial/guest-request-page';
import type { LoaderContext, LoaderResult } from '../../page-types';
import { formView } from '../account/account-kit';
import { guestRequestForm } from '../../actions/guest-request-actions';

const DESCRIPTIONS: Record<EditorialSection, string> = {
  podcast: 'Propose yourself as a guest on our podcast for architects and specifiers: tell us the subject and why it matters.',
  'blog-post': 'Propose a guest post for our blog for architects and specifiers: send a title and an outline.',
};

/** /podcast/guest and /blog-post/guest: the form, its thank-you (`?sent=1`) or a failed post's messages. */
export function guestRequestLoader(kind: EditorialSection) {
  return async (ctx: LoaderContext): Promise<LoaderResult<GuestRequestPageProps>> => ({
    props: { kind, path: ctx.path, sent: ctx.query.sent === '1', form: formView(ctx, guestRequestForm(kind)), honeypot: HONEYPOT_FIELD },
    head: { title: guestRequestTitle(kind), description: DESCRIPTIONS[kind], canonical: ctx.path, robots: ctx.query.sent ? 'noindex' : undefined },
  });
}
