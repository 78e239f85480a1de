import type { PaymentStatus } from '../../domain/orders';

/** The words of each payment status (the /payment-status pages and the confirmation page). */
export const PAYMENT_STATUS_TEXT: Record<PaymentStatus, { label: string; title: string; lead: string; next: string }> = {
  success: {
    label: 'Paid',
    title: 'Payment received',
    lead: 'Thank you: your payment has been received and your order is paid in full.',
    next: 'Your listing or placement runs for the term you ordered. We write before it ends to ask whether you want to renew.',
  },
  pending: {
    label: 'Awaiting payment',
    title: 'Payment pending',
    lead: 'Your order is recorded and the invoice has been sent by email. It stays pending until the payment reaches us.',
    next: 'Nothing waits for the payment: send your documents and we put them online. The status changes to paid once the invoice is settled.',
  },
  cancelled: {
    label: 'Cancelled',
    title: 'Payment cancelled',
    lead: 'The payment was cancelled before it was made, so nothing has been charged.',
    next: 'You can place the order again whenever you like, or write to us if you want to change the package first.',
  },
  failed: {
    label: 'Payment failed',
    title: 'Payment failed',
    lead: 'The payment did not go through and nothing has been charged.',
    next: 'Check the details with your bank and try again, or ask us for an invoice to pay by bank transfer or check.',
  },
};
