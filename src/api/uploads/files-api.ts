import type { RequestHandler } from 'express';
import { z } from 'zod';
import { manageActor } from '../../auth/manage-actor';
import type { Db } from '../../db/types';
import { qualityReportSchema } from '../../domain/uploads/quality-report';
import { UPLOAD_CONTENT_TYPES } from '../../domain/uploads/upload-rules';
import { AppError, notFound } from '../../errors';
import { plainSerial } from '../../http/query-schemas';
import { documentForm } from '../../http/upload-forms';
import type { Previews } from '../../services/previews';
import type { FileStore } from '../../services/storage/file-store';
import type { UploadChecks } from '../../services/uploads/checks';
import { acceptUpload, UploadRefused } from '../../services/uploads/accept-upload';
import { versionOf } from '../../services/uploads/document-versions';
import { replacedDocument, uploadProduct } from '../../services/uploads/upload-target';
import { versionPreview } from '../../services/uploads/version-preview';
import { coidParam, parseEndpointInput, withEndpointSpec, type EndpointSpec } from '../endpoint';
import { fileEndpoint } from '../file-endpoint';
import { areaTable, type AreaRows } from '../table/row';

/** What the upload rows need besides the database: the file store, the check pool, the preview pool and DATA_DIR. */
export interface UploadApiDeps {
  db: Db;
  store: FileStore;
  checks: UploadChecks;
  previews: Previews;
  dataDir: string;
}

const productParams = z.object({ coid: coidParam, id: plainSerial });
const uploadQuery = z.strictObject({ replace: plainSerial.optional().describe('A document of the product to add a new version to') });

const uploadOutput = z.object({
  id: z.number().int().describe('The document (content item)'),
  version: z.number().int(),
  state: z.enum(['draft', 'submitted', 'published']),
  awaitingReview: z.boolean().describe('A new version of a published document waits for review (manufacturers not trusted): downloads keep the version before until an administrator publishes it'),
  report: qualityReportSchema,
  preview: z.string().describe("The version's preview, for the manufacturer (an image or an SVG drawn from the file)"),
});

const uploadForm = z.object({
  file: z.string().describe('The document: .dxf (CAD), .ifc (BIM), .pdf, .png or .jpg (photo); size limits per format in README'),
  contentType: z.enum(UPLOAD_CONTENT_TYPES).describe('Required for a new document; a new version keeps its document’s type'),
  title: z.string().max(200).optional(),
});

function uploadHandler(deps: UploadApiDeps): RequestHandler {
  const spec: EndpointSpec<z.infer<typeof productParams>, z.infer<typeof uploadQuery>, undefined> = {
    params: productParams,
    query: uploadQuery,
    status: 201,
    summary: 'Upload a document of a product (or, with ?replace, a new version of one): checked before it is stored',
    output: uploadOutput,
    multipart: uploadForm,
    errors: [413, 415, 422],
  };
  const handle: RequestHandler = async (req, res) => {
    try {
      const { params, query } = parseEndpointInput(deps.db, spec, req);
      const actor = await manageActor(deps.db, req, params.coid, 'write');
      const accepted = await acceptUpload(deps, { actor, coid: params.coid, productSeq: params.id, replace: query.replace ?? null, receive: documentForm(req) });
      res.setHeader('Cache-Control', 'no-store');
      res.status(201).json(accepted);
    } catch (error) {
      // A body left unread (refused before or while it streamed) is not drained: the connection closes after the answer.
      if (!req.complete) res.setHeader('Connection', 'close');
      if (!(error instanceof UploadRefused)) throw error;
      res.setHeader('Cache-Control', 'no-store');
      res.status(422).json({ error: { status: 422, message: error.message, url: req.originalUrl }, report: error.report });
    }
  };
  return withEndpointSpec(handle, spec);
}

const versionParams = productParams.extend({ contentId: plainSerial, version: plainSerial });

/**
 * The rows of uploads (issue 24, items 2 and 5): the files endpoint, and the preview of any version for the
 * manufacturer (drafts are not public, so their previews are not on /previews).
 */
export function uploadFilesApi(deps: UploadApiDeps): AreaRows {
  const table = areaTable({ guard: 'manager' });
  table.post('/manage/:coid/products/:id/files', uploadHandler(deps));
  table.get(
    '/manage/:coid/products/:id/files/:contentId/versions/:version/preview',
    fileEndpoint(
      deps.db,
      { params: versionParams, summary: 'The preview of one version of a document, for its manufacturer', produces: ['image/svg+xml', 'image/png', 'image/jpeg'] },
      async ({ params, req, db }) => {
        await manageActor(db, req, params.coid, 'read');
        const product = await uploadProduct(db, params.coid, params.id);
        const doc = await replacedDocument(db, product, params.contentId);
        const version = await versionOf(db, doc.id, params.version);
        if (!version) throw notFound(`No version ${params.version} of document ${doc.id}`);
        const image = await versionPreview(deps, version, doc.title).catch((error: unknown) => {
          throw new AppError(503, 'The preview cannot be read now: try again shortly', { cause: error });
        });
        return { body: image.body, contentType: image.mime, disposition: 'inline', csp: "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'" };
      },
    ),
  );
  return table.rows;
}
