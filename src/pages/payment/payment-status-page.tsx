import { Breadcrumbs } from '../../components/breadcrumbs';
import type { PaymentStatus } from '../../domain/orders';
import { PAYMENT_STATUS_TEXT } from './payment-status-text';

export interface PaymentStatusPageProps {
  status: PaymentStatus;
  contactEmail: string;
}

/** /payment-status/{status}: where a payment ends up (success, pending, cancelled, failed). */
export function PaymentStatusPage({ status, contactEmail }: PaymentStatusPageProps) {
  const text = PAYMENT_STATUS_TEXT[status];
  return (
    <>
      <Breadcrumbs items={[{ label: 'Advertise', href: '/advertise' }, { label: text.title }]} />
      <article className={`form-panel payment-status payment-status--${status}`} aria-labelledby="payment-status-title">
        <h1 id="payment-status-title">{text.title}</h1>
        <p className="lead">{text.lead}</p>
        <p>{text.next}</p>
        <ul className="payment-status__links">
          {status === 'cancelled' || status === 'failed' ? (
            <li>
              <a className="button" href="/payment">
                Order again
              </a>
            </li>
          ) : (
            <li>
              <a className="button button--secondary" href="/advertise">
                Listing and advertising packages
              </a>
            </li>
          )}
          <li>
            Questions: <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
          </li>
        </ul>
      </article>
    </>
  );
}
