import type { Request } from 'express';
import { Router } from 'express';
import { requireAdmin } from '../auth/require';
import { ORDER_STATUS_FORM, ORDERS_PATH, orderStatusChangeSchema } from '../domain/orders';
import { AppError, notFound } from '../errors';
import { findOrderBySeq, changeOrderStatus } from '../services/payments/order-admin';
import { sendStatusMail } from '../services/payments/order-mail';
import { CONTACT_EMAILS } from '../domain/site';
import { formPost, parseForm, signInFirst } from './accounts/forms/form-kit';
import type { ApiDeps } from './deps';
import { returnTo, rowIdOf } from './personal/form-helpers';

const NOT_PENDING_MESSAGE = 'This order is no longer pending. The list shows its status now.';

/** The list the form was sent from (its status filter and page), from the form's `redirect` field. */
function listPath(req: Request): string {
  const asked = new URL(returnTo(req, ORDERS_PATH), 'http://x');
  if (asked.pathname !== ORDERS_PATH) return ORDERS_PATH;
  asked.searchParams.delete('done');
  return asked.pathname + asked.search;
}

function withDone(path: string, done: 'paid' | 'cancelled'): string {
  return `${path}${path.includes('?') ? '&' : '?'}done=${done}`;
}

/**
 * POST /account/orders/{seq}/status, status=success|cancelled: an administrator records that a
 * pending invoice was paid or the order cancelled; the customer gets a receipt or a cancellation
 * mail. Anonymous visitors go to sign in, other users get 403, an unknown order 404; a bad
 * status (400) or an order no longer pending (409) re-renders the list with the message. The
 * app's Origin check guards the post.
 */
export function orderAdminForms(deps: ApiDeps): Router {
  const router = Router();
  const path = `${ORDERS_PATH}/:id/status`;
  router.post(path, async (req, res, next) => {
    if (!req.user) return signInFirst(res, ORDERS_PATH);
    requireAdmin(req);
    if (!(await findOrderBySeq(deps.db, rowIdOf(req)))) throw notFound(`No order ${req.params.id}`);
    next();
  });
  router.post(
    path,
    formPost(ORDER_STATUS_FORM, listPath, async (req, res) => {
      const admin = requireAdmin(req);
      const { status } = parseForm(orderStatusChangeSchema, req.body);
      const result = await changeOrderStatus(deps.db, { seq: rowIdOf(req), status, by: admin.seq });
      if (!result.changed) throw new AppError(409, NOT_PENDING_MESSAGE);
      await sendStatusMail(deps, result.order, CONTACT_EMAILS.advertising);
      (req.log ?? deps.log).info({ orderSeq: result.order.seq, status, by: admin.seq }, 'order status changed');
      res.redirect(303, withDone(listPath(req), status === 'success' ? 'paid' : 'cancelled'));
    }),
  );
  return router;
}
