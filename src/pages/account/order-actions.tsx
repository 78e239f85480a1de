import type { OrderStatusChange } from '../../domain/orders';

const ACTIONS: { status: OrderStatusChange; label: string }[] = [
  { status: 'success', label: 'Mark paid' },
  { status: 'cancelled', label: 'Cancel order' },
];

/**
 * The two plain forms of a pending order (they work without JavaScript). `back` is the list the
 * administrator is on, so the answer returns to the same filter and page.
 */
export function OrderActions({ seq, orderNumber, back }: { seq: number; orderNumber: string; back: string }) {
  return (
    <div className="order-actions">
      {ACTIONS.map(({ status, label }) => (
        <form key={status} method="post" action={`/account/orders/${seq}/status`} className="inline-form">
          <input type="hidden" name="status" value={status} />
          <input type="hidden" name="redirect" value={back} />
          <button type="submit" className="button button--quiet">
            {label}
            <span className="visually-hidden"> {orderNumber}</span>
          </button>
        </form>
      ))}
    </div>
  );
}
