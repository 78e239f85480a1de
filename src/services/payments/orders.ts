import { randomBytes } from 'node:crypto';
import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';
import type { OrderForm } from '../../domain/orders';
import { findOrderablePackage, orderNumber, orderQuantity } from '../../domain/orders';
import { badRequest } from '../../errors';
import type { Order, PaymentProvider, PaymentStart } from './provider';

/** The columns of an Order (unqualified: select them from orders alone). */
export const ORDER_COLUMNS = sql.raw(`seq, order_number AS "orderNumber", reference, package_id AS "packageId", package_name AS "packageName",
  term, quantity, unit_price_usd AS "unitPriceUsd", total_usd AS "totalUsd", company, contact_name AS "contactName", email, phone,
  zip, website, notes, provider, status, created_at AS "createdAt"`);

/** The order of a confirmation link, or null. */
export function findOrderByReference(db: Queryable, reference: string): Promise<Order | null> {
  return db.maybeOne<Order>(sql`SELECT ${ORDER_COLUMNS} FROM orders WHERE reference = ${reference}`);
}

async function insertOrder(db: Queryable, form: OrderForm, providerId: string, userSeq: number | null): Promise<Order> {
  const pkg = findOrderablePackage(form.packageId);
  if (!pkg) throw badRequest('Choose a package', { fields: { packageId: 'Choose a package' } });
  const quantity = orderQuantity(pkg, form.months);
  const { seq } = await db.one<{ seq: number }>(sql`SELECT nextval(pg_get_serial_sequence('orders', 'seq'))::int AS seq`);
  return db.one<Order>(sql`
    INSERT INTO orders (seq, order_number, reference, package_id, package_name, term, quantity, unit_price_usd, total_usd,
      company, contact_name, email, phone, zip, website, notes, provider, status, user_seq)
    VALUES (${seq}, ${orderNumber(seq, new Date())}, ${randomBytes(18).toString('base64url')}, ${pkg.id}, ${pkg.name}, ${pkg.term},
      ${quantity}, ${pkg.priceUsd}, ${pkg.priceUsd * quantity}, ${form.company}, ${form.contactName}, ${form.email}, ${form.phone},
      ${form.zip}, ${form.website ?? ''}, ${form.notes ?? ''}, ${providerId}, 'pending', ${userSeq})
    RETURNING ${ORDER_COLUMNS}`);
}

/**
 * Records the order as pending, then hands it to the payment provider; the order takes the
 * status the provider reports. Answers the order and where the visitor goes next.
 */
export async function placeOrder(
  db: Queryable,
  provider: PaymentProvider,
  form: OrderForm,
  userSeq: number | null,
): Promise<{ order: Order; start: PaymentStart }> {
  const order = await insertOrder(db, form, provider.id, userSeq);
  const start = await provider.begin(order);
  if (start.status !== order.status) {
    await db.query(sql`UPDATE orders SET status = ${start.status}, updated_at = now() WHERE seq = ${order.seq}`);
  }
  return { order: { ...order, status: start.status }, start };
}
