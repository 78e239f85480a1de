import { z } from 'zod';
import { findOrderablePackage, ORDERABLE_PACKAGES, PAYMENT_FORM, PAYMENT_STATUSES } from '../../../domain/orders';
import { notFound } from '../../../errors';
import type { ConfirmationPageProps } from '../../../pages/payment/confirmation-page';
import type { PaymentPageProps } from '../../../pages/payment/payment-page';
import type { PaymentStatusPageProps } from '../../../pages/payment/payment-status-page';
import { PAYMENT_STATUS_TEXT } from '../../../pages/payment/payment-status-text';
import { findOrderByReference } from '../../../services/payments/orders';
import type { LoaderContext, LoaderResult } from '../../page-types';
import { CONTACT_EMAILS } from '../../../domain/site';
import { submittedForm } from '../submitted-form';

/** /payment, and its re-render after a failed post (the values and messages of that post). ?package= preselects one. */
export async function loadPayment(ctx: LoaderContext): Promise<LoaderResult<PaymentPageProps>> {
  const failed = submittedForm(ctx, PAYMENT_FORM);
  const asked = typeof ctx.query.package === 'string' ? findOrderablePackage(ctx.query.package) : undefined;
  const form = failed ?? { values: { packageId: asked?.id ?? '', months: '1' }, errors: {} };
  return {
    props: { packages: ORDERABLE_PACKAGES, form },
    head: {
      title: 'Order a listing or advertising package',
      description: 'Order a specification listing, spec wizard listing, banner or home page promotion on SpecFind and pay by invoice.',
      canonical: '/payment',
    },
  };
}

const referenceQuery = z.object({ ref: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });

/** Page head shared by both variants: never indexed, and the reference never leaves in a Referer. */
const PRIVATE_HEAD = { canonical: '/confirmation', robots: 'noindex, nofollow', referrer: 'no-referrer' } as const;

/**
 * /confirmation?ref=…: the reference is the only key (order numbers are guessable), so an unknown one
 * is a 404. Without a reference the page says what it is for and how to reach an order's confirmation.
 */
export async function loadConfirmation(ctx: LoaderContext): Promise<LoaderResult<ConfirmationPageProps>> {
  const contactEmail = CONTACT_EMAILS.advertising;
  if (ctx.query.ref === undefined || ctx.query.ref === '') {
    return {
      props: { order: null, contactEmail },
      head: { title: 'Order confirmation', description: 'Where an order for a SpecFind listing or advertising package is confirmed, and how to find yours.', ...PRIVATE_HEAD },
    };
  }
  const parsed = referenceQuery.safeParse(ctx.query);
  const order = parsed.success ? await findOrderByReference(ctx.db, parsed.data.ref) : null;
  if (!order) throw notFound(`Page not found: ${ctx.path}`);
  return {
    props: { order: { ...order, createdAt: order.createdAt.toISOString() }, contactEmail },
    head: { title: `Order ${order.orderNumber}`, description: 'The order you placed, what it costs and how to pay the invoice.', ...PRIVATE_HEAD },
  };
}

export const paymentStatusParams = z.object({ status: z.enum(PAYMENT_STATUSES) });

/** /payment-status/{status}: one of success, pending, cancelled, failed (anything else fails the params: 404). */
export async function loadPaymentStatus(ctx: LoaderContext<z.infer<typeof paymentStatusParams>>): Promise<LoaderResult<PaymentStatusPageProps>> {
  const text = PAYMENT_STATUS_TEXT[ctx.params.status];
  return {
    props: { status: ctx.params.status, contactEmail: CONTACT_EMAILS.advertising },
    head: { title: text.title, description: `${text.lead} ${text.next}`.slice(0, 300), robots: 'noindex, follow' },
  };
}
