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
import { orderStatusAction, paymentAction } from '../actions/payment-actions';
import { apiKeyAction, reportPasswordAction, revokeApiKeyAction } from '../actions/admin-secret-actions';
import type { RouteDef } from '../page-types';
import { route } from '../page-types';

/**
 * Ordering a package: the order form, the confirmation of one order (by its secret reference) and the payment
 * status pages; and the administrators' screens: orders, where invoices are marked paid or cancelled, client
 * report passwords and API keys. Their posts are the rows' actions (src/web/actions/).
 */
export const PAYMENT_ROUTES: readonly RouteDef[] = [
  // Never cached: a failed post re-renders this route with the visitor's values.
  route({ path: '/payment', page: PaymentPage, load: loadPayment, actions: [paymentAction], cache: 'never', examples: ['/payment'] }),
  route({ path: '/confirmation', page: ConfirmationPage, load: loadConfirmation, cache: 'never', sitemap: false, examples: ['/confirmation'] }),
  route({ path: '/payment-status/:status', cache: 'public', page: PaymentStatusPage, load: loadPaymentStatus, params: paymentStatusParams, sitemap: false, examples: ['/payment-status/pending'] }),
  // Administrators only (the loader refuses other users with 403).
  route({ path: '/account/orders', page: OrdersPage, load: loadOrders, actions: [orderStatusAction], guard: 'auth', cache: 'never', sitemap: false }),
  // Administrators only; its post shows a new client report password once.
  route({ path: REPORT_PASSWORDS_PATH, page: ReportPasswordsPage, load: loadReportPasswords, actions: [reportPasswordAction], guard: 'auth', cache: 'never', sitemap: false }),
  // Administrators only; its posts issue a key shown once, and revoke keys.
  route({ path: API_KEYS_PATH, page: ApiKeysPage, load: loadApiKeys, actions: [apiKeyAction, revokeApiKeyAction], guard: 'auth', cache: 'never', sitemap: false }),
];
