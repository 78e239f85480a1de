import { createRequire } from 'node:module';
import path from 'node:path';
import { escapeXml } from '../../domain/xml-text';
import { PREVIEW_LIMITS } from './budgets';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

/** Grey ground around the page, as drawings' previews have. */
const GROUND = '#e5e7eb';
const MARGIN = 16;

let pdfjs: Promise<PdfJs> | null = null;

/** pdfjs-dist's Node build, loaded on the first cover (it takes a second or so to import). */
export function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjs;
}

/** The fonts a PDF names without embedding them (Helvetica, Times): pdfjs-dist ships their replacements. */
const STANDARD_FONTS = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}${path.sep}`;

/** The part of pdf.js's Node canvas factory (@napi-rs/canvas underneath) a cover needs. */
interface CanvasAndContext {
  canvas: { toBuffer(mime: 'image/png'): Buffer };
  context: { fillStyle: string; fillRect(x: number, y: number, w: number, h: number): void; drawImage(image: unknown, x: number, y: number): void };
}
interface CanvasFactory {
  create(width: number, height: number): CanvasAndContext;
  destroy(canvasAndContext: CanvasAndContext): void;
}

/**
 * The first page of a PDF as PNG, fitted into `width` x `height` on a grey ground (a portrait page stands
 * in the middle of a 4:3 card). Throws on a file pdf.js cannot read: the caller shows a placeholder.
 */
export async function pdfFirstPagePng(pdf: Uint8Array, width: number, height: number): Promise<Buffer> {
  const { getDocument } = await loadPdfJs();
  const task = getDocument({ data: pdf, standardFontDataUrl: STANDARD_FONTS, isEvalSupported: false, verbosity: 0, stopAtErrors: true, maxImageSize: PREVIEW_LIMITS.pdfImagePixels });
  try {
    const doc = await task.promise;
    const page = await doc.getPage(1);
    const natural = page.getViewport({ scale: 1 });
    const scale = Math.min((width - 2 * MARGIN) / natural.width, (height - 2 * MARGIN) / natural.height);
    const viewport = page.getViewport({ scale });
    const factory = (doc as unknown as { canvasFactory: CanvasFactory }).canvasFactory;
    // pdf.js paints its own canvas white first, so the page gets one of its own and is then set on the ground.
    const sheet = factory.create(Math.round(viewport.width), Math.round(viewport.height));
    await page.render({ canvas: sheet.canvas as unknown as HTMLCanvasElement, canvasContext: sheet.context as CanvasRenderingContext2D, viewport }).promise;
    const { canvas, context } = factory.create(width, height);
    context.fillStyle = GROUND;
    context.fillRect(0, 0, width, height);
    context.drawImage(sheet.canvas, Math.round((width - viewport.width) / 2), Math.round((height - viewport.height) / 2));
    factory.destroy(sheet);
    return canvas.toBuffer('image/png');
  } finally {
    await task.destroy();
  }
}

/** An SVG that shows the PNG of a PDF's first page, so a cover has the same .svg address as a drawing. */
export function coverSvg(png: Buffer, title: string, width: number, height: number): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    `<image width="${width}" height="${height}" href="data:image/png;base64,${png.toString('base64')}"/>`,
    '</svg>',
  ].join('');
}
