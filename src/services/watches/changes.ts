import { sql } from '../../db/sql';
import type { SqlQuery } from '../../db/sql';
import type { Queryable } from '../../db/types';
import { companyPath } from '../../domain/company-id';
import type { ChangeKind } from '../../domain/watches';
import { EXPIRY_NOTICE_DAYS } from '../../domain/watches';
import { productPath } from '../content-links';
import { onProject } from '../personal/project-access';

export interface ProductChange {
  seq: number;
  kind: ChangeKind;
  /** The document's or product's title when it changed. */
  title: string;
  productSeq: number | null;
  productName: string | null;
  coid: number;
  companyName: string;
  changedAt: string;
  /** Where to look: the product's page while it has one, else the manufacturer's. */
  url: string;
  /** The watched projects that specified this product before the change: it changed since specified there. */
  specifiedIn: { seq: number; name: string }[];
}

/** The user may read the project `cp` (its owner or a member). */
function readsProject(userSeq: number): SqlQuery {
  return sql`(cp.user_seq = ${userSeq} OR EXISTS (SELECT 1 FROM project_members m WHERE m.project_seq = cp.seq AND m.user_seq = ${userSeq}))`;
}

/**
 * Whether the user watches what change `ch` is about since before it happened: the product, its
 * manufacturer, or a project the user is on (owner or colleague) that names the manufacturer under the change's section.
 */
function watchedBy(userSeq: number): SqlQuery {
  return sql`(
    EXISTS (SELECT 1 FROM watches w WHERE w.user_seq = ${userSeq} AND w.kind = 'product' AND w.target = ch.product_seq AND w.created_at <= ch.changed_at)
    OR EXISTS (SELECT 1 FROM watches w WHERE w.user_seq = ${userSeq} AND w.kind = 'company' AND w.target = ch.coid AND w.created_at <= ch.changed_at)
    OR EXISTS (SELECT 1 FROM watches w JOIN char_projects cp ON cp.seq = w.target AND ${onProject(userSeq)}
      WHERE w.user_seq = ${userSeq} AND w.kind = 'project' AND w.created_at <= ch.changed_at
        AND ch.section IS NOT NULL AND cp.csi_map -> ch.section @> to_jsonb(ch.coid))
    OR EXISTS (SELECT 1 FROM watches w JOIN char_projects cp ON cp.seq = w.target JOIN project_products pp ON pp.project_seq = cp.seq
      WHERE w.user_seq = ${userSeq} AND w.kind = 'project' AND w.created_at <= ch.changed_at
        AND pp.product_seq = ch.product_seq AND pp.specified_at < ch.changed_at AND ${readsProject(userSeq)}))`;
}

/**
 * Changes the user watches with a seq above `after`: newest first, or the oldest first and only those no digest
 * mailed them yet (a digest's next batch).
 */
export async function changesFor(
  db: Queryable,
  userSeq: number,
  options: { after: number; limit: number; oldestFirst?: boolean; notMailed?: boolean },
): Promise<ProductChange[]> {
  const notMailed = options.notMailed
    ? sql`AND NOT EXISTS (SELECT 1 FROM digest_mailed m WHERE m.user_seq = ${userSeq} AND m.change_seq = ch.seq)`
    : sql``;
  const rows = await db.many<Omit<ProductChange, 'url' | 'specifiedIn'> & { productPage: boolean | null; specifiedIn: ProductChange['specifiedIn'] | null }>(sql`
    SELECT ch.seq::int AS seq, ch.kind, ch.title, ch.product_seq AS "productSeq", p.name AS "productName",
      p.online AND NOT p.heading AS "productPage",
      (SELECT jsonb_agg(jsonb_build_object('seq', cp.seq, 'name', cp.name) ORDER BY cp.name, cp.seq)
        FROM watches w JOIN char_projects cp ON cp.seq = w.target JOIN project_products pp ON pp.project_seq = cp.seq
        WHERE w.user_seq = ${userSeq} AND w.kind = 'project' AND pp.product_seq = ch.product_seq AND pp.specified_at < ch.changed_at
          AND ${readsProject(userSeq)}) AS "specifiedIn",
      ch.coid, c.name AS "companyName", to_char(ch.changed_at, 'YYYY-MM-DD') AS "changedAt"
    FROM product_changes ch
    JOIN companies c ON c.coid = ch.coid
    LEFT JOIN products p ON p.seq = ch.product_seq
    WHERE ch.seq > ${options.after} AND ${watchedBy(userSeq)} ${notMailed}
    ORDER BY ch.seq ${sql.raw(options.oldestFirst ? 'ASC' : 'DESC')} LIMIT ${options.limit}`);
  // A withdrawn product has no page: its manufacturer's is where to look.
  return rows.map(({ productPage, specifiedIn, ...r }) => ({
    ...r,
    url: productPage && r.productSeq !== null ? productPath(r.productSeq) : companyPath(r.companyName, r.coid),
    specifiedIn: specifiedIn ?? [],
  }));
}

/**
 * Records the EPDs and HPDs of watched products that expire within EXPIRY_NOTICE_DAYS of `today`
 * or have expired: each kind once per declaration, whoever runs it and however often.
 */
export async function recordDeclarationChanges(db: Queryable, today: string): Promise<number> {
  const result = await db.query(sql`
    INSERT INTO product_changes (product_seq, coid, section, kind, content_id, title)
    SELECT ch.product_seq, ch.coid, ch.section, ch.kind, ch.content_id, ch.title FROM (
      SELECT ci.product_seq, ci.coid, ci.section, ci.id AS content_id, ci.title, now() AS changed_at,
        CASE WHEN d.expires_on < ${today}::date THEN 'declaration-expired' ELSE 'declaration-expiring' END AS kind
      FROM declarations d JOIN content_items ci ON ci.id = d.content_id
      WHERE ci.online AND ci.product_seq IS NOT NULL AND d.expires_on <= ${today}::date + ${EXPIRY_NOTICE_DAYS}::int
    ) ch
    WHERE EXISTS (SELECT 1 FROM watches w
      WHERE (w.kind = 'product' AND w.target = ch.product_seq) OR (w.kind = 'company' AND w.target = ch.coid)
        OR (w.kind = 'project' AND EXISTS (SELECT 1 FROM char_projects cp
          WHERE cp.seq = w.target AND ch.section IS NOT NULL AND cp.csi_map -> ch.section @> to_jsonb(ch.coid)))
        OR (w.kind = 'project' AND EXISTS (SELECT 1 FROM project_products pp WHERE pp.project_seq = w.target AND pp.product_seq = ch.product_seq)))
    ON CONFLICT (kind, content_id) WHERE kind IN ('declaration-expiring', 'declaration-expired') DO NOTHING`);
  return result.rowCount ?? 0;
}

/** What the user has seen on /account: changes up to `through` are no longer "since your last visit". */
export async function markChangesSeen(db: Queryable, userSeq: number, through: number): Promise<void> {
  await db.query(sql`UPDATE users SET changes_seen_through = greatest(changes_seen_through, ${through}) WHERE seq = ${userSeq}`);
}

export async function changesSeenThrough(db: Queryable, userSeq: number): Promise<number> {
  const row = await db.maybeOne<{ through: number }>(sql`SELECT changes_seen_through::int AS through FROM users WHERE seq = ${userSeq}`);
  return row?.through ?? 0;
}
