import { createHash } from 'node:crypto';
import { renderToStaticMarkup } from 'react-dom/server';
import { SECTION_CSS, SpecSectionDocument } from './section-document';
import type { SectionLine } from '../../domain/spec-output';

/**
 * The page's own policy, replacing the site's (which allows no inline style): nothing may
 * load and no script may run; only the page's one style element, by its hash.
 */
export const SECTION_HTML_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(SECTION_CSS).digest('base64')}'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`;

/** A complete HTML document of a section's lines; React escapes every text. */
export function renderHtml(lines: readonly SectionLine[], title: string): string {
  return `<!DOCTYPE html>\n${renderToStaticMarkup(<SpecSectionDocument title={title} lines={lines} />)}\n`;
}
