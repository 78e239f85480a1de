import type { Request, Response } from 'express';

/** What a client may send back to ask "has it changed?": an entity tag and the time the body was made. */
export interface Validators {
  etag: string;
  lastModified: Date;
}

/**
 * Sets ETag and Last-Modified and answers 304 without a body when the request's If-None-Match (or, without one,
 * If-Modified-Since) shows the client's copy is current. Returns true when it answered.
 */
export function answeredNotModified(req: Request, res: Response, { etag, lastModified }: Validators): boolean {
  res.setHeader('ETag', etag);
  res.setHeader('Last-Modified', lastModified.toUTCString());
  // Express's req.fresh applies RFC 9110's rules (If-None-Match first) to the headers just set.
  if (!req.fresh) return false;
  res.status(304).end();
  return true;
}
