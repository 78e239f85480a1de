/** The file formats the spec generator writes. */
export const SPEC_FORMATS = ['docx', 'rtf', 'html'] as const;
export type SpecFormat = (typeof SPEC_FORMATS)[number];

interface FormatInfo {
  contentType: string;
  extension: string;
  /** html opens in the browser (to read and print); the others download. */
  disposition: 'attachment' | 'inline';
}

export const FORMAT_INFO: Readonly<Record<SpecFormat, FormatInfo>> = {
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
    disposition: 'attachment',
  },
  rtf: { contentType: 'application/rtf', extension: 'rtf', disposition: 'attachment' },
  html: { contentType: 'text/html; charset=utf-8', extension: 'html', disposition: 'inline' },
};

const KNOWN_EXTENSION = /\.(docx|rtf|html?)$/i;
const MAX_BASE_NAME = 150;

/**
 * A download base name a person can read and every file system accepts: letters and digits of any
 * script, spaces and . _ - , & ( ) ' kept, every other run (slashes, quotes, control characters)
 * becomes '-'; no leading dot, hyphen or space, no format extension, at most 150 characters; null
 * when nothing is left.
 */
export function sanitizeBaseName(name: string): string | null {
  const clean = name
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N} ._\-,&()']+/gu, '-')
    .replace(/\s+/g, ' ')
    .replace(KNOWN_EXTENSION, '')
    .replace(/^[. -]+|[. -]+$/g, '')
    .slice(0, MAX_BASE_NAME)
    .trim();
  return clean || null;
}

/** '08 11 13', 'Hollow Metal Doors and Frames' and 'Acme' → '08 11 13 Hollow Metal Doors and Frames - Acme'. */
export function defaultBaseName(sectionShown: string, title: string, manufacturer: string): string {
  return `${sectionShown} ${title} - ${manufacturer}`;
}

/** The name for clients that only read filename="…": accents dropped, anything else outside ASCII an underscore. */
function asciiName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
}

/** RFC 5987 value characters: encodeURIComponent also leaves ' ( ) * unescaped, which are not attr-chars. */
const rfc5987 = (name: string) => encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The Content-Disposition header value for a file: an ASCII filename and the exact name as filename* (RFC 6266). */
export function contentDisposition(format: SpecFormat, baseName: string): string {
  const { disposition, extension } = FORMAT_INFO[format];
  const name = `${baseName}.${extension}`;
  return `${disposition}; filename="${asciiName(name)}"; filename*=UTF-8''${rfc5987(name)}`;
}
