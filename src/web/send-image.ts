import type { Request, Response } from 'express';

interface GeneratedImage {
  mime: string;
  body: Buffer | string;
  cacheControl: string;
  etag: string;
}

/** An image we generate (an SVG may carry markup): locked down by its own CSP, cached, 304 when the client has it. */
export function sendImage(req: Request, res: Response, image: GeneratedImage): void {
  res.setHeader('Content-Type', image.mime);
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', image.cacheControl);
  res.setHeader('ETag', `"${image.etag}"`);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.send(image.body);
}
