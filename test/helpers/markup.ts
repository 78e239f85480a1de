import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { parseHtml } from './parsed-html';

export const render = (element: ReactElement) => renderToStaticMarkup(element);

/** The (decoded) attributes of every `name` element in the markup, in document order. */
export const tagsOf = (html: string, name: string): Record<string, string>[] => parseHtml(html).attributesOf(name);

/** The (decoded) text of every `name` element, tags inside and comments left out. */
export const textsOf = (html: string, name: string): string[] => parseHtml(html).texts(name);

/** Every id in the markup. */
export const idsOf = (html: string): string[] => parseHtml(html).attrs('[id]', 'id');
