import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';
import { notFound } from '../../errors';
import { contentItemPath } from '../content-links';
import { addWithinQuota } from './quotas';

/** A favorite, with the item it points at (null once the item is gone or offline). */
export interface Favorite {
  seq: number;
  content_id: number;
  content_type: string;
  note: string;
  created_at: string;
  item: { title: string; url: string; companyName: string; productSeq: number | null } | null;
}

interface FavoriteRow {
  seq: number;
  content_id: number;
  content_type: string;
  note: string;
  created_at: Date | string;
  title: string | null;
  companyName: string | null;
  coid: number | null;
  productSeq: number | null;
}

const SELECT_FAVORITES = sql`
  SELECT f.seq, f.content_id, f.content_type, f.note, f.created_at,
         ci.title, c.name AS "companyName", ci.coid, ci.product_seq AS "productSeq"
  FROM user_favorites f
  LEFT JOIN content_items ci ON ci.id = f.content_id AND ci.content_type = f.content_type AND ci.online
  LEFT JOIN companies c ON c.coid = ci.coid`;

function toFavorite(row: FavoriteRow): Favorite {
  const item =
    row.title !== null && row.coid !== null && row.companyName !== null
      ? {
          title: row.title,
          companyName: row.companyName,
          productSeq: row.productSeq,
          url: contentItemPath({ id: row.content_id, contentType: row.content_type, productSeq: row.productSeq, companyName: row.companyName, coid: row.coid }),
        }
      : null;
  return {
    seq: row.seq,
    content_id: row.content_id,
    content_type: row.content_type,
    note: row.note,
    created_at: new Date(row.created_at).toISOString(),
    item,
  };
}

/** The user's favorites, newest first. */
export async function listFavorites(db: Queryable, userSeq: number): Promise<Favorite[]> {
  const rows = await db.many<FavoriteRow>(sql`${SELECT_FAVORITES}
    WHERE f.user_seq = ${userSeq} ORDER BY f.created_at DESC, f.seq DESC`);
  return rows.map(toFavorite);
}

/** One favorite of this user; another user's seq is not found (404). */
async function getFavorite(db: Queryable, userSeq: number, seq: number): Promise<Favorite> {
  const row = await db.maybeOne<FavoriteRow>(sql`${SELECT_FAVORITES} WHERE f.seq = ${seq} AND f.user_seq = ${userSeq}`);
  if (!row) throw notFound(`No favorite ${seq}`);
  return toFavorite(row);
}

interface FavoriteInput {
  content_id: number;
  content_type: string;
  note?: string;
}

/**
 * Adds a favorite; adding the same item again returns the existing one (idempotent per user and item).
 * A new one past the user's quota is a 409 naming the limit.
 */
export async function addFavorite(db: Queryable, userSeq: number, input: FavoriteInput): Promise<Favorite> {
  const exists = await db.maybeOne(sql`
    SELECT 1 FROM content_items WHERE id = ${input.content_id} AND content_type = ${input.content_type} AND online`);
  if (!exists) throw notFound(`No ${input.content_type} item ${input.content_id}`);
  const seq = await addWithinQuota(db, userSeq, 'favorites', {
    existing: async (tx) =>
      (await tx.maybeOne<{ seq: number }>(sql`
        SELECT seq FROM user_favorites WHERE user_seq = ${userSeq} AND content_type = ${input.content_type} AND content_id = ${input.content_id}`))?.seq ?? null,
    insert: async (tx) =>
      (await tx.one<{ seq: number }>(sql`
        INSERT INTO user_favorites (user_seq, content_id, content_type, note)
        VALUES (${userSeq}, ${input.content_id}, ${input.content_type}, ${input.note ?? ''})
        RETURNING seq`)).seq,
  });
  return getFavorite(db, userSeq, seq);
}

/** Changes the note of one of the user's favorites. */
export async function updateFavorite(db: Queryable, userSeq: number, seq: number, changes: { note: string }): Promise<Favorite> {
  const result = await db.query(sql`
    UPDATE user_favorites SET note = ${changes.note} WHERE seq = ${seq} AND user_seq = ${userSeq}`);
  if (result.rowCount === 0) throw notFound(`No favorite ${seq}`);
  return getFavorite(db, userSeq, seq);
}

/** Removes one of the user's favorites. */
export async function removeFavorite(db: Queryable, userSeq: number, seq: number): Promise<void> {
  const result = await db.query(sql`DELETE FROM user_favorites WHERE seq = ${seq} AND user_seq = ${userSeq}`);
  if (result.rowCount === 0) throw notFound(`No favorite ${seq}`);
}

/** "type:id" → favorite seq for the given items (to mark cards as saved). */
export async function favoriteSeqsFor(
  db: Queryable,
  userSeq: number,
  items: ReadonlyArray<{ id: number; contentType: string }>,
): Promise<Record<string, number>> {
  if (items.length === 0) return {};
  const ids = items.map((i) => i.id);
  const rows = await db.many<{ seq: number; content_id: number; content_type: string }>(sql`
    SELECT seq, content_id, content_type FROM user_favorites
    WHERE user_seq = ${userSeq} AND content_id = ANY(${ids}::int[])`);
  return Object.fromEntries(rows.map((r) => [favoriteKey(r.content_type, r.content_id), r.seq]));
}

function favoriteKey(contentType: string, contentId: number): string {
  return `${contentType}:${contentId}`;
}
