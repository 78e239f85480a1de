import { describe, expect, it } from 'vitest';
import { redactPath } from '../../src/log';
import { isUrlTrap } from '../../src/web/guards';
import { safeReturnPath } from '../../src/domain/return-path';
import { renderHead } from '../../src/web/head';
import { escapeHtml, jsonForScript } from '../../src/web/html';
import { LEGACY_ALIASES, resolveLegacy } from '../../src/web/legacy';
import { prefixQuery } from '../../src/services/suggest';
import { readCookie, mfFromCookie } from '../../src/http/cookies';

describe('HTML escaping', () => {
  it('escapes markup and keeps JSON safe inside script elements', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(jsonForScript({ a: '</script><!--' })).not.toMatch(/<\/script|<!--/);
  });

  it('renders head tags escaped, with an absolute canonical URL', () => {
    const head = renderHead({ title: 'Doors & "Frames"', description: '<b>x</b>', canonical: '/a' }, { siteName: 'S', publicUrl: 'https://e.example' }, '/ignored');
    expect(head).toContain('<title>Doors &amp; &quot;Frames&quot; | S</title>');
    expect(head).toContain('<link rel="canonical" href="https://e.example/a">');
    expect(head).toContain('content="&lt;b&gt;x&lt;/b&gt;"');
  });
});

describe('guards', () => {
  it.each(['/account', '/a/b?c=d'])('accepts same-site return path %s', (p) => expect(safeReturnPath(p)).toBe(p));
  it.each(['//evil.example', '/\\evil.example', 'https://evil.example', '/x\r\nSet-Cookie: a', 42, undefined])(
    'refuses return path %s',
    (p) => expect(safeReturnPath(p)).toBeNull(),
  );
  it.each(['/wp-admin/', '/index.php', '/.env', '/a/../b', '/x%00'])('traps %s', (p) => expect(isUrlTrap(p)).toBe(true));
  it.each(['/company/acme-12345', '/search/php-framing', '/products/cad'])('lets %s through', (p) => expect(isUrlTrap(p)).toBe(false));
});

describe('legacy aliases', () => {
  it.each(LEGACY_ALIASES.flatMap((a) => a.examples))('%s → %s', (from, to) => expect(resolveLegacy(from)).toBe(to));

  it.each([
    ['/bim/99/x.shtml', '/content-type/bim'],
    ['/bim/08/091000.shtml', '/content-type/bim/08'],
    ['/sd/081113.shtml', '/content-type/spec/08/081113'],
    ['/details/08/08-71-00/door.dwg', '/content-type/cad/08/087100'],
    ['/videos/08/081199.shtml', '/content-type/video/08'],
    ['/divs/08.shtml', '/content-type/product/08'],
    ['/catalogs', '/content-type/catalog'],
    ['/specwizard.shtml', '/specwizard'],
    ['/SD/LIC.SHTML', '/terms'],
    ['/green/clients/123456.html', '/green-building'],
    ['/green/clients/east/c54321/index.html', '/company/54321'],
    ['/ceu/quiz.shtml', '/continuing-education'],
  ])('follows what an old path names: %s → %s', (from, to) => expect(resolveLegacy(from)).toBe(to));

  it.each(['/specwizard', '/content-type/bim', '/content-type/bim/08', '/green-building', '/rss', '/continuing-education/3', '/sw/door.html', '/spec-info', '/sdx', '/bimx/08'])(
    'leaves %s alone',
    (path) => expect(resolveLegacy(path)).toBeNull(),
  );
});

describe('log redaction of secret path segments', () => {
  it.each([
    ['/reset/abc123', '/reset/[redacted]'],
    ['/outline-specs-report/acme/s3cret', '/outline-specs-report/acme/[redacted]'],
    ['/company/acme-12345/reports/acme/s3cret/user-favorites', '/company/acme-12345/reports/acme/[redacted]/user-favorites'],
    ['/api/specwizard-specs-report/by-abbrev/acme/s3cret', '/api/specwizard-specs-report/by-abbrev/acme/[redacted]'],
    ['/search/door', '/search/door'],
  ])('%s → %s', (from, to) => expect(redactPath(from)).toBe(to));
});

describe('typeahead query', () => {
  it('keeps letters and digits and makes the last word a prefix', () => {
    expect(prefixQuery('Harlow  Glas')).toBe('harlow & glas:*');
    expect(prefixQuery("o'brien & (x|y)")).toBe('o & brien & x & y:*');
    expect(prefixQuery('!!!')).toBeNull();
  });
});

describe('cookies', () => {
  it('reads one cookie and defaults mf to 04', () => {
    expect(readCookie('a=1; mf=95; b=2', 'mf')).toBe('95');
    expect(mfFromCookie('mf=95')).toBe('95');
    expect(mfFromCookie('mf=77')).toBe('04');
    expect(mfFromCookie(undefined)).toBe('04');
    expect(readCookie('mf=%E0%A4%A', 'mf')).toBeUndefined();
  });
});
