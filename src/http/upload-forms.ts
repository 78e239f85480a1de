import { declaredLogoFormat, LOGO_MAX_UPLOAD_BYTES } from '../domain/uploads/logo-rules';
import { declaredFormat, MAX_UPLOAD_BYTES, UPLOAD_EXTENSIONS, UPLOAD_SIZE_LIMITS } from '../domain/uploads/upload-rules';
import { IMPORT_LIMITS } from '../services/imports/limits';
import { receiveMultipart, type ReceivedForm } from './receive-multipart';

type Source = Parameters<typeof receiveMultipart>[0];

/**
 * A document upload's form (`file`, `contentType`, `title`): the file's limit is its declared format's (a name
 * with another extension is a 400 before a byte is kept). Returned as a function of the temporary directory, so
 * the upload service decides when the body is read (after it has found the product and the document).
 */
export function documentForm(source: Source): (tmpDir: string) => Promise<ReceivedForm> {
  return (tmpDir) =>
    receiveMultipart(source, {
      tmpDir,
      fields: ['contentType', 'title'],
      maxBytes: MAX_UPLOAD_BYTES,
      missing: 'required: the document to upload',
      limitOf(filename) {
        const format = declaredFormat(filename);
        if (!format) return { refused: `must be a file named ${UPLOAD_EXTENSIONS.join(', ')}` };
        return { bytes: UPLOAD_SIZE_LIMITS[format], what: `${format.toUpperCase()} files` };
      },
    });
}

/** A spreadsheet import's form: the file (XLSX or CSV, told by its bytes in the import pool) and the form's `fields`. */
export function importForm(source: Source, tmpDir: string, fields: readonly string[]): Promise<ReceivedForm> {
  return receiveMultipart(source, {
    tmpDir,
    fields,
    maxBytes: IMPORT_LIMITS.fileBytes,
    missing: 'choose a spreadsheet to import',
    limitOf: () => ({ bytes: IMPORT_LIMITS.fileBytes, what: 'spreadsheets' }),
  });
}

/** A logo's form: one `file`, a PNG, JPEG or WebP by its name (an SVG is refused before a byte is kept). */
export function logoForm(source: Source): (tmpDir: string) => Promise<ReceivedForm> {
  return (tmpDir) =>
    receiveMultipart(source, {
      tmpDir,
      fields: [],
      maxBytes: LOGO_MAX_UPLOAD_BYTES,
      missing: 'required: the logo to upload',
      limitOf(filename) {
        const named = declaredLogoFormat(filename);
        return 'refused' in named ? named : { bytes: LOGO_MAX_UPLOAD_BYTES, what: 'logos' };
      },
    });
}
