import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import { monogramSvg } from '../domain/company-logo';
import type { Logger } from '../log';
import type { FileStore } from './storage/file-store';
import { readObjectWithin } from './storage/read-within';

interface CompanyLogo {
  body: Buffer;
  mime: 'image/svg+xml' | 'image/png';
}

/** A logo is a small image: anything larger in the store is not served (it is logged, and the next choice shown). */
const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The key of a company's logo in the file store: media/logos/<coid>.png or .svg (on the local store, the folder
 * DATA_DIR/media/logos operators have always put logos in).
 */
export function logoKey(coid: number, ext: 'png' | 'svg'): string {
  return `media/logos/${coid}.${ext}`;
}

/**
 * A company's logo: an uploaded PNG, else an SVG in the file store (the seed writes each company's generated
 * mark there; an operator may replace it), else the mark generated now. Null for no company.
 */
export async function companyLogo(db: Queryable, files: FileStore, coid: number, log?: Logger): Promise<CompanyLogo | null> {
  const company = await db.maybeOne<{ name: string }>(sql`SELECT name FROM companies WHERE coid = ${coid}`);
  if (!company) return null;
  for (const [ext, mime] of [['png', 'image/png'], ['svg', 'image/svg+xml']] as const) {
    const body = await readObjectWithin(files, logoKey(coid, ext), LOGO_MAX_BYTES).catch((error: unknown) => {
      log?.warn({ err: error, coid }, 'logo not served: unreadable or too large');
      return null;
    });
    if (body) return { body: Buffer.from(body.buffer, body.byteOffset, body.byteLength), mime };
  }
  return { body: Buffer.from(monogramSvg(company.name)), mime: 'image/svg+xml' };
}
