import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';
import { companyPath } from '../../domain/company-id';
import type { WatchKind } from '../../domain/watches';
import { notFound } from '../../errors';
import { onProject } from '../personal/project-access';
import { addWithinQuota } from '../personal/quotas';

export interface Watch {
  seq: number;
  kind: WatchKind;
  target: number;
  name: string;
  url: string;
}

/** The name and page of what a watch names, or null when there is no such thing (for this user). */
async function watchTarget(db: Queryable, userSeq: number, kind: WatchKind, target: number): Promise<{ name: string; url: string } | null> {
  if (kind === 'product') {
    const row = await db.maybeOne<{ name: string }>(sql`SELECT name FROM products WHERE seq = ${target} AND online AND NOT heading`);
    return row && { name: row.name, url: `/product/${target}` };
  }
  if (kind === 'company') {
    const row = await db.maybeOne<{ name: string }>(sql`SELECT name FROM companies WHERE coid = ${target}`);
    return row && { name: row.name, url: companyPath(row.name, target) };
  }
  const row = await db.maybeOne<{ name: string }>(sql`SELECT name FROM char_projects cp WHERE seq = ${target} AND ${onProject(userSeq)}`);
  return row && { name: row.name, url: `/account/projects/${target}` };
}

/** Starts watching (watching twice changes nothing); an unknown target, or a project the user is not on, is a 404. */
export async function addWatch(db: Queryable, userSeq: number, kind: WatchKind, target: number): Promise<number> {
  if (!(await watchTarget(db, userSeq, kind, target))) throw notFound(`No ${kind} ${target} to watch`);
  return addWithinQuota(db, userSeq, 'watches', {
    existing: (tx) => watchSeqFor(tx, userSeq, kind, target),
    insert: async (tx) => (await tx.one<{ seq: number }>(sql`INSERT INTO watches (user_seq, kind, target) VALUES (${userSeq}, ${kind}, ${target}) RETURNING seq`)).seq,
  });
}

export async function removeWatch(db: Queryable, userSeq: number, seq: number): Promise<void> {
  const result = await db.query(sql`DELETE FROM watches WHERE seq = ${seq} AND user_seq = ${userSeq}`);
  if (result.rowCount === 0) throw notFound(`No watch ${seq}`);
}

export async function watchSeqFor(db: Queryable, userSeq: number, kind: WatchKind, target: number): Promise<number | null> {
  const row = await db.maybeOne<{ seq: number }>(sql`SELECT seq FROM watches WHERE user_seq = ${userSeq} AND kind = ${kind} AND target = ${target}`);
  return row?.seq ?? null;
}

/** The user's watches with what they name, newest first; targets gone since are left out. */
export async function listWatches(db: Queryable, userSeq: number): Promise<Watch[]> {
  const rows = await db.many<{ seq: number; kind: WatchKind; target: number; name: string | null }>(sql`
    SELECT w.seq, w.kind, w.target,
      CASE w.kind WHEN 'product' THEN p.name WHEN 'company' THEN c.name ELSE cp.name END AS name
    FROM watches w
    LEFT JOIN products p ON w.kind = 'product' AND p.seq = w.target AND p.online
    LEFT JOIN companies c ON w.kind = 'company' AND c.coid = w.target
    LEFT JOIN char_projects cp ON w.kind = 'project' AND cp.seq = w.target AND ${onProject(userSeq)}
    WHERE w.user_seq = ${userSeq}
    ORDER BY w.created_at DESC, w.seq DESC`);
  return rows.flatMap((r) => {
    if (r.name === null) return [];
    const url = r.kind === 'product' ? `/product/${r.target}` : r.kind === 'company' ? companyPath(r.name, r.target) : `/account/projects/${r.target}`;
    return [{ seq: r.seq, kind: r.kind, target: r.target, name: r.name, url }];
  });
}
