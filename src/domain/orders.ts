import { z } from 'zod';
import type { AdvertisingPackage } from './advertising-packages';
import { ADVERTISING_PACKAGES } from './advertising-packages';
import { blankable, HONEYPOT_FIELD, honeypotField, optionalText, singleLineText } from './form-fields';
import { emailSchema, phoneSchema, urlSchema, zipSchema } from './validation';

/** The states of a payment, and of the /payment-status/{status} pages. */
export const PAYMENT_STATUSES = ['success', 'cancelled', 'failed', 'pending'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The administrators' orders screen, and the name of its status form. */
export const ORDERS_PATH = '/account/orders';
export const ORDER_STATUS_FORM = 'order-status';

/** The order form of /payment. */
export const PAYMENT_FORM = 'payment';

/** Packages that can be ordered: the free directory listing needs no order. */
export const ORDERABLE_PACKAGES: readonly AdvertisingPackage[] = ADVERTISING_PACKAGES.filter((pkg) => pkg.priceUsd > 0);
export const MAX_ORDER_MONTHS = 12;

/** What the invoice says about paying it. */
export const PAYMENT_TERMS =
  'Payment is due within 30 days of the invoice date, in US dollars, by bank transfer or check quoting the order number. Prices are before any applicable tax.';

export function findOrderablePackage(id: string): AdvertisingPackage | undefined {
  return ORDERABLE_PACKAGES.find((pkg) => pkg.id === id);
}

/** How many terms an order buys: monthly placements by the month (1 to 12), listings one year. */
export function orderQuantity(pkg: AdvertisingPackage, months: number | undefined): number {
  return pkg.term === 'month' ? Math.min(MAX_ORDER_MONTHS, Math.max(1, Math.floor(months ?? 1))) : 1;
}

export function formatUsd(amount: number): string {
  return `US$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** "one year", "3 months". */
export function termText(term: AdvertisingPackage['term'], quantity: number): string {
  if (term === 'year') return quantity === 1 ? 'one year' : `${quantity} years`;
  return quantity === 1 ? 'one month' : `${quantity} months`;
}

/** SF-2026-00042: the year of the order and its number. */
export function orderNumber(seq: number, at: Date): string {
  return `SF-${at.getUTCFullYear()}-${String(seq).padStart(5, '0')}`;
}

const ids = ORDERABLE_PACKAGES.map((pkg) => pkg.id) as [string, ...string[]];

/** The order form (POST /payment): the shared rules for email, phone, ZIP and web address. */
export const orderFormSchema = z
  .object({
    packageId: z.enum(ids, { error: 'Choose a package' }),
    months: blankable(z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be 1 or more').max(MAX_ORDER_MONTHS, `must be ${MAX_ORDER_MONTHS} or fewer`)),
    company: singleLineText(150),
    contactName: singleLineText(100),
    email: emailSchema.pipe(z.string().max(320)),
    phone: phoneSchema,
    zip: zipSchema,
    website: blankable(urlSchema.pipe(z.string().max(300, 'must be 300 characters or fewer'))),
    notes: optionalText(2000),
    [HONEYPOT_FIELD]: honeypotField,
  })
  .strict();

export type OrderForm = z.infer<typeof orderFormSchema>;

/** What an administrator may record about a pending invoice order: paid, or cancelled. */
const ORDER_STATUS_CHANGES = ['success', 'cancelled'] as const;
export type OrderStatusChange = (typeof ORDER_STATUS_CHANGES)[number];

/** POST /account/orders/{seq}/status. */
export const orderStatusChangeSchema = z.object({
  status: z.enum(ORDER_STATUS_CHANGES, { error: 'must be success (paid) or cancelled' }),
});
