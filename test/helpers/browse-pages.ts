import request from 'supertest';
import { expect } from 'vitest';
import type { TestApp } from './test-app';
import { tagsOf } from './markup';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/** A GET as a browser (or the given user agent) whose text has React's separators removed: "3<!-- --> items" reads "3 items". */
export function pageGetter(app: () => TestApp['app']) {
  return async (path: string, userAgent = BROWSER) => {
    const res = await request(app()).get(path).set('User-Agent', userAgent);
    res.text = res.text.replace(/<!-- -->/g, '');
    return res;
  };
}

export const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
export const robotsOf = (html: string) => /<meta name="robots" content="([^"]*)">/.exec(html)?.[1];
export const hrefs = (html: string) => tagsOf(html, 'a').map((a) => a.href.replace(/&amp;/g, '&'));

/** The sort links' targets by their label. */
export function sortLinks(html: string): Record<string, string> {
  const nav = /<nav class="sort-links"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  return Object.fromEntries([...nav.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)/g)].map((m) => [m[2], m[1].replace(/&amp;/g, '&')]));
}

export async function expectNotFoundPage(get: ReturnType<typeof pageGetter>, path: string): Promise<void> {
  const res = await get(path);
  expect(res.status, path).toBe(404);
  expect(res.text).toContain('Page Not Found');
}

/** Case-insensitive alphabetical order, as the lists sort by lower(...). */
export const alphabetical = (values: string[]) => [...values].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
