import { constants, inflateSync } from 'node:zlib';
import { OverBudget } from './budgets';

/**
 * pdf.js inflates a stream whole, however large it grows: 1 MB of deflated zeros becomes 1 GB of page content.
 * Before pdf.js sees a file, every Flate stream that is not an image is inflated here with a ceiling, which
 * stops as soon as it is passed. Images are left to pdf.js, whose maxImageSize skips large ones undecoded.
 * What this scan misses (a stream it cannot delimit) still meets the pool's time and memory budgets.
 */
export function checkPdfStreams(pdf: Buffer, maxBytes: number): void {
  const latin1 = pdf.toString('latin1');
  const keyword = /stream\r?\n/g;
  for (let match = keyword.exec(latin1); match; match = keyword.exec(latin1)) {
    if (latin1.startsWith('end', match.index - 3)) continue;
    const start = match.index + match[0].length;
    const dictionary = latin1.slice(Math.max(0, latin1.lastIndexOf('obj', match.index)), match.index);
    const declared = /\/Length\s+(\d{1,10})(?!\s+\d+\s+R)/.exec(dictionary);
    const end = declared ? Math.min(pdf.length, start + Number(declared[1])) : endOf(latin1, start);
    keyword.lastIndex = Math.max(keyword.lastIndex, end);
    if (!/\/FlateDecode|\/Fl\b/.test(dictionary) || /\/Subtype\s*\/Image/.test(dictionary)) continue;
    inflateWithin(pdf.subarray(start, end), maxBytes);
  }
}

function endOf(latin1: string, start: number): number {
  const end = latin1.indexOf('endstream', start);
  return end < 0 ? latin1.length : end;
}

function inflateWithin(data: Buffer, maxBytes: number): void {
  try {
    // Z_SYNC_FLUSH: a truncated stream (pdf.js tolerates those) still counts what it decodes.
    inflateSync(data, { maxOutputLength: maxBytes, finishFlush: constants.Z_SYNC_FLUSH });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new OverBudget(`a PDF stream decodes to more than ${maxBytes} bytes`);
    // Anything else is a damaged stream: pdf.js decides what to make of it.
  }
}
