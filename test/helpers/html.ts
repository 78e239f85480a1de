import { parseHtml } from './parsed-html';

/** Each executable script's src ('inline' for one without): JSON-LD blocks are data, not JavaScript. */
export function executableScripts(html: string): string[] {
  return parseHtml(html)
    .all('script')
    .filter((script) => script.getAttribute('type') !== 'application/ld+json')
    .map((script) => script.getAttribute('src') ?? 'inline');
}

export const titleOf = (html: string): string => parseHtml(html).title;

export const h1Of = (html: string): string => parseHtml(html).h1;

export const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
