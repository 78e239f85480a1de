import { describe, expect, it } from 'vitest';
import { withQuery } from '../../src/components/pagination';
import { signInHref } from '../../src/domain/return-path';
import { carriesSecret, maskPathsIn, maskUrl } from '../../src/domain/secret-url';

describe('maskUrl', () => {
  it.each([
    ['/reset/abc123', '/reset/[redacted]'],
    ['/RESET/abc123', '/RESET/[redacted]'],
    ['/Auth/Local/Reset/abc123?x=1', '/Auth/Local/Reset/[redacted]?x=1'],
    ['/outline-specs-report/acme/s3cret', '/outline-specs-report/acme/[redacted]'],
    ['/OUTLINE-SPECS-REPORT/ACME/s3cret#top', '/OUTLINE-SPECS-REPORT/ACME/[redacted]#top'],
    ['//specwizard-specs-report//acme/s3cret', '//specwizard-specs-report//acme/[redacted]'],
    ['/%6Futline-specs-report/acme/s3cret', '/%6Futline-specs-report/acme/[redacted]'],
    ['/Company/acme-12345/Resources/acme/s3cret', '/Company/acme-12345/Resources/acme/[redacted]'],
    ['/company/acme-12345/reports/acme/s3cret/user-favorites', '/company/acme-12345/reports/acme/[redacted]/user-favorites'],
    ['/API/Specwizard-Specs-Report/By-Abbrev/acme/s3cret?format=csv', '/API/Specwizard-Specs-Report/By-Abbrev/acme/[redacted]?format=csv'],
    ['/confirmation?ref=abcdef0123456789', '/confirmation?ref=[redacted]'],
    ['/CONFIRMATION?REF=abcdef0123456789&x=2', '/CONFIRMATION?REF=[redacted]&x=2'],
    ['/signin?redirect=%2Foutline-specs-report%2Facme%2Fs3cret', `/signin?redirect=${encodeURIComponent('/outline-specs-report/acme/[redacted]')}`],
    ['/x?returnTo=https%3A%2F%2Fsite.example%2Freset%2Fabc', `/x?returnTo=${encodeURIComponent('https://site.example/reset/[redacted]')}`],
    ['https://site.example/reset/abc', 'https://site.example/reset/[redacted]'],
    ['/signin?redirect=%E0%A4%A', '/signin?redirect=%E0%A4%A'],
    ['/outline-specs-report%2Facme%2Fs3cret', '/[redacted]'],
    ['/Outline-Specs-Report%2facme%2fs3cret/x', '/[redacted]/x'],
    ['/outline-specs-report%252Facme%252Fs3cret', '/[redacted]'],
    ['/outline-specs-report/acme%2Fs3cret', '/outline-specs-report/[redacted]'],
    ['/api/search/door?api_key=sk_live123', '/api/search/door?api_key=[redacted]'],
    ['/api/search/door?page=2&KEY=sk_live123&Access_Token=tok', '/api/search/door?page=2&KEY=[redacted]&Access_Token=[redacted]'],
    ['/api/search/door?api%5Fkey=sk_live123', '/api/search/door?api%5Fkey=[redacted]'],
    ['/api/search/door?api%255Fkey=sk_live123', '/api/search/door?api%255Fkey=[redacted]'],
    ['/x?next=%252Fapi%252Fsearch%253Fapi_key%253Dsk_live123', `/x?next=${encodeURIComponent('/api/search?api_key=[redacted]')}`],
  ])('%s → %s', (from, to) => expect(maskUrl(from)).toBe(to));

  it.each(['/', '/company/acme-12345', '/company/acme-12345/resources', '/outline-specs-report', '/search/doors?page=2', '/signin?redirect=%2Faccount'])(
    'leaves %s alone',
    (url) => {
      expect(maskUrl(url)).toBe(url);
      expect(carriesSecret(url)).toBe(false);
    },
  );
});

describe('maskPathsIn', () => {
  it('masks every path in an error reason', () => {
    expect(maskPathsIn('Page not found: /RESET/abc/x')).toBe('Page not found: /RESET/[redacted]/x');
    expect(maskPathsIn('Unknown API call: GET /api/outline-specs-report/by-abbrev/a/pw/x')).toBe('Unknown API call: GET /api/outline-specs-report/by-abbrev/a/[redacted]/x');
    expect(maskPathsIn('No favorite 12')).toBe('No favorite 12');
  });
});

describe('signInHref', () => {
  it('returns to ordinary pages but never carries a secret or returns to sign-in pages', () => {
    expect(signInHref('/content-type/cad')).toBe('/signin?redirect=%2Fcontent-type%2Fcad');
    expect(signInHref('/specwizard-specs-report/acme/s3cret')).toBe('/signin');
    expect(signInHref('/Company/acme-12345/Resources/acme/s3cret')).toBe('/signin');
    expect(signInHref('/reset/abc')).toBe('/signin');
    expect(signInHref('/')).toBe('/signin');
    expect(signInHref('//evil.example')).toBe('/signin');
  });
});

describe('withQuery with an empty path', () => {
  it('links relative to the current page, so a page never repeats its own address', () => {
    expect(withQuery('', { sort: 'name', page: 1 })).toBe('?sort=name');
    expect(withQuery('', {})).toBe('?');
    expect(withQuery('/outline-specs-report', { sort: 'name' })).toBe('/outline-specs-report?sort=name');
  });
});
