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
