/**
 * What a manufacturer may upload (issue 24, item 2): the document kinds, the file formats each kind takes, and
 * the size limit of each format, enforced while the bytes stream in (docs/operations.md, "Uploads").
 */

export const UPLOAD_CONTENT_TYPES = ['cad', 'bim', 'datasheet', 'catalog', 'certificate', 'epd', 'hpd', 'spec', 'photo'] as const;
type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

export type UploadFormat = 'dxf' | 'ifc' | 'pdf' | 'png' | 'jpeg';

const MB = 2 ** 20;

/** Bytes of one file at most, by the format its name declares. */
export const UPLOAD_SIZE_LIMITS: Readonly<Record<UploadFormat, number>> = {
  dxf: 50 * MB,
  ifc: 100 * MB,
  pdf: 50 * MB,
  png: 10 * MB,
  jpeg: 10 * MB,
};

/** The largest file any format allows: a request declaring a longer body is refused before it is read. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_SIZE_LIMITS));

/** Room for the multipart framing and the small fields around the file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The formats each kind of document takes. */
export const FORMATS_OF_TYPE: Readonly<Record<UploadContentType, readonly UploadFormat[]>> = {
  cad: ['dxf'],
  bim: ['ifc'],
  datasheet: ['pdf'],
  catalog: ['pdf'],
  certificate: ['pdf'],
  epd: ['pdf'],
  hpd: ['pdf'],
  spec: ['pdf'],
  photo: ['png', 'jpeg'],
};

export const UPLOAD_MIME: Readonly<Record<UploadFormat, string>> = {
  dxf: 'application/dxf',
  ifc: 'application/x-step',
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
};

const EXTENSIONS: Readonly<Record<string, UploadFormat>> = { dxf: 'dxf', ifc: 'ifc', pdf: 'pdf', png: 'png', jpg: 'jpeg', jpeg: 'jpeg' };

/** The extensions accepted, for messages. */
export const UPLOAD_EXTENSIONS = Object.keys(EXTENSIONS).map((e) => `.${e}`);

/** The format a file's name declares by its extension, or null for any other name. */
export function declaredFormat(filename: string): UploadFormat | null {
  const ext = /\.([A-Za-z0-9]{1,5})$/.exec(filename)?.[1]?.toLowerCase();
  return ext ? (EXTENSIONS[ext] ?? null) : null;
}

/** "50 MB": a limit as people read it. */
export function megabytes(bytes: number): string {
  return `${Math.round(bytes / MB)} MB`;
}

/**
 * The name a stored version gets: the uploader's name reduced to letters, digits, dots, hyphens and underscores,
 * at most 100 characters, with the extension of its format (a name of nothing but symbols becomes "document").
 */
export function safeFileName(filename: string, format: UploadFormat): string {
  const base = filename
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/^[-._]+|[-._]+$/g, '')
    .slice(0, 90)
    .replace(/[-._]+$/, '');
  const ext = format === 'jpeg' ? 'jpg' : format;
  return `${base || 'document'}.${ext}`;
}
