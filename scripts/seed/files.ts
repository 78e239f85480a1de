import { monogramSvg } from '../../src/domain/company-logo';
import { logoKey } from '../../src/services/company-logos';
import { storedFileKey } from '../../src/services/downloads';
import type { FileStore } from '../../src/services/storage/file-store';
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
 * Puts the generated files of a company's items in the file store under files/<coid>/<filename>,
 * at most `budget` of them; returns each written item's size in bytes, by item id.
 */
export async function writeCompanyFiles(
  files: FileStore,
  coid: number,
  companyName: string,
  items: readonly ContentPlan[],
  budget: number,
): Promise<Map<number, number>> {
  const sizes = new Map<number, number>();
  const withFiles = items.filter((i) => i.filename && generatedFormat(i.contentType)).slice(0, Math.max(0, budget));
  for (const item of withFiles) {
    const file = await renderContentFile(fileSubject(item, companyName, items));
    if (!file) continue;
    const { size } = await files.put(storedFileKey(coid, file.filename), Buffer.from(file.body));
    sizes.set(item.id, size);
  }
  return sizes;
}

/** Puts the company's generated mark in the store as media/logos/<coid>.svg, unless a logo is already there. */
export async function writeCompanyLogo(files: FileStore, coid: number, companyName: string): Promise<void> {
  if ((await files.stat(logoKey(coid, 'svg'))) || (await files.stat(logoKey(coid, 'png')))) return;
  await files.put(logoKey(coid, 'svg'), Buffer.from(monogramSvg(companyName)));
}
