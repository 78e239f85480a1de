import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';
import type { OrderStatusChange, PaymentStatus } from '../../domain/orders';
import type { Page } from '../pagination';
import { offsetOf, pageOf } from '../pagination';
import { ORDER_COLUMNS } from './orders';
import type { Order } from './provider';

/** An order as the administrators' screen shows it: with who recorded its payment or cancellation, and when. */
interface AdminOrder extends Order {
  paidAt: Date | null;
  cancelledAt: Date | null;
  /** The e-mail address of the administrator who changed the status (null: never changed, or the account is gone). */
  changedBy: string | null;
}

const ADMIN_COLUMNS = sql`${ORDER_COLUMNS}, paid_at AS "paidAt", cancelled_at AS "cancelledAt",
  (SELECT u.email FROM users u WHERE u.seq = orders.changed_by) AS "changedBy"`;

interface OrderFilter {
  status?: PaymentStatus;
  page: number;
  pageSize: number;
}

/** Orders newest first, optionally of one status. */
export async function listOrders(db: Queryable, { status, page, pageSize }: OrderFilter): Promise<Page<AdminOrder>> {
  const where = status ? sql`WHERE status = ${status}` : sql.empty;
  const [items, total] = await Promise.all([
    db.many<AdminOrder>(sql`SELECT ${ADMIN_COLUMNS} FROM orders ${where} ORDER BY created_at DESC, seq DESC
      LIMIT ${pageSize} OFFSET ${offsetOf(page, pageSize)}`),
    db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM orders ${where}`),
  ]);
  return pageOf(items, total.n, page, pageSize);
}

export function findOrderBySeq(db: Queryable, seq: number): Promise<AdminOrder | null> {
  return db.maybeOne<AdminOrder>(sql`SELECT ${ADMIN_COLUMNS} FROM orders WHERE seq = ${seq}`);
}

type StatusChangeResult = { changed: true; order: AdminOrder } | { changed: false; order: AdminOrder | null };

/**
 * Records that a pending order was paid (success) or cancelled, by whom and when. One conditional
 * UPDATE: when two administrators act on the same order, only the first changes it; the other
 * gets `changed: false` with the order as it now is (null when there is no such order).
 */
export async function changeOrderStatus(
  db: Queryable,
  change: { seq: number; status: OrderStatusChange; by: number },
): Promise<StatusChangeResult> {
  const { seq, status, by } = change;
  const paid = status === 'success';
  const result = await db.query<AdminOrder>(sql`
    UPDATE orders SET status = ${status}, updated_at = now(), changed_by = ${by},
      paid_at = CASE WHEN ${paid}::boolean THEN now() END, cancelled_at = CASE WHEN ${paid}::boolean THEN NULL ELSE now() END
    WHERE seq = ${seq} AND status = 'pending'
    RETURNING ${ADMIN_COLUMNS}`);
  if (result.rowCount === 1) return { changed: true, order: result.rows[0] };
  return { changed: false, order: await findOrderBySeq(db, seq) };
}
