import { Router } from 'express';
import { z } from 'zod';
import type { Db } from '../db/types';
import { isFileName } from '../domain/file-name';
import { notFound } from '../errors';
import { plainSerial } from '../http/query-schemas';
import type { Logger } from '../log';
import type { FileStore } from '../services/storage/file-store';
import { documentAccess, versionOf } from '../services/uploads/document-versions';

const versionParams = z.object({ contentId: plainSerial, version: plainSerial, filename: z.string().refine(isFileName) });

/**
 * GET /documents/{contentId}/versions/{n}/{filename}: one stored version of an uploaded document, the current one or
 * an earlier one (retired versions too: a specification may name the file it was written against). Anyone may
 * download a published document's versions; a draft's, or a version waiting for review, only its manufacturer's
 * staff and administrators.
 */
export function createDocumentVersionsRouter({ db, store, log }: { db: Db; store: FileStore; log: Logger }): Router {
  const router = Router();
  router.get('/documents/:contentId/versions/:version/:filename', async (req, res) => {
    const parsed = versionParams.safeParse(req.params);
    if (!parsed.success) throw notFound(`Page not found: ${req.path}`);
    const { contentId, version: number, filename } = parsed.data;
    const doc = await documentAccess(db, contentId);
    const user = req.user;
    const insider = doc !== null && Boolean(user && (user.isAdmin || user.coid === doc.coid));
    const mayRead = doc !== null && (doc.online || insider);
    const version = mayRead ? await versionOf(db, contentId, number) : null;
    // A version waiting for review is not public yet, even of a published document.
    if (!version || version.filename !== filename || (version.awaitingReview && !insider)) throw notFound(`No version ${number} of document ${contentId}`);
    const stream = await store.get(version.storageKey);
    if (!stream) throw notFound(`Version ${number} of document ${contentId} is not stored`);
    stream.on('error', (error) => {
      (req.log ?? log).error({ err: error, contentId, version: number }, 'document version unreadable');
      res.destroy(error);
    });
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.attachment(version.filename);
    res.type(version.mime);
    stream.pipe(res);
  });
  return router;
}
