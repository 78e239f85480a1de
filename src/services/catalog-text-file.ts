import type { Queryable } from '../db/types';
import { escapeXml } from '../domain/xml-text';
import { catalogPageTexts, getCatalog } from './catalogs';

/**
 * A catalog's text as a file (GET /api/catalog/get-text-file/{path}), the search file a
 * viewer or an outside indexer reads: `{coid}/{catalogId}.json` is a JSON array of the pages'
 * text in page order, `{coid}/{catalogId}.xml` the same as <pages><page n="1">…</page></pages>.
 */
type TextFileFormat = 'json' | 'xml';

const TEXT_FILE_TYPES: Readonly<Record<TextFileFormat, string>> = {
  json: 'application/json; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
};

/** The path of a catalog's text file, as the API takes it. */
export function catalogTextFilePath(coid: number, catalogId: number, format: TextFileFormat): string {
  return `${coid}/${catalogId}.${format}`;
}

const PATH = /^(\d{5})\/([1-9]\d{0,9})\.(json|xml)$/;

/** `12345/678.json` → its parts; anything else (another shape, `..`, extra segments) → null. */
function parseTextFilePath(path: string): { coid: number; catalogId: number; format: TextFileFormat } | null {
  const match = PATH.exec(path);
  if (!match || Number(match[2]) > 2_147_483_647) return null;
  return { coid: Number(match[1]), catalogId: Number(match[2]), format: match[3] as TextFileFormat };
}

function pagesXml(pages: string[]): string {
  const body = pages.map((text, i) => `  <page n="${i + 1}">${escapeXml(text)}</page>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<pages>\n${body}${pages.length ? '\n' : ''}</pages>\n`;
}

/** The file's body and media type, or null when the path names no online catalog of that company. */
export async function catalogTextFile(db: Queryable, path: string): Promise<{ body: string; contentType: string } | null> {
  const parsed = parseTextFilePath(path);
  if (!parsed) return null;
  const catalog = await getCatalog(db, parsed.catalogId);
  if (!catalog || catalog.coid !== parsed.coid) return null;
  const pages = await catalogPageTexts(db, catalog.id);
  const body = parsed.format === 'json' ? JSON.stringify(pages) : pagesXml(pages);
  return { body, contentType: TEXT_FILE_TYPES[parsed.format] };
}
