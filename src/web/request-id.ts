import { randomUUID } from 'node:crypto';

/** A client's X-Request-Id is kept only when it is a short token of letters, digits and . _ : - (a UUID, a proxy's id). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The id this request is logged and answered under: the client's when it is a safe token, else a new UUID. */
export function requestId(header: string | string[] | undefined): string {
  return typeof header === 'string' && SAFE_REQUEST_ID.test(header) ? header : randomUUID();
}
