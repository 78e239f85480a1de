import type { Request } from 'express';
import { addressKey } from '../auth/address-key';
import { clientIp } from '../auth/request-token';
import type { Queryable } from '../db/types';
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
    db: Queryable,
    private readonly what: string,
    limit: PostLimit,
    private readonly log: Logger,
  ) {
    this.limiter = new RateLimiter(db, `guest:${what}`, limit.limit, limit.windowMs);
  }

  /** Counts the post; true when it should be acted on, false when the honeypot caught it. */
  async admit(req: Request, body: Record<string, unknown>, logFields: Record<string, unknown> = {}): Promise<boolean> {
    const ip = clientIp(req);
    await this.limiter.hit(addressKey(ip));
    if (!body[HONEYPOT_FIELD]) return true;
    this.log.warn({ ip, ...logFields }, `${this.what} dropped: honeypot field filled`);
    return false;
  }
}

/**
 * The gate of one kind of post over the app's database: its counters are named by `what`, so the plain
 * form and the JSON call that send the same message share one budget per visitor, in every process.
 */
export function sharedGate(deps: { db: Queryable; log: Logger }, what: string, limit: PostLimit): GuestPostGate {
  return new GuestPostGate(deps.db, what, limit, deps.log);
}
