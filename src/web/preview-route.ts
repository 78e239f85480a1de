import { sendImage } from './send-image';
import { Router } from 'express';
import { z } from 'zod';
import type { Db } from '../db/types';
import { notFound } from '../errors';
import type { Previews } from '../services/previews';

const previewParams = z.object({
  file: z
    .string()
    .regex(/^[1-9]\d{0,9}\.(svg|png)$/)
    .transform((file) => ({ id: Number(file.slice(0, file.indexOf('.'))), format: file.endsWith('.png') ? ('png' as const) : ('svg' as const) }))
    .refine((file) => file.id <= 2_147_483_647),
});

/**
 * GET /previews/{contentId}.svg|.png: a CAD drawing or BIM model drawn from its file (PNG is the
 * card thumbnail). With the current `?v=` digest the answer is immutable for a year; otherwise
 * five minutes. Unknown ids are a 404; a file that cannot be drawn answers a placeholder image.
 */
export function createPreviewRouter({ db, previews }: { db: Db; previews: Previews }): Router {
  const router = Router();
  router.get('/previews/:file', async (req, res) => {
    const parsed = previewParams.safeParse(req.params);
    if (!parsed.success) throw notFound(`No preview ${req.path}`);
    const { id, format } = parsed.data.file;
    const image = await previews.image(db, id, format);
    if (!image) throw notFound(`No preview ${req.path}`);
    const current = req.query.v === image.version && image.drawn;
    sendImage(req, res, {
      mime: image.mime,
      body: image.body,
      cacheControl: current ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      etag: `${image.version}${image.drawn ? '' : '-placeholder'}`,
    });
  });
  return router;
}
