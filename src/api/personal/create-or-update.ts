import type { RequestHandler } from 'express';

/** True when a JSON body names a seq: "created when seq is absent, updated when present". */
function bodyHasSeq(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'seq' in body && (body as { seq: unknown }).seq != null;
}

/** POST that creates (answering 201) or, when the body has a seq, updates (200). Carries create's spec. */
export function createOrUpdate(create: RequestHandler, update: RequestHandler): RequestHandler {
  const chosen: RequestHandler = (req, res, next) => (bodyHasSeq(req.body) ? update(req, res, next) : create(req, res, next));
  return Object.assign(chosen, create);
}
