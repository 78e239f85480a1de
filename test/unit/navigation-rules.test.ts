import { describe, expect, it } from 'vitest';
import type { NavigationAllowList } from '../../src/domain/navigation';
import {
  allowedHref,
  checkNavigation,
  EXTERNAL_NAVIGATION_REFUSED,
  hasUnsafeScheme,
  isAllowedNavigation,
  UNSAFE_SCHEME_REFUSED,
  WEBSITE_FIELD,
} from '../../src/domain/navigation';
import { safeHref } from '../../src/domain/html-sanitizer';
import { websiteHref } from '../../src/domain/reports/website-link';

const SITE = 'https://www.specfind.example';
const SITE_ONLY: NavigationAllowList = { siteOrigin: SITE };
const WITH_HOSTS: NavigationAllowList = { siteOrigin: SITE, hosts: ['maker.example', '.partner.example', 'hooks.example:8443'] };
const EVERYTHING: NavigationAllowList = { siteOrigin: SITE, hosts: ['*'], contact: true };

/** Every disguise of the four unsafe schemes we know of. */
const UNSAFE = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'JAVASCRIPT:alert(1)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  '\njavascript:alert(1)',
  '\u0000javascript:alert(1)',
  '\u0001\u0002javascript:alert(1)',
  '\u007fjavascript:alert(1)',
  '\u0085javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'java\u0000script:alert(1)',
  'javascript :alert(1)',
  'javascript\t:alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  '&#X6a;avascript&colon;alert(1)',
  'javascript&#58;alert(1)',
  'javascript&#x3a;alert(1)',
  '%6Aavascript:alert(1)',
  'javascript%3Aalert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:text/html,<script>alert(1)</script>',
  ' data:image/svg+xml,<svg onload=alert(1)>',
  'blob:https://www.specfind.example/0b1c2d3e',
  'BlOb:https://evil.example/x',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  '\u0020\u0020vbscript:msgbox(1)',
];

describe('unsafe schemes are refused whatever the allow-list', () => {
  it.each(UNSAFE)('%j', (href) => {
    expect(hasUnsafeScheme(href)).toBe(true);
    for (const list of [SITE_ONLY, WITH_HOSTS, EVERYTHING, WEBSITE_FIELD]) {
      const check = checkNavigation(href, list);
      expect(check).toEqual({ allowed: false, reason: 'unsafe-scheme', message: UNSAFE_SCHEME_REFUSED });
      expect(isAllowedNavigation(href, list)).toBe(false);
      expect(allowedHref(href, list)).toBeNull();
    }
    expect(safeHref(href)).toBeNull();
    expect(websiteHref(href)).toBeNull();
  });

  it('does not mistake ordinary words for schemes', () => {
    for (const href of ['/search/javascript-books', '/data/sheets', '/blog-post/about-vbscript', '?q=data:', '#javascript']) {
      expect(hasUnsafeScheme(href), href).toBe(false);
      expect(isAllowedNavigation(href, SITE_ONLY), href).toBe(true);
    }
  });
});

describe('paths of this site', () => {
  it.each(['/', '/company/acme-12345', '/search/door/cad?page=2', '#top', '?q=door', 'cad/2'])('%s is allowed and kept as written', (href) => {
    expect(checkNavigation(href, SITE_ONLY)).toEqual({ allowed: true, href, external: false });
  });

  it('accepts absolute addresses of this site, normalised, as internal', () => {
    expect(checkNavigation(`${SITE}/about`, SITE_ONLY)).toEqual({ allowed: true, href: `${SITE}/about`, external: false });
    expect(checkNavigation('HTTPS://WWW.SPECFIND.EXAMPLE/about', SITE_ONLY)).toEqual({ allowed: true, href: `${SITE}/about`, external: false });
  });

  it('treats another scheme or port of our host as another site', () => {
    expect(checkNavigation('http://www.specfind.example/about', SITE_ONLY)).toMatchObject({ allowed: false, reason: 'external' });
    expect(checkNavigation('https://www.specfind.example:8443/about', SITE_ONLY)).toMatchObject({ allowed: false, reason: 'external' });
  });

  it('refuses paths where a full address is required', () => {
    for (const href of ['/about', '#top', 'www.maker.example', '//maker.example/x']) {
      expect(checkNavigation(href, { ...WEBSITE_FIELD, siteOrigin: SITE }), href).toMatchObject({ allowed: false, reason: 'malformed' });
    }
  });
});

