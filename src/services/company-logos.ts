import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import { monogramSvg } from '../domain/company-logo';

interface CompanyLogo {
  body: Buffer;
  mime: 'image/svg+xml' | 'image/png';
}

/** The folder operators put logos in: DATA_DIR/media/logos/<coid>.png or .svg. */
export function logoDir(dataDir: string): string {
  return path.join(dataDir, 'media', 'logos');
}

/**
 * A company's logo: an uploaded PNG, else an SVG in the logo folder (the seed writes each company's
 * generated mark there; an operator may replace it), else the mark generated now. Null for no company.
 */
export async function companyLogo(db: Queryable, dataDir: string, coid: number): Promise<CompanyLogo | null> {
  const company = await db.maybeOne<{ name: string }>(sql`SELECT name FROM companies WHERE coid = ${coid}`);
  if (!company) return null;
  for (const [ext, mime] of [['png', 'image/png'], ['svg', 'image/svg+xml']] as const) {
    const file = path.join(logoDir(dataDir), `${coid}.${ext}`);
    if (existsSync(file)) return { body: readFileSync(file), mime };
  }
  return { body: Buffer.from(monogramSvg(company.name)), mime: 'image/svg+xml' };
}
