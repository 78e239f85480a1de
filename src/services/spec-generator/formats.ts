/** The file formats the spec generator writes. */
export const SPEC_FORMATS = ['docx', 'rtf', 'html'] as const;
export type SpecFormat = (typeof SPEC_FORMATS)[number];

export interface FormatInfo {
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

/**
 * A download base name limited to [A-Za-z0-9._-] (other runs become '-'), without a
 * leading dot or hyphen or a format extension, at most 100 characters; null when nothing is left.
 */
export function sanitizeBaseName(name: string): string | null {
  const clean = name
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(KNOWN_EXTENSION, '')
    .replace(/^[.-]+|[.-]+$/g, '')
    .slice(0, 100);
  return clean || null;
}

/** 'granitewc' and '08 51 13' → 'granitewc-085113'. */
export function defaultBaseName(webabrv: string | null, coid: number, sectionShown: string): string {
  return `${webabrv || coid}-${sectionShown.replace(/\D/g, '')}`;
}

/** The Content-Disposition header value for a file (the name is already limited to safe characters). */
export function contentDisposition(format: SpecFormat, baseName: string): string {
  const { disposition, extension } = FORMAT_INFO[format];
  return `${disposition}; filename="${baseName}.${extension}"`;
}
