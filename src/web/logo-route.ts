import { sendImage } from './send-image';
import { createHash } from 'node:crypto';
import { Router } from 'express';
import { z } from 'zod';
import type { Db } from '../db/types';
import { notFound } from '../errors';
import { companyLogo } from '../services/company-logos';
import type { FileStore } from '../services/storage/file-store';
import { plainSerial } from '../http/query-schemas';

const logoParams = z.object({ coid: plainSerial });

/**
 * GET /logos/{coid}: the manufacturer's logo (uploaded or generated). Cached for a day with an
 * ETag of its bytes, so a replaced logo shows after a revalidation. The image may be an uploaded
 * SVG: its own Content-Security-Policy keeps any script in it from running when opened directly.
 */
export function createLogoRouter({ db, files }: { db: Db; files: FileStore }): Router {
  const router = Router();
  router.get('/logos/:coid', async (req, res) => {
    const parsed = logoParams.safeParse(req.params);
    const logo = parsed.success ? await companyLogo(db, files, parsed.data.coid, req.log) : null;
    if (!logo) throw notFound(`No logo ${req.path}`);
    const etag = createHash('sha256').update(logo.body).digest('base64url').slice(0, 22);
    sendImage(req, res, { mime: logo.mime, body: logo.body, cacheControl: 'public, max-age=86400', etag });
  });
  return router;
}
