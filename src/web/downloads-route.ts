import type { Request } from 'express';
import { Router } from 'express';
import { isbot } from 'isbot';
import { z } from 'zod';
import type { Db } from '../db/types';
import { parseCompanyParam } from '../domain/company-id';
import { downloadLabel } from '../domain/download-label';
import { notFound } from '../errors';
import type { Logger } from '../log';
import { findDownload, openDownload, recordDownload } from '../services/downloads';
import { FORMAT_MIME, generatedFormat } from '../services/files';

const downloadParams = z.object({
  company: z.string().regex(/^([a-z0-9-]+-)?\d{5}$/),
  contentType: z.string().refine((t) => generatedFormat(t) !== null),
  // A file name, never a path: no slashes, no leading dot, so nothing can climb out of the company's folder.
  qstr: z.string().regex(/^[a-z0-9][a-z0-9._-]{0,150}$/i).refine((name) => !name.includes('..')),
  productId: z.string().regex(/^[1-9]\d{0,9}$/).transform(Number).optional(),
});

/** The page of this site the visitor came from (by its public address or the host asked for), for the analytics label. */
function refererPath(req: Request, publicHost: string): string | null {
  try {
    const referer = new URL(req.get('referer') ?? '');
    return referer.host === publicHost || referer.host === req.get('host') ? referer.pathname : null;
  } catch {
    return null;
  }
}

/**
 * /downloads/{company}/{contentType}/{qstr}/{productId?} (SPEC §2): the real file (DXF, IFC,
 * PDF) with its type and name, recorded as a download with the page it came from. Architects
 * are never asked to sign in. Anything that does not name an online file exactly is a 404.
 */
export function createDownloadsRouter({ db, log, dataDir, publicUrl }: { db: Db; log: Logger; dataDir: string; publicUrl: string }): Router {
  const router = Router();
  const publicHost = new URL(publicUrl).host;
  router.get(['/downloads/:company/:contentType/:qstr', '/downloads/:company/:contentType/:qstr/:productId'], async (req, res) => {
    const parsed = downloadParams.safeParse(req.params);
    const company = parsed.success ? parseCompanyParam(parsed.data.company) : null;
    if (!parsed.success || !company) throw notFound(`Page not found: ${req.path}`);
    const { contentType, qstr, productId } = parsed.data;
    const item = await findDownload(db, { coid: company.coid, contentType, filename: qstr, productSeq: productId });
    const body = await openDownload(db, dataDir, item);
    // ?view=inline: a PDF shown in the company area's viewer frame. Viewing is not downloading, so it is not counted.
    const inline = req.query.view === 'inline' && generatedFormat(item.contentType) === 'pdf';
    // Crawlers fetch files too; only people's downloads are counted.
    if (!inline && !isbot(req.get('user-agent') ?? '')) {
      await recordDownload(db, item, req.user?.seq ?? null, downloadLabel(refererPath(req, publicHost), item.contentType)).catch((error: unknown) =>
        (req.log ?? log).error({ err: error, item: item.id }, 'download not recorded'),
      );
    }
    res.setHeader('Cache-Control', 'private, no-store');
    res.attachment(item.filename);
    if (inline) res.setHeader('Content-Disposition', String(res.getHeader('Content-Disposition')).replace(/^attachment/, 'inline'));
    res.type(FORMAT_MIME[generatedFormat(item.contentType)!]);
    if (body.kind === 'file') {
      body.stream.on('error', (error) => {
        (req.log ?? log).error({ err: error, item: item.id }, 'download file unreadable');
        res.destroy(error);
      });
      body.stream.pipe(res);
    }
    else res.send(Buffer.from(body.file.body));
  });
  return router;
}
