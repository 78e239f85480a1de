import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../src/domain/html-sanitizer';

/** No executable markup survives: no script element, no on* handler, no javascript:/data: URL. */
function expectInert(html: string): void {
  expect(html).not.toMatch(/<script|<iframe|<svg|<img|<object|<embed|<style/i);
  expect(html).not.toMatch(/\son\w+\s*=/i);
  expect(html).not.toMatch(/(?:href|src)\s*=\s*["']?\s*(?:javascript|vbscript|data):/i);
}

describe('sanitizeHtml', () => {
  it('keeps the whitelisted profile markup as it is', () => {
    const html = '<p>Since 1974.</p><ul><li>Wheelchair Lifts</li><li>Hydraulic Elevators</li></ul><h3>Service</h3><p><strong>Call</strong> &amp; <em>ask</em>.</p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ['<p>Hi</p><script>alert(1)</script><p>there</p>', '<p>Hi</p><p>there</p>'],
    ['<SCRIPT type="text/javascript">document.cookie</SCRIPT>ok', 'ok'],
    ['<script>never closed', ''],
    ['<scr<script>x</script>ipt>alert(1)', '&lt;scr'],
    ['<style>body{display:none}</style><p>a</p>', '<p>a</p>'],
    ['<svg onload="alert(1)"><circle/></svg>b', 'b'],
    ['<iframe src="https://evil.example"></iframe>c', 'c'],
  ])('drops script-like elements with their content: %s', (input, output) => {
    const out = sanitizeHtml(input);
    expect(out.startsWith(output)).toBe(true);
    expectInert(out);
  });

  it.each([
    '<img src=x onerror=alert(1)>',
    '<img src="x" onerror="alert(1)">',
    '<p onclick="steal()">text</p>',
    '<p ONMOUSEOVER=steal()>text</p>',
    '<a href="/x" onfocus=\'x()\' autofocus>link</a>',
    '<p/onclick=alert(1)>t</p>',
    '<body onload=alert(1)>t',
  ])('removes event handlers: %s', (input) => {
    const out = sanitizeHtml(input);
    expectInert(out);
    expect(out).not.toMatch(/alert|steal|x\(\)/);
  });

  it.each([
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href=" javascript:alert(1)">x</a>',
    '<a href="java\tscript:alert(1)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href="&#x6A;avascript&colon;alert(1)">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>',
    '<a href="//evil.example/x">x</a>',
    '<a href="https://user:pw@evil.example/">x</a>',
  ])('drops unsafe link targets but keeps the text: %s', (input) => {
    expect(sanitizeHtml(input)).toBe('<a>x</a>');
  });

  it('keeps safe links; outside links get rel=nofollow noopener noreferrer', () => {
    expect(sanitizeHtml('<a href="https://maker.example/a?b=1&amp;c=2" title="Site" target="_blank">go</a>')).toBe(
      '<a href="https://maker.example/a?b=1&amp;c=2" title="Site" rel="nofollow noopener noreferrer">go</a>',
    );
    expect(sanitizeHtml('<a href="/company/x-12345">in</a>')).toBe('<a href="/company/x-12345">in</a>');
    expect(sanitizeHtml('<a href="mailto:info@maker.example">mail</a>')).toBe('<a href="mailto:info@maker.example">mail</a>');
  });

  it('drops unknown tags, attributes, comments and doctype but keeps their text', () => {
    expect(sanitizeHtml('<div class="x" style="color:red"><font size=7>Big</font> <!-- hidden <script> --></div>')).toBe('Big ');
    expect(sanitizeHtml('<!DOCTYPE html><p id="a" style="x">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<td colspan="2" rowspan="x">c</td>')).toBe('<td colspan="2">c</td>');
  });

  it('escapes stray brackets and quotes in text and closes what is left open', () => {
    expect(sanitizeHtml('a < b > c "q"')).toBe('a &lt; b &gt; c "q"');
    expect(sanitizeHtml('<p><strong>open')).toBe('<p><strong>open</strong></p>');
    expect(sanitizeHtml('<ul><li>one</p></ul>x</li>')).toBe('<ul><li>one</li></ul>x');
    expect(sanitizeHtml('R&D &copy; &#169;')).toBe('R&amp;D &copy; &#169;');
  });

  it('re-escapes attribute values so they cannot break out of their quotes', () => {
    const out = sanitizeHtml(`<a title='"><script>x</script>' href="/a">t</a>`);
    expect(out).toBe('<a title="&quot;&gt;&lt;script&gt;x&lt;/script&gt;" href="/a">t</a>');
    expectInert(out);
  });
});

/** The title attribute is kept as decoded text, so it shows what a character reference decodes to. */
const titleOf = (reference: string): string => sanitizeHtml(`<a title="${reference}">t</a>`);
const titled = (text: string): string => `<a title="${text}">t</a>`;

describe('sanitizeHtml, element by element', () => {
  const kept = [
    'a', 'b', 'blockquote', 'dd', 'dl', 'dt', 'em', 'h2', 'h3', 'h4', 'i', 'li', 'ol', 'p',
    'small', 'span', 'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'th', 'thead', 'tr', 'u', 'ul',
  ];
  it.each(kept)('keeps <%s> with its text', (tag) => {
    expect(sanitizeHtml(`<${tag}>x</${tag}>`)).toBe(`<${tag}>x</${tag}>`);
  });

  it('writes br and hr as void elements that are never closed', () => {
    expect(sanitizeHtml('<p>a<br>b<hr/>c</p>')).toBe('<p>a<br>b<hr>c</p>');
  });

  const dropped = [
    'script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'textarea', 'title',
    'xmp', 'noembed', 'noframes', 'svg', 'math', 'select', 'applet',
  ];
  it.each(dropped)('drops <%s> together with its content', (tag) => {
    expect(sanitizeHtml(`a<${tag}>hidden</${tag}>b`)).toBe('ab');
  });

  it('drops a self-closed dropped element alone, keeping what follows', () => {
    expect(sanitizeHtml('<svg/>after<p>x</p>')).toBe('after<p>x</p>');
  });

  it('reads end tags with trailing junk and start tags with spaced attributes', () => {
    expect(sanitizeHtml('<p>a</p foo="x">b')).toBe('<p>a</p>b');
    expect(sanitizeHtml('<a  href="/x">t</a>')).toBe('<a href="/x">t</a>');
    expect(sanitizeHtml('<a href = "/x">t</a>')).toBe('<a href="/x">t</a>');
  });

  it('drops comments and declarations, closed or not, whatever they contain', () => {
    expect(sanitizeHtml('<!-- a > b -->c')).toBe('c');
    expect(sanitizeHtml('x<!-- a > b')).toBe('x');
    expect(sanitizeHtml('x<!DOCTYPE html')).toBe('x');
    expect(sanitizeHtml('x<?xml version="1.0"?>y')).toBe('xy');
    expect(sanitizeHtml('a <3 <!x> b')).toBe('a &lt;3  b');
  });
});

describe('sanitizeHtml, attributes', () => {
  it.each(['td', 'th'])('keeps 1-3 digit colspan and rowspan on <%s>, trimmed, quoted or not', (tag) => {
    expect(sanitizeHtml(`<${tag} colspan=12 rowspan=" 3 ">c</${tag}>`)).toBe(`<${tag} colspan="12" rowspan="3">c</${tag}>`);
    expect(sanitizeHtml(`<${tag} colspan='123'>c</${tag}>`)).toBe(`<${tag} colspan="123">c</${tag}>`);
  });

  it.each(['1234', 'x2', '2x', '', '-1'])('refuses the span "%s"', (value) => {
    expect(sanitizeHtml(`<td colspan="${value}">c</td>`)).toBe('<td>c</td>');
  });

  it('keeps a bare title as empty and escapes both quote kinds', () => {
    expect(sanitizeHtml('<a title href="/x">t</a>')).toBe('<a title="" href="/x">t</a>');
    expect(sanitizeHtml(`<a title="it's">t</a>`)).toBe(titled('it&#39;s'));
    expect(sanitizeHtml(`<a title='say "hi"'>t</a>`)).toBe(titled('say &quot;hi&quot;'));
  });

  it('trims link targets and refuses protocol-relative and tel: ones only at the start', () => {
    expect(sanitizeHtml('<a href=" /x ">t</a>')).toBe('<a href="/x">t</a>');
    expect(sanitizeHtml('<a href="/contact?via=tel:1">t</a>')).toBe('<a href="/contact?via=tel:1">t</a>');
    expect(sanitizeHtml('<a href="\\\\evil.example/x">t</a>')).toBe('<a>t</a>');
    expect(sanitizeHtml('<a href="TEL:123">t</a>')).toBe('<a>t</a>');
  });

  it('adds rel only to absolute http(s) links', () => {
    const rel = ' rel="nofollow noopener noreferrer"';
    expect(sanitizeHtml('<a href="http://maker.example/">t</a>')).toBe(`<a href="http://maker.example/"${rel}>t</a>`);
    expect(sanitizeHtml('<a href="/out?to=https://maker.example">t</a>')).toBe('<a href="/out?to=https://maker.example">t</a>');
    expect(sanitizeHtml('<a title="x">t</a>')).toBe(titled('x'));
  });
});

describe('sanitizeHtml, character references', () => {
  it.each([
    ['&lt;&gt;', '&lt;&gt;'],
    ['&quot;&apos;', '&quot;&#39;'],
    ['&nbsp;|&colon;|&tab;|&newline;', '\u00a0|:|\t|\n'],
    ['&AMP;&LT;', '&amp;&lt;'],
    ['&unknown;', '&amp;unknown;'],
  ])('decodes the named reference %s', (reference, text) => {
    expect(titleOf(reference)).toBe(titled(text));
  });

  it.each([
    ['&#106;', 'j'],
    ['&#0000106;', 'j'],
    ['&#x6A;', 'j'],
    ['&#X6a;', 'j'],
    ['&#x00006A;', 'j'],
    ['&#1;', '\u0001'],
    ['&#xD7FF;', '\ud7ff'],
    ['&#xE000;', '\ue000'],
    ['&#x10FFFF;', '\u{10ffff}'],
  ])('decodes the numeric reference %s', (reference, text) => {
    expect(titleOf(reference)).toBe(titled(text));
  });

  it.each(['&#0;', '&#xD800;', '&#xDBFF;', '&#xDFFF;', '&#x110000;', '&#9999999;'])(
    'replaces %s, which names no character, with U+FFFD',
    (reference) => {
      expect(titleOf(reference)).toBe(titled('\ufffd'));
    },
  );

  it('leaves references too long to be one as text', () => {
    expect(titleOf('&#12345678;')).toBe(titled('&amp;#12345678;'));
    expect(titleOf('&#x1234567;')).toBe(titled('&amp;#x1234567;'));
  });

  it('keeps references in text as written and escapes a bare ampersand', () => {
    expect(sanitizeHtml('&#x41; &#X4a; &#65; &amp; & &#xZZ;')).toBe('&#x41; &#X4a; &#65; &amp; &amp; &amp;#xZZ;');
  });
});
