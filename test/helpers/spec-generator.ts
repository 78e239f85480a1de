import { unzipSync, strFromU8 } from 'fflate';
import type { Response } from 'supertest';
import { sql } from '../../src/db/sql';
import type { Db } from '../../src/db/types';
import type { SpecBody } from '../../src/domain/spec-document';

/** A seeded spec whose section has at least one "or equal" alternative. */
export interface SeededSpec {
  filename: string;
  coid: number;
  section: string;
  body: SpecBody;
}

export function seededSpec(db: Db): Promise<SeededSpec> {
  return db.one<SeededSpec>(sql`
    SELECT d.filename, ci.coid, ci.section, d.body
    FROM spec_documents d JOIN content_items ci ON ci.id = d.content_id AND ci.online
    WHERE EXISTS (
      SELECT 1 FROM company_sections cs JOIN content_items o ON o.coid = cs.coid AND o.section = cs.section AND o.online
      WHERE cs.mf = '04' AND cs.section = ci.section AND cs.coid <> ci.coid)
    ORDER BY d.content_id LIMIT 1`);
}

/** A seeded spec wizard and the spec document it edits. */
export function seededWizard(db: Db): Promise<{ wizardFilename: string; specFilename: string; coid: number; title: string }> {
  return db.one(sql`
    SELECT w.filename AS "wizardFilename", d.filename AS "specFilename", wi.coid, d.body->>'title' AS title
    FROM spec_wizards w JOIN content_items wi ON wi.id = w.content_id AND wi.online
    JOIN content_items si ON si.coid = wi.coid AND si.section = wi.section AND si.content_type = 'spec' AND si.online
    JOIN spec_documents d ON d.content_id = si.id
    ORDER BY w.content_id LIMIT 1`);
}

/** Paragraph and option ids of the seeded spec structure (scripts/seed/spec-document.ts). */
export const SELECTION = ['p-1-1-A', 'p-1-3-A', 'p-1-4-C-1', 'p-1-4-D', 'p-1-5-A-2', 'p-2-1-A', 'p-2-1-B-1', 'p-3-2-A'];
export const INPUTS = { 'p-1-4-D-value': '120' };
/** The seeded spec's warranty terms (1.5 A): its products' records differ, so the paragraph offers them as options. */
const warrantyOptions = (spec: { body: SpecBody }): string[] => spec.body.parts[0].articles[4].paragraphs[0].options ?? [];
/** The warranty sentence with the 2nd term (p-1-5-A-2) in its blank, as the section writes it. */
export const chosenWarranty = (spec: { body: SpecBody }): string => `workmanship within ${warrantyOptions(spec)[1]}.`;
/** What the selection writes: 1.5 A and 2.1 B have the option folded into their sentence, 1.4 C as subparagraph 1. */
export const chosen = (spec: { body: SpecBody }): string[] => [chosenWarranty(spec), 'Mockup required', 'Mockup Size: 120 square feet', 'Substitutions: Not permitted.'];
export const leftOut = (spec: { body: SpecBody }): string[] => [
  `within ${warrantyOptions(spec)[0]}`,
  `within ${warrantyOptions(spec)[2]}`,
  'Mockup not required',
  'Permitted under Division 01',
  'Shop Drawings',
  'Edit the list to match',
];

/** supertest: keep a binary body as a Buffer. */
export function binary(res: Response, done: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

const decodeXml = (text: string) =>
  text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;|&apos;/g, "'").replace(/&amp;/g, '&');

/** The text of a DOCX, one line per paragraph, labels and text separated by a tab. */
export function docxText(file: Buffer): string {
  const xml = strFromU8(unzipSync(new Uint8Array(file))['word/document.xml']);
  return xml
    .split('</w:p>')
    .map((p) => decodeXml(p.replace(/<w:tab\/>/g, '\t').replace(/<[^>]+>/g, '')))
    .join('\n');
}

/** The text of an RTF: \uN? back to characters, control words dropped. */
export function rtfPlainText(rtf: string): string {
  return rtf
    .replace(/\\u(-?\d+)\?/g, (_, n: string) => String.fromCharCode((Number(n) + 0x10000) % 0x10000))
    .replace(/\\tab ?/g, '\t')
    .replace(/\\par\b/g, '\n')
    .replace(/\\([\\{}])/g, '$1')
    .replace(/\\[a-z]+-?\d* ?/g, '');
}

/** The text of an HTML page, tags dropped and entities decoded. */
export function htmlText(html: string): string {
  return decodeXml(html.replace(/<[^>]+>/g, '\n'));
}
