import { Breadcrumbs } from '../../components/breadcrumbs';
import { formatUsd, PAYMENT_TERMS, termText } from '../../domain/orders';
import type { Order } from '../../services/payments/provider';
import { ConfirmationAbout } from './confirmation-about';
import { PAYMENT_STATUS_TEXT } from './payment-status-text';

export interface ConfirmationPageProps {
  /** null: the address carried no reference, so the page explains itself instead. */
  order: null | Pick<Order, 'orderNumber' | 'packageName' | 'term' | 'quantity' | 'unitPriceUsd' | 'totalUsd' | 'company' | 'contactName' | 'email' | 'status'> & {
    createdAt: string;
  };
  /** Where the team answers questions about orders. */
  contactEmail: string;
}

/** The first line of the page: what became of the order since it was placed. */
type PlacedOrder = NonNullable<ConfirmationPageProps['order']>;

function statusNotice(order: PlacedOrder): string {
  switch (order.status) {
    case 'pending':
      return `We have your order. The invoice is on its way to ${order.email}.`;
    case 'success':
      return 'Your payment has been received: the order is paid in full. Thank you.';
    case 'cancelled':
      return 'This order has been cancelled; its invoice no longer needs paying.';
    case 'failed':
      return 'The payment for this order did not go through, and nothing has been charged.';
  }
}

const TOTAL_LABEL: Record<PlacedOrder['status'], string> = { pending: 'Total due', success: 'Total paid', cancelled: 'Total', failed: 'Total due' };

/** /confirmation?ref=…: the order, its payment status now, and what happens next. */
export function ConfirmationPage({ order, contactEmail }: ConfirmationPageProps) {
  if (!order) return <ConfirmationAbout contactEmail={contactEmail} />;
  const status = PAYMENT_STATUS_TEXT[order.status];
  return (
    <>
      <Breadcrumbs items={[{ label: 'Advertise', href: '/advertise' }, { label: 'Order confirmation' }]} />
      <article className="form-panel" aria-labelledby="confirmation-title">
        <h1 id="confirmation-title">Thank you: order {order.orderNumber}</h1>
        <p className="notice" role="status">
          {statusNotice(order)}
        </p>
        <dl className="order-summary">
          <dt>Order number</dt>
          <dd>{order.orderNumber}</dd>
          <dt>Ordered on</dt>
          <dd>
            <time dateTime={order.createdAt}>{order.createdAt.slice(0, 10)}</time>
          </dd>
          <dt>Package</dt>
          <dd>
            {order.packageName}, {termText(order.term, order.quantity)}
          </dd>
          <dt>Price</dt>
          <dd>
            {formatUsd(order.unitPriceUsd)} a {order.term}
            {order.quantity > 1 ? ` × ${order.quantity}` : ''}
          </dd>
          <dt>{TOTAL_LABEL[order.status]}</dt>
          <dd>
            <strong>{formatUsd(order.totalUsd)}</strong>
          </dd>
          <dt>Bill to</dt>
          <dd>
            {order.company}, attention {order.contactName}
          </dd>
          <dt>Payment</dt>
          <dd>
            <a href={`/payment-status/${order.status}`}>{status.label}</a>
          </dd>
        </dl>
        <h2>What happens next</h2>
        <p>{order.status === 'pending' ? PAYMENT_TERMS : status.next}</p>
        <p>
          Send your documents, or questions about the order, to <a href={`mailto:${contactEmail}`}>{contactEmail}</a> quoting{' '}
          {order.orderNumber}.
        </p>
      </article>
    </>
  );
}
