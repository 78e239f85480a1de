import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';

/** Who acts in the workspace or the API: a signed-in user or an API key scoped to the manufacturer. */
export interface ManageActor {
  /** users.seq of a signed-in user; null for an API key or an import run without a user. */
  userSeq: number | null;
  /** 'user:<email>' or 'api-key:<prefix>': kept on the entry when the user is later deleted. */
  label: string;
  isAdmin: boolean;
}

type AuditTarget = 'company' | 'product' | 'document' | 'import' | 'spec';

interface AuditEntryInput {
  coid: number;
  action: string;
  targetKind: AuditTarget;
  targetId: number | null;
  before: unknown;
  after: unknown;
}

export interface AuditEntry {
  seq: number;
  actor: string;
  action: string;
  targetKind: AuditTarget;
  targetId: number | null;
  before: unknown;
  after: unknown;
  at: string;
}

const json = (value: unknown): string | null => (value === null || value === undefined ? null : JSON.stringify(value));

/** One entry, written in the caller's transaction so the change and its record commit together. */
export async function recordAudit(tx: Queryable, actor: ManageActor, entry: AuditEntryInput): Promise<void> {
  await tx.query(sql`
    INSERT INTO audit_entries (coid, actor_seq, actor, action, target_kind, target_id, before, after)
    VALUES (${entry.coid}, ${actor.userSeq}, ${actor.label}, ${entry.action}, ${entry.targetKind}, ${entry.targetId},
      ${json(entry.before)}::jsonb, ${json(entry.after)}::jsonb)`);
}

export const AUDIT_PAGE_SIZE = 50;

/** A manufacturer's entries, newest first; `before` pages back from an entry's seq. */
export function listAudit(db: Queryable, coid: number, options: { before?: number; targetId?: number } = {}): Promise<AuditEntry[]> {
  return db.many<AuditEntry>(sql`
    SELECT seq::int AS seq, actor, action, target_kind AS "targetKind", target_id AS "targetId", before, after,
      to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at
    FROM audit_entries
    WHERE coid = ${coid} AND (${options.before ?? null}::bigint IS NULL OR seq < ${options.before ?? null})
      AND (${options.targetId ?? null}::int IS NULL OR (target_kind = 'product' AND target_id = ${options.targetId ?? null}))
    ORDER BY seq DESC LIMIT ${AUDIT_PAGE_SIZE}`);
}

/** The actor of a signed-in user's request (the workspace's forms, the API by session or bearer token). */
export function actorOf(user: { seq: number; email: string; isAdmin: boolean }): ManageActor {
  return { userSeq: user.seq, label: `user:${user.email}`, isAdmin: user.isAdmin };
}
