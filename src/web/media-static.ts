import path from 'node:path';
import type { RequestHandler } from 'express';
import express from 'express';

/**
 * Files a browser would run script in when opened directly (SVG, HTML, XML). Uploaded logos may be SVG: they are
 * answered only by /logos/{coid}, under the image CSP (send-image.ts), never by the static handler with the page's.
 */
const ACTIVE_MARKUP = /\.(svgz?|x?html?|xht|xml|xsl|xslt)$/i;

/** The static file handler checks the path once decoded, as it will open it. */
function decodedPath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * Site-local media under DATA_DIR/media (podcast audio, product videos, project photos), served as files:
 * anything a browser could run script in is not served here (404), whatever its letter case or encoding.
 */
export function mediaStatic(dataDir: string): RequestHandler {
  const serve = express.static(path.join(dataDir, 'media'), { maxAge: '1d', index: false, dotfiles: 'deny' });
  return (req, res, next) => {
    const file = decodedPath(req.path);
    if (file === null || ACTIVE_MARKUP.test(file.replace(/[\s/.]+$/, ''))) return next();
    serve(req, res, next);
  };
}
