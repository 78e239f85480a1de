import { catalogTransaction } from '../../db/data-version';
import { sql } from '../../db/sql';
import type { Db, Queryable } from '../../db/types';
import type { QualityReport } from '../../domain/uploads/quality-report';
import { AppError, notFound } from '../../errors';
import { recordAudit, type ManageActor } from '../manage/audit';
import { serveVersion } from './store-version';

/** A new version of a published document waiting for an administrator, with what the reviewer needs to judge it. */
export interface VersionReviewItem {
  coid: number;
  companyName: string;
  productSeq: number | null;
  productName: string | null;
  contentId: number;
  title: string;
  contentType: string;
  version: number;
  filename: string;
  /** The version architects download now (null when every earlier one is retired). */
  liveVersion: number | null;
  submittedAt: string;
  report: QualityReport;
  /** The version's preview, for administrators and the manufacturer's staff. */
  preview: string;
}

const QUEUE_LIMIT = 200;

/** The preview address of a version (GET /api/manage/{coid}/products/{id}/files/{contentId}/versions/{n}/preview). */
const previewPath = (coid: number, productSeq: number | null, contentId: number, version: number) =>
  `/api/manage/${coid}/products/${productSeq ?? 0}/files/${contentId}/versions/${version}/preview`;

/** The document versions waiting for review, oldest first; one manufacturer's with `coid`. */
export async function listVersionReviewQueue(db: Queryable, coid?: number): Promise<VersionReviewItem[]> {
  const rows = await db.many<Omit<VersionReviewItem, 'preview'>>(sql`
    SELECT ci.coid, c.name AS "companyName", ci.product_seq AS "productSeq", p.name AS "productName", ci.id AS "contentId",
      ci.title, ci.content_type AS "contentType", dv.version, dv.filename, dv.report,
      (SELECT max(l.version) FROM document_versions l WHERE l.content_id = ci.id AND l.retired_at IS NULL AND NOT l.awaiting_review) AS "liveVersion",
      to_char(dv.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "submittedAt"
    FROM document_versions dv
    JOIN content_items ci ON ci.id = dv.content_id
    JOIN companies c ON c.coid = ci.coid
    LEFT JOIN products p ON p.seq = ci.product_seq
    WHERE dv.awaiting_review AND dv.retired_at IS NULL AND (${coid ?? null}::int IS NULL OR ci.coid = ${coid ?? null})
    ORDER BY dv.created_at, dv.content_id, dv.version LIMIT ${QUEUE_LIMIT}`);
  return rows.map((r) => ({ ...r, preview: previewPath(r.coid, r.productSeq, r.contentId, r.version) }));
}

/**
 * Publishes a version waiting for review (administrators, or a trusted manufacturer's staff, checked in the same
 * transaction): it becomes the version downloads serve unless a newer one is already live, which records the
 * document's change alert ("new CAD version", "data sheet updated") through its row's trigger and moves the data
 * version; the audit entry holds the version served before and after.
 */
export async function publishDocumentVersion(db: Db, actor: ManageActor, coid: number, contentId: number, version: number): Promise<{ version: number; served: boolean }> {
  return catalogTransaction(db, async (tx) => {
    // The update comes first: its statement trigger takes the data-version lock every catalog write takes first,
    // so the trust read next and the live version cannot change before the commit.
    const waiting = await tx.maybeOne<{ filename: string; size: number; badge: string | null }>(sql`
      UPDATE document_versions SET awaiting_review = false
      WHERE content_id = ${contentId} AND version = ${version} AND awaiting_review AND retired_at IS NULL
        AND content_id IN (SELECT id FROM content_items WHERE coid = ${coid} AND content_type <> 'product')
      RETURNING filename, size::int AS size, report->>'badge' AS badge`);
    const company = await tx.maybeOne<{ trusted: boolean }>(sql`SELECT trusted_publisher AS trusted FROM companies WHERE coid = ${coid}`);
    if (!company) throw notFound('No such manufacturer');
    if (!actor.isAdmin && !company.trusted) throw new AppError(403, 'Only administrators publish this manufacturer’s new versions (it is not a trusted publisher)');
    if (!waiting) {
      const exists = await tx.maybeOne(sql`
        SELECT 1 FROM document_versions v JOIN content_items ci ON ci.id = v.content_id
        WHERE v.content_id = ${contentId} AND v.version = ${version} AND ci.coid = ${coid}`);
      if (!exists) throw notFound(`No version ${version} of document ${contentId} of this manufacturer`);
      throw new AppError(409, 'This version is not waiting for review');
    }
    const before = await liveVersion(tx, contentId, version);
    const served = before === null || before < version;
    if (served) await serveVersion(tx, contentId, { filename: waiting.filename, size: waiting.size, version });
    await recordAudit(tx, actor, {
      coid,
      action: 'document.publish-version',
      targetKind: 'document',
      targetId: contentId,
      before: { served: before },
      after: { served: served ? version : before, published: version, filename: waiting.filename, badge: waiting.badge },
    });
    return { version, served };
  });
}

/** The version the document served before `published` was published. */
async function liveVersion(tx: Queryable, contentId: number, published: number): Promise<number | null> {
  const row = await tx.one<{ version: number | null }>(sql`
    SELECT max(version) AS version FROM document_versions
    WHERE content_id = ${contentId} AND version <> ${published} AND retired_at IS NULL AND NOT awaiting_review`);
  return row.version;
}
