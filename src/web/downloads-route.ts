import type { Request } from 'express';
import { Router } from 'express';
import { isbot } from 'isbot';
import { z } from 'zod';
import type { Db } from '../db/types';
import { parseCompanyParam } from '../domain/company-id';
import { downloadLabel } from '../domain/download-label';
import { notFound } from '../errors';
import type { Logger } from '../log';
import { ZipArchive } from 'archiver';
import { slugify } from '../domain/slug';
import { isFileName } from '../domain/file-name';
import type { DownloadItem } from '../services/downloads';
import { findDownload, openDownload, productDownloads, recordDownload } from '../services/downloads';
import { getProduct } from '../services/products';
import { FORMAT_MIME, generatedFormat } from '../services/files';
import { plainIdParams, plainSerial } from '../http/query-schemas';
import type { FileStore } from '../services/storage/file-store';

const downloadParams = z.object({
  company: z.string().regex(/^([a-z0-9-]+-)?\d{5}$/),
  contentType: z.string().refine((t) => generatedFormat(t) !== null),
  // A file name, never a path (the one rule every write of a file name is checked with).
  qstr: z.string().refine(isFileName),
  productId: plainSerial.optional(),
});


/** Names inside the ZIP: one folder per content type, a file name never used twice. */
function zipEntryNames(items: readonly DownloadItem[]): string[] {
  const used = new Set<string>();
  return items.map((item) => {
    const base = `${item.contentType}/${item.filename}`;
    let name = base;
    for (let n = 2; used.has(name); n++) name = base.replace(/(\.[a-z0-9]+)?$/i, (ext) => `-${n}${ext}`);
    used.add(name);
    return name;
  });
}

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
 * /downloads/{company}/{contentType}/{qstr}/{productId?}: the real file (DXF, IFC,
 * PDF) with its type and name, recorded as a download with the page it came from. Architects
 * are never asked to sign in. Anything that does not name an online file exactly is a 404.
 */
export function createDownloadsRouter({ db, log, dataDir, publicUrl, store }: { db: Db; log: Logger; dataDir: string; publicUrl: string; store: FileStore }): Router {
  const router = Router();
  const publicHost = new URL(publicUrl).host;
  router.get(['/downloads/:company/:contentType/:qstr', '/downloads/:company/:contentType/:qstr/:productId'], async (req, res) => {
    const parsed = downloadParams.safeParse(req.params);
    const company = parsed.success ? parseCompanyParam(parsed.data.company) : null;
    if (!parsed.success || !company) throw notFound(`Page not found: ${req.path}`);
    const { contentType, qstr, productId } = parsed.data;
    const item = await findDownload(db, { coid: company.coid, contentType, filename: qstr, productSeq: productId });
    const body = await openDownload(db, dataDir, item, store);
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
  /**
   * /product/{id}/files.zip: every file of the product in one ZIP, streamed as it is built (each
   * file is read or generated in turn, never the whole archive in memory). Each file counts as a download.
   */
  router.get('/product/:id/files.zip', async (req, res) => {
    const parsed = plainIdParams.safeParse(req.params);
    if (!parsed.success) throw notFound(`Page not found: ${req.path}`);
    const product = await getProduct(db, parsed.data.id);
    if (!product || product.heading) throw notFound(`Unknown product: ${parsed.data.id}`);
    const items = await productDownloads(db, product.seq);
    if (items.length === 0) throw notFound(`No files to download for product ${product.seq}`);
    const requestLog = req.log ?? log;
    const archive = new ZipArchive({ zlib: { level: 6 } });
    // Any file error ends this one download: the archive is aborted and the connection closed (the visitor's
    // browser reports a failed download rather than saving a truncated ZIP as whole); the process serves on.
    let failed = false;
    const fail = (error: Error, item?: number) => {
      if (failed) return;
      failed = true;
      requestLog.error({ err: error, product: product.seq, item }, 'zip failed: download aborted');
      archive.abort();
      res.destroy();
    };
    archive.on('warning', (error) => requestLog.warn({ err: error, product: product.seq }, 'zip warning'));
    archive.on('error', (error) => fail(error));
    res.setHeader('Cache-Control', 'private, no-store');
    res.attachment(`${slugify(`${product.companyName} ${product.name}`) || `product-${product.seq}`}-files.zip`);
    res.type('application/zip');
    archive.pipe(res);
    const names = zipEntryNames(items);
    const person = !isbot(req.get('user-agent') ?? '');
    for (const [i, item] of items.entries()) {
      if (failed || res.destroyed) {
        if (!failed) archive.abort();
        return;
      }
      const body = await openDownload(db, dataDir, item, store).catch((error: Error) => fail(error, item.id));
      if (!body) return;
      if (body.kind === 'file') body.stream.on('error', (error) => fail(error, item.id));
      archive.append(body.kind === 'file' ? body.stream : Buffer.from(body.file.body), { name: names[i], date: new Date(item.publishedAt) });
      if (person) {
        await recordDownload(db, item, req.user?.seq ?? null, downloadLabel(refererPath(req, publicHost), item.contentType)).catch((error: unknown) =>
          requestLog.error({ err: error, item: item.id }, 'download not recorded'),
        );
      }
    }
    await archive.finalize().catch((error: Error) => fail(error));
  });
  return router;
}
