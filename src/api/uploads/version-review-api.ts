import { z } from 'zod';
import { requireAdmin } from '../../auth/require';
import { manageActor } from '../../auth/manage-actor';
import type { Db } from '../../db/types';
import { qualityReportSchema } from '../../domain/uploads/quality-report';
import { plainSerial } from '../../http/query-schemas';
import { listVersionReviewQueue, publishDocumentVersion } from '../../services/uploads/version-review';
import { coidParam, endpoint } from '../endpoint';
import { itemsOf } from '../schemas/shapes';
import { areaTable, type AreaRows } from '../table/row';

const versionReviewOutput = z
  .object({
    coid: z.number().int(),
    companyName: z.string(),
    productSeq: z.number().int().nullable(),
    productName: z.string().nullable(),
    contentId: z.number().int(),
    title: z.string(),
    contentType: z.string(),
    version: z.number().int(),
    filename: z.string(),
    liveVersion: z.number().int().nullable().describe('The version architects download until this one is published'),
    submittedAt: z.string(),
    report: qualityReportSchema,
    preview: z.string().describe("The version's preview (administrators and the manufacturer's staff)"),
  })
  .meta({ id: 'VersionReviewItem' });

const versionParams = z.object({ coid: coidParam, contentId: plainSerial, version: plainSerial });
const publishedOutput = z.object({
  version: z.number().int(),
  served: z.boolean().describe('false when a newer version was already live: the published one is listed, the newer one still served'),
});

/**
 * New versions of published documents waiting for review (issue 24): the queue for administrators, and the publish
 * that makes a version the one architects download (administrators, or a trusted manufacturer's staff).
 */
export function versionReviewApi(db: Db): AreaRows {
  const table = areaTable({ guard: 'manager' });
  table.get(
    '/manage/review/documents',
    endpoint(db, { output: itemsOf(versionReviewOutput), summary: 'New versions of published documents waiting for review, each with its quality report and preview' }, async ({ req }) => {
      requireAdmin(req);
      return { items: await listVersionReviewQueue(db) };
    }),
    { guard: 'admin' },
  );
  table.post(
    '/manage/:coid/documents/:contentId/versions/:version/publish',
    endpoint(db, { params: versionParams, output: publishedOutput, errors: [409], summary: 'Publish a new version of a document that waits for review (administrators, or staff of a trusted manufacturer)' }, async ({ params, req }) =>
      publishDocumentVersion(db, await manageActor(db, req, params.coid, 'write'), params.coid, params.contentId, params.version),
    ),
  );
  return table.rows;
}
