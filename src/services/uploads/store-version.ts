import type { Readable } from 'node:stream';
import { catalogTransaction } from '../../db/data-version';
import { sql } from '../../db/sql';
import type { Db, Queryable } from '../../db/types';
import type { ManageActor } from '../manage/audit';
import type { QualityReport } from '../../domain/uploads/quality-report';
import type { FileStore } from '../storage/file-store';
import { insertVersion, nextVersion } from './document-versions';
import type { ReplacedDocument, UploadProduct } from './upload-target';

interface NewVersion {
  actor: ManageActor;
  product: UploadProduct;
  replaced: ReplacedDocument | null;
  contentType: string;
  title: string;
  /** The safe name of the file (upload-rules.ts `safeFileName`). */
  filename: string;
  mime: string;
  /** Opens the checked bytes (called again if a parallel upload took the version number first). */
  body: () => Readable;
  report: QualityReport;
}

/** Tries at taking a version number before giving up: each loses only to another upload of the same document. */
const VERSION_ATTEMPTS = 8;

/** The document's download name: unique per manufacturer and version, so a cached preview or link never shows another version. */
function documentFilename(filename: string, contentId: number, version: number): string {
  return filename.replace(/(\.[a-z]+)$/, `-${contentId}-v${version}$1`);
}

async function audit(tx: Queryable, v: NewVersion, contentId: number, version: number, sha256: string): Promise<void> {
  const after = { contentType: v.contentType, title: v.title, version, filename: v.filename, sha256, badge: v.report.badge };
  await tx.query(sql`
    INSERT INTO audit_entries (coid, actor_seq, actor, action, target_kind, target_id, before, after)
    VALUES (${v.product.coid}, ${v.actor.userSeq}, ${v.actor.label}, ${v.replaced ? 'document.version' : 'document.upload'}, 'document', ${contentId},
      ${v.replaced ? JSON.stringify({ version: version - 1 }) : null}::jsonb, ${JSON.stringify(after)}::jsonb)`);
}

/**
 * Stores a checked file as the next version of a document (a new draft document when none is replaced): the
 * bytes first, under files/<coid>/<contentId>/v<version>/<name>, then the version row, the document's file
 * columns and an audit entry in one transaction. The version number is taken by the row's primary key, so two
 * uploads at once get two versions; a loser removes its bytes and tries the next number.
 */
export async function storeVersion(deps: { db: Db; store: FileStore }, v: NewVersion): Promise<{ id: number; version: number; state: string }> {
  const { db, store } = deps;
  let contentId = v.replaced?.id ?? null;
  let created = false;
  if (contentId === null) {
    const row = await db.one<{ id: number }>(sql`
      INSERT INTO content_items (coid, product_seq, content_type, title, section, division, filename, file_format, online, publication)
      VALUES (${v.product.coid}, ${v.product.seq}, ${v.contentType}, ${v.title}, ${v.product.section}, ${v.product.division}, NULL, NULL, false, 'draft')
      RETURNING id`);
    contentId = row.id;
    created = true;
  }
  try {
    for (let attempt = 0; attempt < VERSION_ATTEMPTS; attempt++) {
      const version = await nextVersion(db, contentId);
      const key = `files/${v.product.coid}/${contentId}/v${version}/${v.filename}`;
      const put = await store.put(key, v.body());
      const id = contentId;
      const state = await catalogTransaction(db, async (tx) => {
        const taken = await insertVersion(tx, { contentId: id, version, storageKey: key, filename: v.filename, mime: v.mime, size: put.size, sha256: put.sha256, report: v.report }, v.actor.userSeq);
        if (!taken) return null;
        const row = await tx.one<{ publication: string }>(sql`
          UPDATE content_items SET filename = ${documentFilename(v.filename, id, version)}, file_format = ${v.filename.slice(v.filename.lastIndexOf('.') + 1).toUpperCase()},
            file_size = ${Math.min(put.size, 2_147_483_647)}, title = ${v.title}
          WHERE id = ${id} RETURNING publication`);
        await audit(tx, v, id, version, put.sha256);
        return row.publication;
      });
      if (state !== null) return { id, version, state };
      await store.delete(key);
    }
    throw new Error(`document ${contentId}: no free version number after ${VERSION_ATTEMPTS} tries`);
  } catch (error) {
    if (created) await db.query(sql`DELETE FROM content_items WHERE id = ${contentId} AND NOT EXISTS (SELECT 1 FROM document_versions WHERE content_id = ${contentId})`);
    throw error;
  }
}
