import { sql } from '../../db/sql';
import type { Db } from '../../db/types';
import { AppError, notFound } from '../../errors';
import { recordAudit, type ManageActor } from './audit';

/** One stored version of a product's document, as the workspace lists it. */
interface DocumentVersionRow {
  version: number;
  filename: string;
  size: number;
  createdAt: string;
  retiredAt: string | null;
  /** The quality report's short badge, when the checks wrote one. */
  badge: string | null;
  /** A new version of a published document, not served until an administrator publishes it. */
  awaitingReview: boolean;
}

export interface ProductDocument {
  id: number;
  title: string;
  contentType: string;
  online: boolean;
  versions: DocumentVersionRow[];
}

/** The documents of one product with every version (newest first); a document without stored versions lists none. */
export function listProductDocuments(db: Db, coid: number, productSeq: number): Promise<ProductDocument[]> {
  return db.many<ProductDocument>(sql`
    SELECT ci.id, ci.title, ci.content_type AS "contentType", ci.online,
      coalesce((SELECT json_agg(json_build_object(
          'version', v.version, 'filename', v.filename, 'size', v.size,
          'createdAt', to_char(v.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI'),
          'retiredAt', to_char(v.retired_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI'),
          'badge', v.report->>'badge', 'awaitingReview', v.awaiting_review) ORDER BY v.version DESC)
        FROM document_versions v WHERE v.content_id = ci.id), '[]'::json) AS versions
    FROM content_items ci
    WHERE ci.coid = ${coid} AND ci.product_seq = ${productSeq} AND ci.content_type <> 'product'
    ORDER BY ci.content_type, ci.title, ci.id LIMIT 200`);
}

/**
 * Retires one version of a product's document: the newest version not retired is the one downloaded, so retiring
 * the newest brings back the one before. The last live version cannot be retired (withdraw the document instead).
 */
export async function retireDocumentVersion(db: Db, actor: ManageActor, coid: number, contentId: number, version: number): Promise<{ productSeq: number | null }> {
  return db.transaction(async (tx) => {
    const doc = await tx.maybeOne<{ id: number; product_seq: number | null }>(sql`
      SELECT id, product_seq FROM content_items WHERE id = ${contentId} AND coid = ${coid} AND content_type <> 'product' FOR UPDATE`);
    if (!doc) throw notFound('No such document of this manufacturer');
    const live = await tx.many<{ version: number }>(sql`
      SELECT version FROM document_versions WHERE content_id = ${contentId} AND retired_at IS NULL AND NOT awaiting_review ORDER BY version`);
    if (!live.some((v) => v.version === version)) throw new AppError(409, 'This version is already retired, or does not exist');
    if (live.length === 1) throw new AppError(409, 'This is the only version left: withdraw the document instead of retiring it');
    await tx.query(sql`UPDATE document_versions SET retired_at = now() WHERE content_id = ${contentId} AND version = ${version}`);
    await recordAudit(tx, actor, { coid, action: 'document.retire-version', targetKind: 'document', targetId: contentId, before: { version, retired: false }, after: { version, retired: true } });
    return { productSeq: doc.product_seq };
  });
}
