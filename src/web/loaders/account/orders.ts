import { z } from 'zod';
import { requireAdmin } from '../../../auth/require';
import { ORDER_STATUS_FORM, ORDERS_PATH, PAYMENT_STATUSES } from '../../../domain/orders';
import { parseInput } from '../../../parse-input';
import type { OrdersPageProps } from '../../../pages/account/orders-page';
import { listOrders } from '../../../services/payments/order-admin';
import type { LoaderContext, LoaderResult } from '../../page-types';
import { pageQuery, requestedPage, requireExistingPage } from '../../../http/query-schemas';
import { personalHead } from '../personal/shared';
import { submittedForm } from '../submitted-form';

/** The administrators' orders screen, and the id of its status forms (a failed post re-renders the list). */
const ORDERS_PAGE_SIZE = 50;

const ordersQuery = pageQuery.extend({
  status: z.enum(PAYMENT_STATUSES, { error: `must be one of ${PAYMENT_STATUSES.join(', ')}` }).optional(),
});

const doneQuery = z.enum(['paid', 'cancelled']);

/** The list's own address: its filter and page, without the after-post flag. */
function listPath(status: string | undefined, page: number): string {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `${ORDERS_PATH}?${search}` : ORDERS_PATH;
}

/**
 * /account/orders: every order, newest first, 50 a page, optionally of one status (?status=; a bad
 * value or page is a 400 naming it). Administrators only: the route's guard sends anonymous
 * visitors to sign in, and other users get 403 like the all-companies reports.
 */
export async function loadOrders(ctx: LoaderContext): Promise<LoaderResult<OrdersPageProps>> {
  requireAdmin(ctx);
  requestedPage(ctx.query);
  const { page, status } = parseInput(ordersQuery, ctx.query, 'query');
  const orders = await listOrders(ctx.db, { status, page, pageSize: ORDERS_PAGE_SIZE });
  requireExistingPage(page, orders.pageCount);
  const failed = submittedForm(ctx, ORDER_STATUS_FORM);
  const done = doneQuery.safeParse(ctx.query.done);
  return {
    props: {
      orders: orders.items.map((o) => ({
        seq: o.seq,
        orderNumber: o.orderNumber,
        createdAt: o.createdAt.toISOString(),
        company: o.company,
        contactName: o.contactName,
        email: o.email,
        packageName: o.packageName,
        term: o.term,
        quantity: o.quantity,
        totalUsd: o.totalUsd,
        status: o.status,
        changedAt: (o.paidAt ?? o.cancelledAt)?.toISOString() ?? null,
        changedBy: o.changedBy,
      })),
      page,
      pageCount: orders.pageCount,
      total: orders.total,
      status: status ?? null,
      done: done.success ? done.data : null,
      failed: failed ? { message: failed.message, errors: failed.errors } : null,
      listPath: listPath(status, page),
    },
    head: personalHead('Orders', 'Orders of listing and advertising packages: record paid invoices and cancellations.', ORDERS_PATH),
  };
}
