import { describe, expect, it } from 'vitest';
import { PAGE_HEIGHT, renderCatalogPageSvg } from '../../src/domain/catalog-page-svg';
import { wrapText } from '../../src/domain/word-wrap';
import { escapeXml, xmlSafe } from '../../src/domain/xml-text';
import { hasXmllint, xmllintErrors } from '../helpers/xmllint';

const page = (text: string, extra: Partial<Parameters<typeof renderCatalogPageSvg>[0]> = {}) =>
  renderCatalogPageSvg({ companyName: 'Acme Doors', catalogTitle: 'Door Catalog 2026', pageNumber: 2, pageCount: 9, text, ...extra });

/** The text of every <text> element, unescaped. */
const texts = (svg: string) =>
  [...svg.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((m) => m[1].replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&'));

describe('wrapText', () => {
  it('wraps each paragraph greedily at the width, never splitting a word that fits', () => {
    const paragraphs = wrapText('one two three four five six\n\nseven eight', 9);
    expect(paragraphs).toEqual([['one two', 'three', 'four five', 'six'], ['seven', 'eight']]);
    for (const line of paragraphs.flat()) expect(line.length).toBeLessThanOrEqual(9);
  });

  it('cuts words longer than the width and counts code points, not UTF-16 units', () => {
    expect(wrapText('https://example.com/long/path', 10)).toEqual([['https://ex', 'ample.com/', 'long/path']]);
    expect(wrapText('😀😀😀 ab', 3)).toEqual([['😀😀😀', 'ab']]);
  });

  it('collapses spaces and drops empty paragraphs', () => {
    expect(wrapText('  a   b  \n   \n c ', 80)).toEqual([['a b'], ['c']]);
  });
});

describe('escapeXml', () => {
  it('escapes markup and drops characters XML 1.0 cannot hold', () => {
    expect(escapeXml(`<a href="x">&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;');
    expect(xmlSafe('a\u0000b\u0007c\td\ne\uFFFEf\uD800g😀')).toBe('ab' + 'c\td\nefg😀');
  });
});

describe('renderCatalogPageSvg', () => {
  it('draws the manufacturer, the catalog title, the heading, the text and the page number', () => {
    const svg = page('Fire-Rated Doors\nHollow metal doors for 90-minute openings.\nTested to UL 10C.');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    const lines = texts(svg);
    expect(lines).toEqual(expect.arrayContaining(['Acme Doors', 'Door Catalog 2026', 'Fire-Rated Doors', 'Hollow metal doors for 90-minute openings.', 'Tested to UL 10C.', 'Page 2 of 9']));
    expect(svg).toContain('<title>Door Catalog 2026, page 2 of 9</title>');
  });

  it('escapes every text, so hostile page text stays text', () => {
    const svg = page('<script>alert(1)</script>\nA & B "quoted" <img src=x onerror=alert(1)>', { companyName: 'Smith & <Sons>', catalogTitle: '"Quotes" \'n\' more' });
    expect(svg).not.toMatch(/<script|<img|onerror=alert\(1\)>/);
    expect(texts(svg)).toEqual(expect.arrayContaining(['<script>alert(1)</script>', 'Smith & <Sons>']));
    expect(svg).toContain('aria-label="&quot;Quotes&quot; &apos;n&apos; more, page 2 of 9"');
  });

  it('keeps long text inside the page, ending what does not fit with an ellipsis', () => {
    const svg = page(`Heading\n${'word '.repeat(3000)}`);
    const ys = [...svg.matchAll(/<text x="48" y="(\d+)" font-size="12.5"/g)].map((m) => Number(m[1]));
    expect(Math.max(...ys)).toBeLessThan(PAGE_HEIGHT - 40);
    expect(texts(svg).some((t) => t.endsWith('…'))).toBe(true);
    for (const line of texts(svg)) expect(Array.from(line).length).toBeLessThanOrEqual(90);
  });

  it.skipIf(!hasXmllint)('is well-formed XML whatever the text holds (xmllint --noout)', () => {
    const svg = page('Controls \u0001\u001f and a lone \uD800 surrogate\n<>&"\' 😀', { companyName: 'A\u0002B' });
    expect(xmllintErrors(svg)).toBe('');
  });
});
