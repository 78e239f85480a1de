import type { PaymentStatus } from '../../domain/orders';

/** An order as stored (the orders table). */
export interface Order {
  seq: number;
  orderNumber: string;
  /** Unguessable: the confirmation page's key. */
  reference: string;
  packageId: string;
  packageName: string;
  term: 'year' | 'month';
  quantity: number;
  unitPriceUsd: number;
  totalUsd: number;
  company: string;
  contactName: string;
  email: string;
  phone: string;
  zip: string;
  website: string;
  notes: string;
  provider: string;
  status: PaymentStatus;
  createdAt: Date;
}

/** What a provider says after an order is recorded. */
export interface PaymentStart {
  /** The order's payment state now. */
  status: PaymentStatus;
  /** Where the visitor goes next: a page of this site, or a provider's hosted payment page. */
  next: string;
}

/**
 * A way to pay for an order. The invoice provider needs no outside service; a card provider would
 * send the visitor to its hosted page (next) and report back to /payment-status/{status}.
 */
export interface PaymentProvider {
  readonly id: string;
  /** Starts payment for an order already recorded as pending. */
  begin(order: Order): Promise<PaymentStart>;
}
