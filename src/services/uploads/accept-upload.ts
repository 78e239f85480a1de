import { createReadStream } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Db } from '../../db/types';
import type { ManageActor } from '../manage/audit';
import { qualityReport, type QualityReport } from '../../domain/uploads/quality-report';
import { FORMATS_OF_TYPE, safeFileName, UPLOAD_CONTENT_TYPES, UPLOAD_MIME } from '../../domain/uploads/upload-rules';
import { AppError } from '../../errors';
import { parseInput } from '../../parse-input';
import type { FileStore } from '../storage/file-store';
import type { UploadChecks } from './checks';
import { DOCUMENT_RULE, fieldRefused, receiveMultipart, type MultipartSource } from './receive-multipart';
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
  /** The multipart body: `file`, `contentType`, optional `title`. */
  source: MultipartSource;
}

interface AcceptedUpload {
  id: number;
  version: number;
  state: string;
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
  const form = await receiveMultipart(request.source, path.join(deps.dataDir, 'tmp'), ['contentType', 'title'], DOCUMENT_RULE);
  try {
    const fields = parseInput(uploadFields, form.fields, 'body');
    const contentType = fields.contentType ?? replaced?.contentType;
    if (!contentType) throw fieldRefused('contentType', `required: one of ${UPLOAD_CONTENT_TYPES.join(', ')}`);
    if (replaced && contentType !== replaced.contentType) throw fieldRefused('contentType', `must be ${replaced.contentType}, the type of document ${replaced.id}`);
    const allowed = FORMATS_OF_TYPE[contentType as keyof typeof FORMATS_OF_TYPE];
    if (!allowed.includes(form.file.format)) throw fieldRefused('file', `a ${contentType} document must be a ${allowed.map((f) => `.${f === 'jpeg' ? 'jpg' : f}`).join(' or ')} file`);

    const type = await typeCheck(form.file.path, form.file.format);
    if (!type.ok) throw new UploadRefused(qualityReport([type], []));
    const expected = form.file.format === 'ifc' ? await ifcExpectation(deps.db, product) : null;
    const outcome = await deps.checks.check({ format: form.file.format, path: form.file.path, expected });
    const report = qualityReport([type, ...outcome.checks], outcome.phrases);
    if (!report.ok) throw new UploadRefused(report);

    const stored = await storeVersion(deps, {
      actor,
      product,
      replaced,
      contentType,
      title: fields.title ?? replaced?.title ?? form.file.filename.replace(/\.[A-Za-z0-9]{1,5}$/, '').slice(0, 200),
      filename: safeFileName(form.file.filename, form.file.format),
      mime: UPLOAD_MIME[form.file.format],
      body: () => createReadStream(form.file.path),
      report,
    });
    return { ...stored, report, preview: `/api/manage/${request.coid}/products/${product.seq}/files/${stored.id}/versions/${stored.version}/preview` };
  } finally {
    await form.remove();
  }
}
