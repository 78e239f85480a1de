import type { Request } from 'express';
import { clientIp } from '../auth/request-token';
import { RateLimiter } from '../auth/rate-limit';
import { HONEYPOT_FIELD } from '../domain/form-fields';
import type { Logger } from '../log';

interface PostLimit {
  limit: number;
  windowMs: number;
}

/**
 * The gate every visitor's form post passes after its body is valid: it counts against the
 * visitor's address (429 with Retry-After past the limit), and a filled honeypot is let through
 * as a silent no-op (the caller answers as if it worked, so a bot learns nothing).
 */
export class GuestPostGate {
  private readonly limiter: RateLimiter;

  constructor(
    private readonly what: string,
    limit: PostLimit,
    private readonly log: Logger,
  ) {
    this.limiter = new RateLimiter(limit.limit, limit.windowMs);
  }

  /** Counts the post; true when it should be acted on, false when the honeypot caught it. */
  admit(req: Request, body: Record<string, unknown>, logFields: Record<string, unknown> = {}): boolean {
    const ip = clientIp(req);
    this.limiter.hit(ip);
    if (!body[HONEYPOT_FIELD]) return true;
    this.log.warn({ ip, ...logFields }, `${this.what} dropped: honeypot field filled`);
    return false;
  }
}

const sharedGates = new WeakMap<object, Map<string, GuestPostGate>>();

/**
 * The gate of one kind of post in one app (keyed by its database), so that the plain form and the
 * JSON call that send the same message share one budget per visitor.
 */
export function sharedGate(deps: { db: object; log: Logger }, what: string, limit: PostLimit): GuestPostGate {
  let gates = sharedGates.get(deps.db);
  if (!gates) sharedGates.set(deps.db, (gates = new Map()));
  let gate = gates.get(what);
  if (!gate) gates.set(what, (gate = new GuestPostGate(what, limit, deps.log)));
  return gate;
}
