import { SITE_NAME } from '../../domain/site';
import { formatUsd, PAYMENT_TERMS, termText } from '../../domain/orders';
import type { MailDeps } from '../accounts/mail';
import { sendMail } from '../accounts/mail';
import type { Order, PaymentProvider, PaymentStart } from './provider';

interface InvoiceProviderOptions {
  /** The advertising team: told of every order, and named in the invoice for questions. */
  teamAddress: string;
}

/** The confirmation page of an order (its reference is the key). */
export function confirmationPath(order: Pick<Order, 'reference'>): string {
  return `/confirmation?ref=${encodeURIComponent(order.reference)}`;
}

function invoiceText(order: Order, publicUrl: string, teamAddress: string): string {
  return [
    `Invoice for order ${order.orderNumber}`,
    '',
    `Bill to: ${order.company}, attention ${order.contactName}`,
    `Package: ${order.packageName}, ${termText(order.term, order.quantity)}`,
    `Price: ${formatUsd(order.unitPriceUsd)} a ${order.term}${order.quantity > 1 ? ` × ${order.quantity}` : ''}`,
    `Total due: ${formatUsd(order.totalUsd)}`,
    '',
    `Payment terms: ${PAYMENT_TERMS}`,
    '',
    `Your order: ${new URL(confirmationPath(order), publicUrl).href}`,
    `Questions about this invoice: ${teamAddress}`,
    '',
    `Thank you for listing with ${SITE_NAME}.`,
  ].join('\n');
}

function teamText(order: Order): string {
  return [
    `New order ${order.orderNumber} (invoice sent, payment pending)`,
    '',
    `Package: ${order.packageName}, ${termText(order.term, order.quantity)}, ${formatUsd(order.totalUsd)}`,
    `Company: ${order.company}`,
    `Contact: ${order.contactName} <${order.email}>, ${order.phone}, ZIP ${order.zip}`,
    ...(order.website ? [`Website: ${order.website}`] : []),
    ...(order.notes ? ['', 'Notes:', order.notes] : []),
  ].join('\n');
}

/**
 * Payment by invoice: no outside service. The order stays pending (payment expected by the terms),
 * the customer gets the invoice by mail and the team a copy; both go through the mail service, so
 * they are kept and retried if the mail server is down.
 */
export function invoiceProvider(deps: MailDeps, options: InvoiceProviderOptions): PaymentProvider {
  return {
    id: 'invoice',
    async begin(order: Order): Promise<PaymentStart> {
      await sendMail(deps, {
        to: order.email,
        replyTo: options.teamAddress,
        subject: `${SITE_NAME} invoice for order ${order.orderNumber}`,
        text: invoiceText(order, deps.config.PUBLIC_URL, options.teamAddress),
      });
      await sendMail(deps, { to: options.teamAddress, replyTo: order.email, subject: `Order ${order.orderNumber}: ${order.packageName}`, text: teamText(order) });
      return { status: 'pending', next: confirmationPath(order) };
    },
  };
}