describe('other hosts', () => {
  it('are refused by default with their message', () => {
    for (const href of ['https://evil.example/', 'http://maker.example', '//evil.example/x', '/\\evil.example/x', '\\\\evil.example']) {
      expect(checkNavigation(href, SITE_ONLY), href).toEqual({ allowed: false, reason: 'external', message: EXTERNAL_NAVIGATION_REFUSED });
    }
    // A scheme with one slash and a backslash is no address at all, refused as malformed.
    expect(checkNavigation('https:/\\evil.example', SITE_ONLY)).toMatchObject({ allowed: false, reason: 'malformed' });
    expect(checkNavigation('https://evil.example/', SITE_ONLY)).toEqual({ allowed: false, reason: 'external', message: EXTERNAL_NAVIGATION_REFUSED });
  });

  it('are allowed when the allow-list names them, exactly', () => {
    expect(checkNavigation('https://maker.example/catalog', WITH_HOSTS)).toEqual({ allowed: true, href: 'https://maker.example/catalog', external: true });
    expect(checkNavigation('http://MAKER.example', WITH_HOSTS)).toEqual({ allowed: true, href: 'http://maker.example/', external: true });
    expect(isAllowedNavigation('https://www.maker.example/', WITH_HOSTS)).toBe(false);
    expect(isAllowedNavigation('https://maker.example.evil.example/', WITH_HOSTS)).toBe(false);
    expect(isAllowedNavigation('https://evilmaker.example/', WITH_HOSTS)).toBe(false);
  });

  it('a leading dot allows the domain and its subdomains only', () => {
    expect(isAllowedNavigation('https://partner.example/', WITH_HOSTS)).toBe(true);
    expect(isAllowedNavigation('https://shop.eu.partner.example/x', WITH_HOSTS)).toBe(true);
    expect(isAllowedNavigation('https://notpartner.example/', WITH_HOSTS)).toBe(false);
    expect(isAllowedNavigation('https://partner.example.evil.example/', WITH_HOSTS)).toBe(false);
  });

  it('a port in an entry must match the address port', () => {
    expect(isAllowedNavigation('https://hooks.example:8443/x', WITH_HOSTS)).toBe(true);
    expect(isAllowedNavigation('https://hooks.example/x', WITH_HOSTS)).toBe(false);
  });

  it('protocol-relative addresses follow the host rule', () => {
    expect(checkNavigation('//maker.example/x', WITH_HOSTS)).toEqual({ allowed: true, href: 'https://maker.example/x', external: true });
  });

  it('* allows any http(s) host but never credentials, other schemes or broken addresses', () => {
    expect(isAllowedNavigation('https://anything.example/a?b=c#d', EVERYTHING)).toBe(true);
    for (const href of ['https://user:pw@evil.example/', 'https://www.specfind.example@evil.example/', 'ftp://files.example/x', 'file:///etc/passwd', 'https://', 'http:evil.example', 'chrome://settings', 'intent://x#Intent;end']) {
      expect(isAllowedNavigation(href, EVERYTHING), href).toBe(false);
    }
  });
});

describe('contact links', () => {
  it('mailto: and tel: only when the list allows them', () => {
    expect(checkNavigation('mailto:info@maker.example', EVERYTHING)).toEqual({ allowed: true, href: 'mailto:info@maker.example', external: true });
    expect(isAllowedNavigation('tel:+13125550100', EVERYTHING)).toBe(true);
    expect(isAllowedNavigation('mailto:info@maker.example', WITH_HOSTS)).toBe(false);
    expect(isAllowedNavigation('mailto:', EVERYTHING)).toBe(false);
  });
});

describe('malformed input', () => {
  it.each(['', ' ', 'https://exa mple.com', 'https://example.com/a b', '/a\tb', 'https://example.com\u200b', 'http://[::1', 'x'.repeat(2049)])('%j is refused', (href) => {
    expect(isAllowedNavigation(href, EVERYTHING)).toBe(false);
  });

  it('allowedHref takes empty values', () => {
    expect(allowedHref(null, EVERYTHING)).toBeNull();
    expect(allowedHref(undefined, EVERYTHING)).toBeNull();
    expect(allowedHref('', EVERYTHING)).toBeNull();
  });

  it('without a site origin, relative paths still resolve as the site’s own', () => {
    expect(checkNavigation('/about', {})).toEqual({ allowed: true, href: '/about', external: false });
    expect(isAllowedNavigation('https://maker.example', {})).toBe(false);
  });
});

describe('the rule behind websiteHref and custom HTML links', () => {
  it('websiteHref: full http(s) addresses of any host', () => {
    expect(websiteHref('https://www.maker.example')).toBe('https://www.maker.example/');
    for (const bad of ['www.maker.example', '/company/x', 'mailto:a@b.example', '//maker.example']) expect(websiteHref(bad), bad).toBeNull();
  });

  it('safeHref: paths, fragments, http(s) and mailto; never protocol-relative or tel', () => {
    expect(safeHref('/company/x-12345')).toBe('/company/x-12345');
    expect(safeHref('#specs')).toBe('#specs');
    expect(safeHref('https://maker.example/x')).toBe('https://maker.example/x');
    expect(safeHref('mailto:info@maker.example')).toBe('mailto:info@maker.example');
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('/\\evil.example')).toBeNull();
    expect(safeHref('tel:123')).toBeNull();
  });
});
