import { Router } from 'express';
import { orderFormSchema } from '../domain/orders';
import { invoiceProvider } from '../services/payments/invoice-provider';
import { placeOrder } from '../services/payments/orders';
import { CONTACT_EMAILS } from '../domain/site';
import { formPost, parseForm } from './accounts/forms/form-kit';
import type { ApiDeps } from './deps';
import { GuestPostGate } from './guest-post';

/** Orders (valid, or caught by the honeypot) per visitor address and hour. */
export const ORDER_LIMIT = { limit: 5, windowMs: 60 * 60_000 } as const;

/**
 * POST /payment, the order form (a plain form; the app's Origin check guards it). A bad field
 * re-renders the form with its messages (400); a valid order is recorded, handed to the payment
 * provider (invoice) and the visitor is sent where the provider says (303 to /confirmation).
 */
export function paymentForms(deps: ApiDeps): Router {
  const router = Router();
  const gate = new GuestPostGate('order', ORDER_LIMIT, deps.log);
  const provider = invoiceProvider(deps, { teamAddress: CONTACT_EMAILS.advertising });
  router.post(
    '/payment',
    formPost('payment', () => '/payment', async (req, res) => {
      const form = parseForm(orderFormSchema, req.body);
      if (!gate.admit(req, form)) return res.redirect(303, '/payment-status/pending');
      const { order, start } = await placeOrder(deps.db, provider, form, req.user?.seq ?? null);
      deps.log.info({ orderSeq: order.seq, packageId: order.packageId, provider: order.provider, status: order.status }, 'order placed');
      res.redirect(303, start.next);
    }),
  );
  return router;
}
