import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

export const render = (element: ReactElement) => renderToStaticMarkup(element);

/** The attributes of every `<name ...>` start tag in static markup, in document order. */
export function tagsOf(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}(\\s[^>]*)?>`, 'g'))].map((m) =>
    Object.fromEntries([...(m[1] ?? '').matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [a[1], a[2]])),
  );
}

/** The text of every `<name>...</name>` element (tags inside stripped, comments removed). */
export function textsOf(html: string, name: string): string[] {
  return [...html.matchAll(new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>`, 'g'))].map((m) =>
    m[1].replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, ''),
  );
}

/** Every id="..." in the markup. */
export function idsOf(html: string): string[] {
  return [...html.matchAll(/\sid="([^"]*)"/g)].map((m) => m[1]);
}
