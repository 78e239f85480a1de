import request from 'supertest';
import { expect } from 'vitest';
import type { TestApp } from './test-app';
import { parseHtml } from './parsed-html';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/** A GET as a browser (or the given user agent) whose text has React's separators removed: "3<!-- --> items" reads "3 items". */
export function pageGetter(app: () => TestApp['app']) {
  return async (path: string, userAgent = BROWSER) => {
    const res = await request(app()).get(path).set('User-Agent', userAgent);
    res.text = res.text.replace(/<!-- -->/g, '');
    return res;
  };
}

export const canonicalOf = (html: string) => parseHtml(html).canonical;
export const robotsOf = (html: string) => parseHtml(html).robots;
export const hrefs = (html: string) => parseHtml(html).links;
/** The title links of the result cards, in page order. */
export const cardLinks = (html: string) => parseHtml(html).attrs('.content-card__title > a[href]', 'href');

/** The sort links' targets by their label (the link's own text, without the current link's direction marks). */
export function sortLinks(html: string): Record<string, string> {
  const label = (a: Element) => [...a.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join('');
  return Object.fromEntries(parseHtml(html).all('nav.sort-links a').map((a) => [label(a), a.getAttribute('href') ?? '']));
}

export async function expectNotFoundPage(get: ReturnType<typeof pageGetter>, path: string): Promise<void> {
  const res = await get(path);
  expect(res.status, path).toBe(404);
  expect(res.text).toContain('Page Not Found');
}

/** Case-insensitive alphabetical order, as the lists sort by lower(...). */
export const alphabetical = (values: string[]) => [...values].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
