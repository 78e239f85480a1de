/**
 * Content of the site's text pages as data: sections of paragraphs, lists and definition
 * lists whose text may hold links. One component renders them all (site-article.tsx).
 */
export interface Link {
  text: string;
  /** A path on this site or a mailto: address; the site pages link nowhere else. */
  href: string;
}

type Inline = string | Link;
export type Rich = string | readonly Inline[];

export type Block =
  | { kind: 'h3'; text: string }
  | { kind: 'p'; text: Rich }
  | { kind: 'ul' | 'ol'; items: readonly Rich[] }
  | { kind: 'dl'; items: readonly { term: string; detail: Rich }[] };

export interface ContentSection {
  /** Fragment id of the section's heading. */
  id: string;
  heading: string;
  blocks: readonly Block[];
}

export const link = (text: string, href: string): Link => ({ text, href });
export const h3 = (text: string): Block => ({ kind: 'h3', text });
export const p = (...parts: Inline[]): Block => ({ kind: 'p', text: parts });
export const ul = (...items: Rich[]): Block => ({ kind: 'ul', items });
export const ol = (...items: Rich[]): Block => ({ kind: 'ol', items });
export const dl = (...items: [term: string, detail: Rich][]): Block => ({
  kind: 'dl',
  items: items.map(([term, detail]) => ({ term, detail })),
});
export const section = (id: string, heading: string, ...blocks: Block[]): ContentSection => ({ id, heading, blocks });
