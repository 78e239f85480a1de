import { SITE_NAME } from '../site';

/** clientName when the manufacturer's name is not known: a fixed label naming the product. */
export const DEFAULT_CLIENT_NAME = `${SITE_NAME} clients`;
/** clientName of the all-coid reports. */
export const ALL_MANUFACTURERS = 'All manufacturers';

/** Report text: blank, whitespace or '.' (legacy "no value") is empty (null); anything else trimmed. */
export function cleanText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === '' || text === '.' ? null : text;
}

/** "First Last" from the owner's names, each '.' or blank counting as missing; null when both are. */
export function fullNameOf(first: unknown, last: unknown): string | null {
  return cleanText([cleanText(first), cleanText(last)].filter(Boolean).join(' '));
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', reg: '®', trade: '™', copy: '©',
  eacute: 'é', egrave: 'è', uuml: 'ü', ouml: 'ö', auml: 'ä', ntilde: 'ñ', ccedil: 'ç', ndash: '–', mdash: '—',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * A company name as plain text (the reports' companyNoHtml): script and style blocks dropped, tags
 * removed (line breaks and block tags become spaces), entities decoded, whitespace collapsed.
 */
export function plainCompanyName(name: string | null | undefined): string {
  if (!name) return '';
  const withoutBlocks = name.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ');
  const withoutTags = withoutBlocks
    .replace(/<\/?(?:br|p|div|li|tr|td|h[1-6])\b[^>]*>/gi, ' ')
    .replace(/<\/?[a-z][^>]*>/gi, '');
  return decodeEntities(withoutTags).replace(/\s+/g, ' ').trim();
}

/** The report header's clientName: the plain-text company name, or the default label. */
export function clientNameOf(companyName: string | null | undefined): string {
  return plainCompanyName(companyName) || DEFAULT_CLIENT_NAME;
}
