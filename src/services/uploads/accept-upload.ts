import { createReadStream } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Db } from '../../db/types';
import type { ManageActor } from '../manage/audit';
import { qualityReport, type QualityReport } from '../../domain/uploads/quality-report';
import { declaredFormat, FORMATS_OF_TYPE, safeFileName, UPLOAD_CONTENT_TYPES, UPLOAD_EXTENSIONS, UPLOAD_MIME } from '../../domain/uploads/upload-rules';
import { AppError } from '../../errors';
import { parseInput } from '../../parse-input';
import type { FileStore } from '../storage/file-store';
import type { UploadChecks } from './checks';
import { fieldError } from '../accounts/field-error';
import { typeCheck } from './sniff-type';
import { ifcExpectation, replacedDocument, uploadProduct } from './upload-target';
import { storeVersion } from './store-version';

/** What an upload needs of the app: the database, the file store, the check pool and DATA_DIR (for DATA_DIR/tmp). */
export interface UploadDeps {
  db: Db;
  store: FileStore;
  checks: UploadChecks;
  dataDir: string;
}

interface UploadRequest {
  /** The uploader (staff, an administrator or a scoped API key), already allowed by the caller (`manageActor`). */
  actor: ManageActor;
  coid: number;
  productSeq: number;
  /** A document of the product to add a version to; null for a new document. */
  replace: number | null;
  /**
   * Reads the multipart body (`file`, `contentType`, optional `title`) into a temporary file under `tmpDir`, within
   * the size limit of the format the file's name declares: called once the product and document are found.
   */
  receive(tmpDir: string): Promise<UploadForm>;
}

/** A received form: the file on disk until `remove()`, and its text fields. */
export interface UploadForm {
  file: { path: string; filename: string };
  fields: Record<string, string>;
  remove(): Promise<void>;
}

interface AcceptedUpload {
  id: number;
  version: number;
  state: string;
  /** A new version of a published document from a manufacturer that is not trusted: downloads keep the version before until an administrator publishes it. */
  awaitingReview: boolean;
  report: QualityReport;
  /** Where the manufacturer sees the version's preview (drawings, models, PDFs' first pages, images). */
  preview: string;
}

/** A file its checks refused: 422 with the report (nothing is stored). */
export class UploadRefused extends AppError {
  constructor(readonly report: QualityReport) {
    super(422, `The file was refused: ${report.checks.filter((c) => !c.ok).map((c) => `${c.name}: ${c.message}`).join('; ')}`, { data: { report } });
  }
}

const uploadFields = z.strictObject({
  contentType: z.enum(UPLOAD_CONTENT_TYPES).optional(),
  title: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters').optional(),
});

/**
 * A manufacturer's document upload, from the multipart body to a stored, checked version: who may upload (the
 * manufacturer's staff or an administrator), whose product, the file streamed to DATA_DIR/tmp within its format's
 * limit, its type told by its bytes, its content read in the check pool, and only a file that passes every check
 * stored (FileStore) with a document_versions row. A new document is a draft content item of the product, offline
 * until published. Used by the API (POST /api/manage/{coid}/products/{id}/files) and the workspace's form.
 */
export async function acceptUpload(deps: UploadDeps, request: UploadRequest): Promise<AcceptedUpload> {
  const { actor } = request;
  const product = await uploadProduct(deps.db, request.coid, request.productSeq);
  const replaced = request.replace === null ? null : await replacedDocument(deps.db, product, request.replace);
  const form = await request.receive(path.join(deps.dataDir, 'tmp'));
  try {
    const format = declaredFormat(form.file.filename);
    if (!format) throw fieldError('file', `must be a file named ${UPLOAD_EXTENSIONS.join(', ')}`);
    const fields = parseInput(uploadFields, form.fields, 'body');
    const contentType = fields.contentType ?? replaced?.contentType;
    if (!contentType) throw fieldError('contentType', `required: one of ${UPLOAD_CONTENT_TYPES.join(', ')}`);
    if (replaced && contentType !== replaced.contentType) throw fieldError('contentType', `must be ${replaced.contentType}, the type of document ${replaced.id}`);
    const allowed = FORMATS_OF_TYPE[contentType as keyof typeof FORMATS_OF_TYPE];
    if (!allowed.includes(format)) throw fieldError('file', `a ${contentType} document must be a ${allowed.map((f) => `.${f === 'jpeg' ? 'jpg' : f}`).join(' or ')} file`);

    const type = await typeCheck(form.file.path, format);
    if (!type.ok) throw new UploadRefused(qualityReport([type], []));
    const expected = format === 'ifc' ? await ifcExpectation(deps.db, product) : null;
    const outcome = await deps.checks.check({ format, path: form.file.path, expected });
    const report = qualityReport([type, ...outcome.checks], outcome.phrases);
    if (!report.ok) throw new UploadRefused(report);

    const stored = await storeVersion(deps, {
      actor,
      product,
      replaced,
      contentType,
      title: fields.title ?? replaced?.title ?? form.file.filename.replace(/\.[A-Za-z0-9]{1,5}$/, '').slice(0, 200),
      filename: safeFileName(form.file.filename, format),
      mime: UPLOAD_MIME[format],
      body: () => createReadStream(form.file.path),
      report,
    });
    return { ...stored, report, preview: `/api/manage/${request.coid}/products/${product.seq}/files/${stored.id}/versions/${stored.version}/preview` };
  } finally {
    await form.remove();
  }
}
