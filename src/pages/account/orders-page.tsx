import { Pagination, withQuery } from '../../components/pagination';
import type { PaymentStatus } from '../../domain/orders';
import { formatUsd, ORDERS_PATH, PAYMENT_STATUSES, termText } from '../../domain/orders';
import { PAYMENT_STATUS_TEXT } from '../payment/payment-status-text';
import { AccountNav } from './account-nav';
import { Notice } from './form-parts';
import { OrderActions } from './order-actions';
import { DataTable } from '../../components/data-table';
import { formatCount } from '../../domain/count-text';

interface OrderRowView {
  seq: number;
  orderNumber: string;
  createdAt: string;
  company: string;
  contactName: string;
  email: string;
  packageName: string;
  term: 'year' | 'month';
  quantity: number;
  totalUsd: number;
  status: PaymentStatus;
  /** When it was marked paid or cancelled, and by whom. */
  changedAt: string | null;
  changedBy: string | null;
}

export interface OrdersPageProps {
  orders: OrderRowView[];
  page: number;
  pageCount: number;
  total: number;
  /** The status filter, or null for every order. */
  status: PaymentStatus | null;
  done: 'paid' | 'cancelled' | null;
  /** A status post that failed: its message or field messages. */
  failed: { message?: string; errors: Record<string, string> } | null;
  /** This list's address (filter and page), where the forms come back to. */
  listPath: string;
}

const DONE_TEXT = {
  paid: 'The order is marked paid and the receipt is on its way to the customer.',
  cancelled: 'The order is cancelled and the customer has been told by mail.',
};

function StatusFilter({ status }: { status: PaymentStatus | null }) {
  const choices = [{ value: undefined, label: 'All' }, ...PAYMENT_STATUSES.map((s) => ({ value: s, label: PAYMENT_STATUS_TEXT[s].label }))];
  return (
    <nav className="sort-links" aria-label="Show orders">
      <span>Show</span>
      <ul>
        {choices.map((c) => (
          <li key={c.label}>
            <a href={withQuery(ORDERS_PATH, { status: c.value })} aria-current={(c.value ?? null) === status ? 'true' : undefined}>
              {c.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Failed({ failed }: { failed: NonNullable<OrdersPageProps['failed']> }) {
  const errors = Object.entries(failed.errors);
  return (
    <div className="error-summary" role="alert" aria-labelledby="order-status-error-title" tabIndex={-1}>
      <h2 id="order-status-error-title">{errors.length ? 'There is a problem' : failed.message}</h2>
      {errors.length > 0 && (
        <ul>
          {errors.map(([field, message]) => (
            <li key={field}>
              {field === 'status' ? 'Status' : field}: {message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function StatusCell({ order, back }: { order: OrderRowView; back: string }) {
  return (
    <td>
      {PAYMENT_STATUS_TEXT[order.status].label}
      {order.changedAt && (
        <p className="data-table__note">
          <time dateTime={order.changedAt}>{order.changedAt.slice(0, 10)}</time>
          {order.changedBy && ` by ${order.changedBy}`}
        </p>
      )}
      {order.status === 'pending' && <OrderActions seq={order.seq} orderNumber={order.orderNumber} back={back} />}
    </td>
  );
}

/** /account/orders (administrators): orders newest first, with forms to record a payment or a cancellation. */
export function OrdersPage({ orders, page, pageCount, total, status, done, failed, listPath }: OrdersPageProps) {
  return (
    <div className="account-layout">
      <AccountNav current={ORDERS_PATH} />
      <section aria-labelledby="orders-title">
        <h1 id="orders-title">Orders</h1>
        {failed && <Failed failed={failed} />}
        {done && <Notice>{DONE_TEXT[done]}</Notice>}
        <StatusFilter status={status} />
        <p className="result-count">
          {formatCount(total, 'order')}
          {status && ` with the status “${PAYMENT_STATUS_TEXT[status].label}”`}
        </p>
        {orders.length > 0 && (
          <DataTable caption="Orders, newest first" columns={['Order', 'Date', 'Company', 'Contact', 'Package', 'Total (USD)', 'Status']}>
            {orders.map((o) => (
              <tr key={o.seq}>
                <th scope="row" className="nowrap">{o.orderNumber}</th>
                <td className="nowrap">
                  <time dateTime={o.createdAt}>{o.createdAt.slice(0, 10)}</time>
                </td>
                <td>{o.company}</td>
                <td>
                  {o.contactName}
                  <p className="data-table__note">
                    <a href={`mailto:${o.email}`}>{o.email}</a>
                  </p>
                </td>
                <td>
                  {o.packageName}, {termText(o.term, o.quantity)}
                </td>
                <td>{formatUsd(o.totalUsd)}</td>
                <StatusCell order={o} back={listPath} />
              </tr>
            ))}
          </DataTable>
        )}
        <Pagination page={page} pageCount={pageCount} hrefFor={(p) => withQuery(listPath, { page: p })} />
      </section>
    </div>
  );
}
