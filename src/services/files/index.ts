import { renderDxf } from './dxf';
import { renderIfc } from './ifc';
import { renderPdf } from './pdf';
import type { FileSubject, RenderedFile } from './subject';

export type { FileSubject, RenderedFile } from './subject';
export { renderDxf } from './dxf';
export { renderIfc } from './ifc';
export { renderPdf } from './pdf';

const PDF_TYPES = new Set(['catalog', 'datasheet', 'certificate', 'epd', 'hpd', 'spec']);

/** Content types whose items have a downloadable file. */
export const DOWNLOADABLE_TYPES: ReadonlySet<string> = new Set(['cad', 'bim', ...PDF_TYPES]);

/** Files that state their product's record: drawings, models and data sheets. */
export function statesRecord(contentType: string): boolean {
  return contentType === 'cad' || contentType === 'bim' || contentType === 'datasheet';
}

/** The media type of each generated format. */
export const FORMAT_MIME = { dxf: 'application/dxf', ifc: 'application/x-step', pdf: 'application/pdf' } as const;

/** The file format a content type is generated in, or null when it has no generated file. */
export function generatedFormat(contentType: string): 'dxf' | 'ifc' | 'pdf' | null {
  if (contentType === 'cad') return 'dxf';
  if (contentType === 'bim') return 'ifc';
  return PDF_TYPES.has(contentType) ? 'pdf' : null;
}

/**
 * The downloadable file of a content item: CAD as DXF, BIM as IFC, documents as PDF.
 * Videos, webinars, software, spec wizards and products have none (null).
 */
export async function renderContentFile(subject: FileSubject): Promise<RenderedFile | null> {
  switch (generatedFormat(subject.contentType)) {
    case 'dxf':
      return { filename: subject.filename, mime: FORMAT_MIME.dxf, body: renderDxf(subject) };
    case 'ifc':
      return { filename: subject.filename, mime: FORMAT_MIME.ifc, body: renderIfc(subject) };
    case 'pdf':
      return { filename: subject.filename, mime: FORMAT_MIME.pdf, body: await renderPdf(subject) };
    default:
      return null;
  }
}
