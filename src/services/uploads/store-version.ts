import type { Readable } from 'node:stream';
import { catalogTransaction } from '../../db/data-version';
import { sql } from '../../db/sql';
import type { Db, Queryable } from '../../db/types';
import { recordAudit, type ManageActor } from '../manage/audit';
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

async function audit(tx: Queryable, v: NewVersion, contentId: number, version: number, sha256: string, awaitingReview: boolean): Promise<void> {
  const after = { contentType: v.contentType, title: v.title, version, filename: v.filename, sha256, badge: v.report.badge, ...(awaitingReview ? { awaitingReview } : {}) };
  await recordAudit(tx, v.actor, {
    coid: v.product.coid,
    action: v.replaced ? 'document.version' : 'document.upload',
    targetKind: 'document',
    targetId: contentId,
    before: v.replaced ? { version: version - 1 } : null,
    after,
  });
}

/**
 * Whether a new version waits for review: it does when its document is published and the uploader is neither an
 * administrator nor a trusted manufacturer's staff. Asked after the version's insert, whose statement trigger took
 * the data-version lock that every catalog write (a publish, a change of trust) takes first: nothing can change the
 * answer between this read and the commit.
 */
async function mustWaitForReview(tx: Queryable, v: NewVersion, contentId: number): Promise<boolean> {
  if (v.actor.isAdmin) return false;
  const row = await tx.one<{ waits: boolean }>(sql`
    SELECT ci.publication = 'published' AND NOT c.trusted_publisher AS waits
    FROM content_items ci JOIN companies c ON c.coid = ci.coid WHERE ci.id = ${contentId}`);
  return row.waits;
}

/**
 * Makes a stored version the one the document serves: its download name, format, size (and title) on the
 * document's row. On a published document the changed file name is what the change alert ("new CAD version",
 * "data sheet updated") is recorded from (content_items trigger, migration 021). Answers the document's state.
 */
export async function serveVersion(tx: Queryable, contentId: number, v: { filename: string; size: number; version: number; title?: string }): Promise<string> {
  const row = await tx.one<{ publication: string }>(sql`
    UPDATE content_items SET filename = ${documentFilename(v.filename, contentId, v.version)}, file_format = ${v.filename.slice(v.filename.lastIndexOf('.') + 1).toUpperCase()},
      file_size = ${Math.min(v.size, 2_147_483_647)}, title = coalesce(${v.title ?? null}, title)
    WHERE id = ${contentId} RETURNING publication`);
  return row.publication;
}

/**
 * Stores a checked file as the next version of a document (a new draft document when none is replaced): the
 * bytes first, under files/<coid>/<contentId>/v<version>/<name>, then the version row, the document's file
 * columns and an audit entry in one transaction; a new version of a published document from a manufacturer that
 * is not trusted is stored waiting for review instead, its document still serving the version before. The version number is taken by the row's primary key, so two
 * uploads at once get two versions; a loser removes its bytes and tries the next number.
 */
export async function storeVersion(deps: { db: Db; store: FileStore }, v: NewVersion): Promise<{ id: number; version: number; state: string; awaitingReview: boolean }> {
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
      const stored = await catalogTransaction(db, async (tx) => {
        const stored = { contentId: id, version, storageKey: key, filename: v.filename, mime: v.mime, size: put.size, sha256: put.sha256, report: v.report };
        if (!(await insertVersion(tx, stored, v.actor.userSeq))) return null;
        const awaitingReview = !created && (await mustWaitForReview(tx, v, id));
        await audit(tx, v, id, version, put.sha256, awaitingReview);
        if (awaitingReview) {
          await tx.query(sql`UPDATE document_versions SET awaiting_review = true WHERE content_id = ${id} AND version = ${version}`);
          return { state: 'submitted', awaitingReview };
        }
        return { state: await serveVersion(tx, id, { filename: v.filename, size: put.size, version, title: v.title }), awaitingReview };
      });
      if (stored !== null) return { id, version, ...stored };
      await store.delete(key);
    }
    throw new Error(`document ${contentId}: no free version number after ${VERSION_ATTEMPTS} tries`);
  } catch (error) {
    if (created) await db.query(sql`DELETE FROM content_items WHERE id = ${contentId} AND NOT EXISTS (SELECT 1 FROM document_versions WHERE content_id = ${contentId})`);
    throw error;
  }
}
