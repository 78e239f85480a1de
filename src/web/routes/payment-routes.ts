import { OrdersPage } from '../../pages/account/orders-page';
import { ReportPasswordsPage } from '../../pages/account/report-passwords-page';
import { ApiKeysPage } from '../../pages/account/api-keys-page';
import { ConfirmationPage } from '../../pages/payment/confirmation-page';
import { PaymentPage } from '../../pages/payment/payment-page';
import { PaymentStatusPage } from '../../pages/payment/payment-status-page';
import { loadOrders } from '../loaders/account/orders';
import { REPORT_PASSWORDS_PATH } from '../../domain/report-passwords';
import { loadReportPasswords } from '../loaders/account/report-passwords';
import { API_KEYS_PATH } from '../../domain/api-keys';
import { loadApiKeys } from '../loaders/account/api-keys';
import { loadConfirmation, loadPayment, loadPaymentStatus, paymentStatusParams } from '../loaders/payment/payment';
import type { RouteDef } from '../page-types';
import { route } from '../page-types';

/**
 * Ordering a package: the order form (its post is src/api/payment-forms.ts), the confirmation of
 * one order (by its secret reference) and the payment status pages; and the administrators'
 * orders screen, where invoices are marked paid or cancelled (its posts: src/api/order-admin-forms.ts).
 */
export const PAYMENT_ROUTES: readonly RouteDef[] = [
  // Never cached: a failed post re-renders this route with the visitor's values.
  route({ path: '/payment', page: PaymentPage, load: loadPayment, cache: 'never', examples: ['/payment'] }),
  route({ path: '/confirmation', page: ConfirmationPage, load: loadConfirmation, cache: 'never', sitemap: false, examples: ['/confirmation'] }),
  route({ path: '/payment-status/:status', cache: 'public', page: PaymentStatusPage, load: loadPaymentStatus, params: paymentStatusParams, sitemap: false, examples: ['/payment-status/pending'] }),
  // Administrators only (the loader refuses other users with 403).
  route({ path: '/account/orders', page: OrdersPage, load: loadOrders, guard: 'auth', cache: 'never', sitemap: false }),
  // Administrators only; its post (src/api/report-password-forms.ts) shows a new client report password once.
  route({ path: REPORT_PASSWORDS_PATH, page: ReportPasswordsPage, load: loadReportPasswords, guard: 'auth', cache: 'never', sitemap: false }),
  // Administrators only; its posts (src/api/api-key-forms.ts) issue a key shown once, and revoke keys.
  route({ path: API_KEYS_PATH, page: ApiKeysPage, load: loadApiKeys, guard: 'auth', cache: 'never', sitemap: false }),
];
