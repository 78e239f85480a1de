import { requireAdmin } from '../../auth/require';
import { CONTACT_EMAILS } from '../../domain/site';
import { ORDER_STATUS_FORM, ORDERS_PATH, orderFormSchema, orderStatusChangeSchema, PAYMENT_FORM } from '../../domain/orders';
import { rowId } from '../../domain/number-input';
import { AppError, notFound } from '../../errors';
import { returnTo } from '../../http/form-kit';
import { sharedGate } from '../../http/guest-post';
import { changeOrderStatus, findOrderBySeq } from '../../services/payments/order-admin';
import { sendStatusMail } from '../../services/payments/order-mail';
import { invoiceProvider } from '../../services/payments/invoice-provider';
import { placeOrder } from '../../services/payments/orders';
import { z } from 'zod';
import type { ActionContext } from '../page-types';
import { action } from '../page-types';

/** Orders (valid, or caught by the honeypot) per visitor address and hour. */
export const ORDER_LIMIT = { limit: 5, windowMs: 60 * 60_000 } as const;

/**
 * POST /payment, the order form: a valid order is recorded, handed to the payment provider (invoice) and the
 * visitor is sent where the provider says (303 to /confirmation).
 */
export const paymentAction = action({
  form: PAYMENT_FORM,
  body: orderFormSchema,
  async run(deps, form) {
    if (!(await sharedGate(deps, 'order', ORDER_LIMIT).admit(deps.req, form))) return { redirect: '/payment-status/pending' };
    const provider = invoiceProvider(deps, { teamAddress: CONTACT_EMAILS.advertising });
    const { order, start } = await placeOrder(deps.db, provider, form, deps.user?.seq ?? null);
    deps.log.info({ orderSeq: order.seq, packageId: order.packageId, provider: order.provider, status: order.status }, 'order placed');
    return { redirect: start.next };
  },
});

const NOT_PENDING_MESSAGE = 'This order is no longer pending. The list shows its status now.';

/** The list the form was sent from (its status filter and page), from the form's `redirect` field. */
function listPath({ req }: Pick<ActionContext<unknown, unknown>, 'req'>): string {
  const asked = new URL(returnTo(req, ORDERS_PATH), 'http://x');
  if (asked.pathname !== ORDERS_PATH) return ORDERS_PATH;
  asked.searchParams.delete('done');
  return asked.pathname + asked.search;
}

function withDone(path: string, done: 'paid' | 'cancelled'): string {
  return `${path}${path.includes('?') ? '&' : '?'}done=${done}`;
}

/**
 * POST /account/orders/{id}/status, status=success|cancelled: an administrator records that a pending invoice was
 * paid or the order cancelled; the customer gets a receipt or a cancellation mail. Other users get 403, an unknown
 * order 404; a bad status (400) or an order no longer pending (409) shows the list again with the message.
 */
export const orderStatusAction = action({
  form: ORDER_STATUS_FORM,
  path: `${ORDERS_PATH}/:id/status`,
  params: z.object({ id: rowId }),
  body: orderStatusChangeSchema,
  async target({ db, user, params }) {
    const admin = requireAdmin({ user });
    if (!(await findOrderBySeq(db, params.id))) throw notFound(`No order ${params.id}`);
    return admin;
  },
  shownAt: listPath,
  async run(deps, { status }) {
    const result = await changeOrderStatus(deps.db, { seq: deps.params.id, status, by: deps.target.seq });
    if (!result.changed) throw new AppError(409, NOT_PENDING_MESSAGE);
    await sendStatusMail(deps, result.order, CONTACT_EMAILS.advertising);
    deps.log.info({ orderSeq: result.order.seq, status, by: deps.target.seq }, 'order status changed');
    return { redirect: withDone(listPath(deps), status === 'success' ? 'paid' : 'cancelled') };
  },
});
