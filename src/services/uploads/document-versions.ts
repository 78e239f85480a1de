import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';
import type { QualityReport } from '../../domain/uploads/quality-report';

/** One stored version of an uploaded document (document_versions, migration 032). */
export interface DocumentVersion {
  contentId: number;
  version: number;
  storageKey: string;
  filename: string;
  mime: string;
  size: number;
  sha256: string;
  report: QualityReport;
  createdAt: string;
  retiredAt: string | null;
  /** A new version of a published document, stored and checked, not served until an administrator publishes it. */
  awaitingReview: boolean;
}

const COLUMNS = sql.raw(`content_id AS "contentId", version, storage_key AS "storageKey", filename, mime, size::bigint AS size, sha256, report,
  created_at AS "createdAt", retired_at AS "retiredAt", awaiting_review AS "awaitingReview"`);

/**
 * The version a download serves: the newest neither retired nor waiting for review, or null for a document with no
 * uploaded file (a seeded one).
 */
export async function currentVersion(db: Queryable, contentId: number): Promise<DocumentVersion | null> {
  return db.maybeOne<DocumentVersion>(sql`SELECT ${COLUMNS} FROM document_versions
    WHERE content_id = ${contentId} AND retired_at IS NULL AND NOT awaiting_review ORDER BY version DESC LIMIT 1`);
}

/** One version by number, retired or not (earlier versions stay downloadable from the document's variations page). */
export async function versionOf(db: Queryable, contentId: number, version: number): Promise<DocumentVersion | null> {
  return db.maybeOne<DocumentVersion>(sql`SELECT ${COLUMNS} FROM document_versions WHERE content_id = ${contentId} AND version = ${version}`);
}

/** Every public version of a document (not waiting for review), newest first. */
async function versionsOf(db: Queryable, contentId: number): Promise<DocumentVersion[]> {
  return db.many<DocumentVersion>(sql`SELECT ${COLUMNS} FROM document_versions WHERE content_id = ${contentId} AND NOT awaiting_review ORDER BY version DESC`);
}

/** The number the next version of a document would take (the insert, not this read, settles a race). */
export async function nextVersion(db: Queryable, contentId: number): Promise<number> {
  const row = await db.one<{ next: number }>(sql`SELECT coalesce(max(version), 0)::int + 1 AS next FROM document_versions WHERE content_id = ${contentId}`);
  return row.next;
}

/** Inserts a version; false when another upload took its number first. */
export async function insertVersion(tx: Queryable, v: Omit<DocumentVersion, 'createdAt' | 'retiredAt' | 'awaitingReview'>, userSeq: number | null): Promise<boolean> {
  const inserted = await tx.many(sql`
    INSERT INTO document_versions (content_id, version, storage_key, filename, mime, size, sha256, report, created_by)
    VALUES (${v.contentId}, ${v.version}, ${v.storageKey}, ${v.filename}, ${v.mime}, ${v.size}, ${v.sha256}, ${JSON.stringify(v.report)}::jsonb, ${userSeq})
    ON CONFLICT (content_id, version) DO NOTHING RETURNING version`);
  return inserted.length === 1;
}

/** A version as the document's variations page lists it, with its download address. */
export interface VersionLink {
  version: number;
  filename: string;
  size: number;
  createdAt: string;
  badge: string;
  /** The version downloads serve now (the newest neither retired nor waiting for review). */
  current: boolean;
  retired: boolean;
  url: string;
}

/** The address of one stored version: /documents/{contentId}/versions/{n}/{filename}. */
function versionPath(contentId: number, version: number, filename: string): string {
  return `/documents/${contentId}/versions/${version}/${encodeURIComponent(filename)}`;
}

/** Every public version of a document, newest first, for its variations page. */
export async function versionLinks(db: Queryable, contentId: number): Promise<VersionLink[]> {
  const versions = await versionsOf(db, contentId);
  const current = versions.find((v) => v.retiredAt === null)?.version;
  return versions.map((v) => ({
    version: v.version,
    filename: v.filename,
    size: v.size,
    createdAt: new Date(v.createdAt).toISOString().slice(0, 10),
    badge: v.report.badge,
    current: v.version === current,
    retired: v.retiredAt !== null,
    url: versionPath(contentId, v.version, v.filename),
  }));
}

/** Whose a document is and whether architects may see it: null for no such document. */
export async function documentAccess(db: Queryable, contentId: number): Promise<{ coid: number; online: boolean } | null> {
  return db.maybeOne<{ coid: number; online: boolean }>(sql`SELECT coid, online FROM content_items WHERE id = ${contentId}`);
}
