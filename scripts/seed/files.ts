import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { monogramSvg } from '../../src/domain/company-logo';
import { logoDir } from '../../src/services/company-logos';
import { generatedFormat, renderContentFile, statesRecord, type FileSubject } from '../../src/services/files/index';
import type { ContentPlan } from './model';

/**
 * The titles of a product's other online files, ordered as the download service orders them
 * (content type, title, id, compared by code unit as `COLLATE "C"` does).
 */
function productDocuments(item: ContentPlan, items: readonly ContentPlan[]): string[] {
  const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return items
    .filter((i) => i.productSeq === item.productSeq && i.id !== item.id && i.online && i.filename && generatedFormat(i.contentType))
    .sort((a, b) => byCode(a.contentType, b.contentType) || byCode(a.title, b.title) || a.id - b.id)
    .map((i) => i.title);
}

/** The subject of an item's generated file; the download service builds the same from the database. `items`: the company's. */
export function fileSubject(item: ContentPlan, companyName: string, items: readonly ContentPlan[] = []): FileSubject {
  const record = item.productRecord && statesRecord(item.contentType) ? { ...item.productRecord, documents: productDocuments(item, items) } : null;
  return {
    contentType: item.contentType,
    title: item.title,
    filename: item.filename ?? `${item.id}`,
    companyName,
    productName: item.productName ?? null,
    productRecord: record,
    section: item.section,
    description: item.description,
    date: item.publishedAt,
    pages: item.pages,
  };
}

/**
 * Writes the generated files of a company's items to <dataDir>/files/<coid>/<filename>,
 * at most `budget` of them; returns each written item's size in bytes, by item id.
 */
export async function writeCompanyFiles(
  dataDir: string,
  coid: number,
  companyName: string,
  items: readonly ContentPlan[],
  budget: number,
): Promise<Map<number, number>> {
  const sizes = new Map<number, number>();
  const withFiles = items.filter((i) => i.filename && generatedFormat(i.contentType)).slice(0, Math.max(0, budget));
  if (withFiles.length === 0) return sizes;
  const dir = path.join(dataDir, 'files', String(coid));
  mkdirSync(dir, { recursive: true });
  for (const item of withFiles) {
    const file = await renderContentFile(fileSubject(item, companyName, items));
    if (!file) continue;
    writeFileSync(path.join(dir, file.filename), file.body);
    sizes.set(item.id, typeof file.body === 'string' ? Buffer.byteLength(file.body) : file.body.byteLength);
  }
  return sizes;
}

/** Writes the company's generated mark to DATA_DIR/media/logos/<coid>.svg, unless a logo is already there. */
export function writeCompanyLogo(dataDir: string, coid: number, companyName: string): void {
  const dir = logoDir(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${coid}.svg`);
  if (!existsSync(file) && !existsSync(path.join(dir, `${coid}.png`))) writeFileSync(file, monogramSvg(companyName));
}
