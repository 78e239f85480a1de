import { createHash } from 'node:crypto';
import { Router } from 'express';
import { z } from 'zod';
import type { Db } from '../db/types';
import { notFound } from '../errors';
import { companyLogo } from '../services/company-logos';
import { plainSerial } from '../http/query-schemas';

const logoParams = z.object({ coid: plainSerial });

/**
 * GET /logos/{coid}: the manufacturer's logo (uploaded or generated). Cached for a day with an
 * ETag of its bytes, so a replaced logo shows after a revalidation. The image may be an uploaded
 * SVG: its own Content-Security-Policy keeps any script in it from running when opened directly.
 */
export function createLogoRouter({ db, dataDir }: { db: Db; dataDir: string }): Router {
  const router = Router();
  router.get('/logos/:coid', async (req, res) => {
    const parsed = logoParams.safeParse(req.params);
    const logo = parsed.success ? await companyLogo(db, dataDir, parsed.data.coid) : null;
    if (!logo) throw notFound(`No logo ${req.path}`);
    res.setHeader('Content-Type', logo.mime);
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.setHeader('ETag', `"${createHash('sha256').update(logo.body).digest('base64url').slice(0, 22)}"`);
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.send(logo.body);
  });
  return router;
}
