/**
 * Text for XML documents (SVG images, catalog text files): characters XML 1.0 cannot hold
 * (control characters other than tab and line breaks, lone surrogates, U+FFFE, U+FFFF) are
 * dropped, then markup characters are escaped, so any stored text yields a well-formed document.
 */
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Removes the characters XML 1.0 does not allow. */
export function xmlSafe(text: string): string {
  return text.replace(INVALID_XML, '');
}

/** Escaped for element content and attribute values alike. */
export function escapeXml(text: string): string {
  return xmlSafe(text).replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);
}
