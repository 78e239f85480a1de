import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { IMPORT_LIMITS, SheetRefused } from './limits';

/**
 * Inflates every file of a zip archive without keeping it, counting entries and inflated bytes as they come,
 * and refuses the archive the moment either passes its limit: the sizes a zip header declares are not
 * trusted, so a bomb is stopped by what it actually inflates to, never after.
 */
export function checkZipBounds(bytes: Uint8Array): void {
  let entries = 0;
  let inflated = 0;
  let refusal: SheetRefused | null = null;
  const unzip = new Unzip((file: UnzipFile) => {
    entries += 1;
    if (entries > IMPORT_LIMITS.zipEntries) {
      refusal ??= new SheetRefused(`The workbook holds more than ${IMPORT_LIMITS.zipEntries} files: it is not a spreadsheet this import reads`);
      return;
    }
    file.ondata = (error, chunk) => {
      if (error) {
        refusal ??= new SheetRefused(`The workbook is damaged: ${error.message}`);
        return;
      }
      inflated += chunk.length;
      if (inflated > IMPORT_LIMITS.inflatedBytes && !refusal) {
        refusal = new SheetRefused(`The workbook inflates to more than ${IMPORT_LIMITS.inflatedBytes / 2 ** 20} MB: refused as a possible zip bomb`);
        file.terminate();
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  // Small pieces: one piece inflates at most about a thousand times its size before the count is checked.
  const CHUNK = 16 * 1024;
  for (let at = 0; at < bytes.length && !refusal; at += CHUNK) {
    unzip.push(bytes.subarray(at, at + CHUNK), at + CHUNK >= bytes.length);
  }
  if (refusal) throw refusal;
  if (entries === 0) throw new SheetRefused('The file is not a readable XLSX workbook');
}
