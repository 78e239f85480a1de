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
 * A company's logo: the published upload (companies.logo_key, a PNG), else a PNG or an SVG in the file store (the seed writes each company's generated
 * mark there; an operator may replace it), else the mark generated now. Null for no company.
 */
export async function companyLogo(db: Queryable, files: FileStore, coid: number, log?: Logger): Promise<CompanyLogo | null> {
  const company = await db.maybeOne<{ name: string; logo_key: string | null }>(sql`SELECT name, logo_key FROM companies WHERE coid = ${coid}`);
  if (!company) return null;
  const choices = [
    ...(company.logo_key ? [[company.logo_key, 'image/png'] as const] : []),
    [logoKey(coid, 'png'), 'image/png'] as const,
    [logoKey(coid, 'svg'), 'image/svg+xml'] as const,
  ];
  for (const [key, mime] of choices) {
    const body = await readObjectWithin(files, key, LOGO_MAX_BYTES).catch((error: unknown) => {
      log?.warn({ err: error, coid }, 'logo not served: unreadable or too large');
      return null;
    });
    if (body) return { body: Buffer.from(body.buffer, body.byteOffset, body.byteLength), mime };
  }
  return { body: Buffer.from(monogramSvg(company.name)), mime: 'image/svg+xml' };
}
