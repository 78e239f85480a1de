import { DOMParser, parseHTML } from 'linkedom';

/**
 * A page (or a fragment of static markup) read through a real HTML parser: entities are decoded, React's
 * `<!-- -->` text separators vanish, and attribute order or quoting cannot fool a selector.
 * Tests read content through this; a regular expression on the raw string is only for tests whose point
 * is the exact serialisation (escaping, byte counts).
 */
interface ParsedHtml {
  readonly document: Document;
  /** Every element matching the selector, in document order. */
  all(selector: string): Element[];
  /** The first match, or a thrown error naming the selector (a missing element is a failure, not ''). */
  one(selector: string): Element;
  /** Whether anything matches. */
  has(selector: string): boolean;
  /** The text of the first match ('' when nothing matches). */
  text(selector: string): string;
  /** The text of every match. */
  texts(selector: string): string[];
  /** An attribute of the first match (undefined when the element or attribute is missing). */
  attr(selector: string, name: string): string | undefined;
  /** An attribute of every match that has it. */
  attrs(selector: string, name: string): string[];
  /** Every attribute of every match, as plain records (the shape of the old `tagsOf`). */
  attributesOf(selector: string): Record<string, string>[];
  readonly title: string;
  readonly h1: string;
  readonly canonical: string | undefined;
  readonly robots: string | undefined;
  /** Every link target (`a[href]`), decoded. */
  readonly links: string[];
  /** The whole text, separators and tags gone. */
  readonly bodyText: string;
  /** Every JSON-LD block, parsed. */
  readonly jsonLd: Record<string, unknown>[];
  /** The props of every island of that name (`data-island` / `data-props`), parsed. */
  islandProps<P = Record<string, unknown>>(name: string): P[];
}

const attributesOf = (element: Element): Record<string, string> =>
  Object.fromEntries([...element.attributes].map((a) => [a.name, a.value]));

export function parseHtml(html: string): ParsedHtml {
  // A fragment (a component's static markup) is parsed inside a body so it has one root like a page.
  const source = /<html[\s>]/i.test(html) ? html : `<!DOCTYPE html><html><head></head><body>${html}</body></html>`;
  const { document } = parseHTML(source);
  const all = (selector: string) => [...document.querySelectorAll(selector)];
  const text = (selector: string) => document.querySelector(selector)?.textContent ?? '';
  const attr = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? undefined;
  return {
    document,
    all,
    one(selector) {
      const element = document.querySelector(selector);
      if (!element) throw new Error(`no element matches ${selector}`);
      return element;
    },
    has: (selector) => document.querySelector(selector) !== null,
    text,
    texts: (selector) => all(selector).map((e) => e.textContent ?? ''),
    attr,
    attrs: (selector, name) => all(selector).flatMap((e) => (e.hasAttribute(name) ? [e.getAttribute(name) ?? ''] : [])),
    attributesOf: (selector) => all(selector).map(attributesOf),
    get title() {
      return text('title');
    },
    get h1() {
      return text('h1');
    },
    get canonical() {
      return attr('link[rel="canonical"]', 'href');
    },
    get robots() {
      return attr('meta[name="robots"]', 'content');
    },
    get links() {
      return all('a[href]').map((a) => a.getAttribute('href') ?? '');
    },
    get bodyText() {
      return document.documentElement.textContent ?? '';
    },
    get jsonLd() {
      return all('script[type="application/ld+json"]').map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>);
    },
    islandProps: <P,>(name: string) => all(`[data-island="${name}"]`).map((e) => JSON.parse(e.getAttribute('data-props') ?? '{}') as P),
  };
}

/** Every `<loc>` of a sitemap or sitemap index, read through linkedom's XML parser (no regular expression on the XML). */
export function sitemapLocs(xml: string): string[] {
  const document = new DOMParser().parseFromString(xml, 'text/xml');
  return [...document.querySelectorAll('loc')].map((loc) => loc.textContent ?? '');
}
