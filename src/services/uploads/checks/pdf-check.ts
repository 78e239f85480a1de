import type { QualityCheck } from '../../../domain/uploads/quality-report';
import { OverBudget } from '../../previews/budgets';
import { loadPdfJs } from '../../previews/pdf-cover';
import { checkPdfStreams } from '../../previews/pdf-streams';
import { UPLOAD_CHECK_LIMITS } from './limits';
import type { CheckOutcome } from './outcome';

/** A PDF read with pdf.js: no stream inflates past its budget, it opens without a password, its pages are within the limit, page 1 has text. */
export async function checkPdf(bytes: Uint8Array): Promise<CheckOutcome> {
  try {
    checkPdfStreams(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), UPLOAD_CHECK_LIMITS.pdfStreamBytes);
  } catch (error) {
    if (!(error instanceof OverBudget)) throw error;
    return { checks: [{ name: 'streams', ok: false, message: error.message }], phrases: [] };
  }
  const { getDocument } = await loadPdfJs();
  const task = getDocument({ data: bytes, isEvalSupported: false, verbosity: 0, stopAtErrors: true, maxImageSize: UPLOAD_CHECK_LIMITS.pdfImagePixels, disableFontFace: true });
  try {
    let doc: Awaited<typeof task.promise>;
    try {
      doc = await task.promise;
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'PasswordException') return { checks: [{ name: 'encryption', ok: false, message: 'encrypted: it asks for a password' }], phrases: [] };
      return { checks: [{ name: 'opens', ok: false, message: `pdf.js cannot open it: ${(error as Error).message.slice(0, 200)}` }], phrases: [] };
    }
    const checks: QualityCheck[] = [{ name: 'opens', ok: true, message: 'pdf.js opens it' }];
    const permissions = await doc.getPermissions();
    checks.push(permissions === null ? { name: 'encryption', ok: true, message: 'not encrypted' } : { name: 'encryption', ok: false, message: 'encrypted: its permissions restrict printing or copying' });
    const pages = doc.numPages;
    if (pages > UPLOAD_CHECK_LIMITS.pdfPages) {
      checks.push({ name: 'pages', ok: false, message: `${pages.toLocaleString('en-US')} pages, more than ${UPLOAD_CHECK_LIMITS.pdfPages.toLocaleString('en-US')}` });
      return { checks, phrases: [] };
    }
    checks.push({ name: 'pages', ok: pages > 0, message: `${pages} page${pages === 1 ? '' : 's'}` });
    const content = await (await doc.getPage(1)).getTextContent();
    const text = content.items.map((i) => ('str' in i ? i.str : '')).join(' ').trim();
    checks.push(text ? { name: 'text', ok: true, message: `page 1 has text: “${text.slice(0, 60)}”` } : { name: 'text', ok: false, message: 'page 1 has no extractable text (a scanned page?)' });
    return { checks, phrases: [`${pages} page${pages === 1 ? '' : 's'}`, 'text searchable'] };
  } finally {
    await task.destroy();
  }
}
