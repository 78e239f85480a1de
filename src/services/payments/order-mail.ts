import { SITE_NAME } from '../../domain/site';
import { formatUsd, termText } from '../../domain/orders';
import type { MailDeps, MailResult } from '../accounts/mail';
import { sendMail } from '../accounts/mail';
import { confirmationPath } from './invoice-provider';
import type { Order } from './provider';

function receiptText(order: Order, publicUrl: string, teamAddress: string): string {
  return [
    `Receipt for order ${order.orderNumber}`,
    '',
    `We have received your payment for order ${order.orderNumber}. The invoice is settled and nothing more is due.`,
    '',
    `Package: ${order.packageName}, ${termText(order.term, order.quantity)}`,
    `Total paid: ${formatUsd(order.totalUsd)}`,
    `Billed to: ${order.company}, attention ${order.contactName}`,
    '',
    `Your order: ${new URL(confirmationPath(order), publicUrl).href}`,
    `Questions about this receipt: ${teamAddress}`,
    '',
    `Thank you for listing with ${SITE_NAME}.`,
  ].join('\n');
}

function cancellationText(order: Order, teamAddress: string): string {
  return [
    `Order ${order.orderNumber} is cancelled`,
    '',
    `We have cancelled your order for ${order.packageName}, ${termText(order.term, order.quantity)} (${formatUsd(order.totalUsd)}).`,
    'Its invoice no longer needs paying.',
    '',
    `If you did not expect this, or have already paid, write to ${teamAddress} quoting ${order.orderNumber}.`,
  ].join('\n');
}

/**
 * Tells the customer what an administrator recorded: a receipt when the order is paid, a short
 * note when it is cancelled. Queued through the mail service like the invoice, so it is kept and
 * retried if the mail server is down.
 */
export function sendStatusMail(deps: MailDeps, order: Order, teamAddress: string): Promise<MailResult> {
  const paid = order.status === 'success';
  return sendMail(deps, {
    to: order.email,
    replyTo: teamAddress,
    subject: paid ? `${SITE_NAME} receipt for order ${order.orderNumber}` : `${SITE_NAME} order ${order.orderNumber} cancelled`,
    text: paid ? receiptText(order, deps.config.PUBLIC_URL, teamAddress) : cancellationText(order, teamAddress),
  });
}
