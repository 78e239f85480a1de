import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { HtmlCache } from '../../src/web/page-cache/html-cache';
import { inCanonicalForm, onlyDeclaredQuery, pageCacheKey } from '../../src/web/page-cache/page-cache-key';

const roomy = { entries: 10, bytes: 1_000_000 };

describe('HTML cache', () => {
  it('serves an entry only for the version it was made with', () => {
    const cache = new HtmlCache(roomy);
    cache.set('k', 1, 'html');
    expect(cache.lookup('k', 1)?.body.toString()).toBe('html');
    expect(cache.lookup('k', 2)).toBeNull();
    expect(cache.lookup('k', 1)).toBeNull();
  });

  it('evicts the least recently used entry past its number of entries', () => {
    const cache = new HtmlCache({ entries: 2, bytes: 1_000_000 });
    cache.set('a', 1, 'A');
    cache.set('b', 1, 'B');
    cache.lookup('a', 1);
    cache.set('c', 1, 'C');
    expect(cache.lookup('b', 1)).toBeNull();
    expect(cache.lookup('a', 1)?.body.toString()).toBe('A');
    expect(cache.size).toBe(2);
  });

  it('is bounded in bytes of HTML (UTF-8), evicting the least recently used', () => {
    // Each entry costs its page's UTF-8 bytes, a quarter more for its gzip copy, and its key: 125, then 126 (é is two bytes).
    const cache = new HtmlCache({ entries: 1000, bytes: 200 });
    cache.set('a', 1, 'x'.repeat(99));
    cache.set('b', 1, 'é'.repeat(50));
    expect(cache.lookup('a', 1)).toBeNull();
    expect(cache.lookup('b', 1)?.body.toString()).toBe('é'.repeat(50));
    cache.set('c', 1, 'x'.repeat(99));
    expect(cache.lookup('b', 1)).toBeNull();
    expect(cache.size).toBe(1);
  });

  it('keeps nothing when either limit is 0', () => {
    for (const limits of [{ entries: 0, bytes: 1000 }, { entries: 10, bytes: 0 }]) {
      const cache = new HtmlCache(limits);
      cache.set('a', 1, 'A');
      expect(cache.lookup('a', 1)).toBeNull();
      expect(cache.peek('a')).toBeNull();
    }
  });

  it('keeps one gzip copy of a page, made when first asked for, that decodes to its bytes', () => {
    const cache = new HtmlCache(roomy);
    cache.set('a', 1, 'é'.repeat(2000));
    const page = cache.lookup('a', 1)!;
    expect(gunzipSync(page.gzipped()).toString()).toBe('é'.repeat(2000));
    expect(page.gzipped()).toBe(page.gzipped());
  });

  it('gives each entry a validator of its bytes', () => {
    const cache = new HtmlCache(roomy);
    cache.set('a', 1, 'A');
    cache.set('b', 1, 'A');
    cache.set('c', 1, 'C');
    expect(cache.lookup('a', 1)?.etag).toMatch(/^"[\w-]+"$/);
    expect(cache.lookup('a', 1)?.etag).toBe(cache.lookup('b', 1)?.etag);
    expect(cache.lookup('a', 1)?.etag).not.toBe(cache.lookup('c', 1)?.etag);
  });
});

describe('the partition of search pages and copies', () => {
  it('takes a tenth of the limits, and its pages evict only each other', () => {
    const cache = new HtmlCache({ entries: 20, bytes: 1_000_000 });
    cache.set('catalog-page', 1, 'C');
    for (let i = 0; i < 50; i += 1) cache.set(`search-${i}`, 1, 'S', 'default', '/search/:terms', 'other');
    expect(cache.lookup('catalog-page', 1)?.body.toString()).toBe('C');
    expect(cache.lookup('search-49', 1)?.body.toString()).toBe('S');
    expect(cache.lookup('search-47', 1)).toBeNull();
    expect(cache.size).toBe(3);
  });

  it('keeps no search page when the limits leave it no room, and still keeps the catalog’s', () => {
    const cache = new HtmlCache({ entries: 5, bytes: 1_000_000 });
    cache.set('search', 1, 'S', 'default', '/search/:terms', 'other');
    cache.set('page', 1, 'P');
    expect(cache.peek('search')).toBeNull();
    expect(cache.peek('page')?.body.toString()).toBe('P');
  });
});

describe('one spelling of an address', () => {
  it.each([
    ['/product/2', '/product/:id', { id: 2 }, true],
    ['/PRODUCT/2', '/product/:id', { id: 2 }, false],
    ['/product/2/', '/product/:id', { id: 2 }, false],
    ['/product/02', '/product/:id', { id: 2 }, false],
    ['/product/%32', '/product/:id', { id: 2 }, false],
    ['/products/by-csi/08%2011%2013', '/products/by-csi/:csi', { csi: '08 11 13' }, true],
    ['/press-releases/08/09', '/press-releases/*divisions', { divisions: ['08', '09'] }, true],
    ['/search/door', '/search/:terms', {}, false],
    ['/company/acme-12345/product/products/2,3', '/company/:id/:contentType/products/:ids', { id: 'acme-12345', contentType: 'product', ids: '2,3' }, true],
    ['/company/acme-12345/product/products/2%2C3', '/company/:id/:contentType/products/:ids', { id: 'acme-12345', contentType: 'product', ids: '2,3' }, false],
    ['/about', '/about', undefined, true],
    ['/About', '/about', undefined, false],
  ])('%s for %s is %s', (path, pattern, params, expected) => {
    expect(inCanonicalForm(path, pattern, params)).toBe(expected);
  });
});

describe('the page cache key', () => {
  const day = () => new Date('2026-11-24T12:00:00Z');

  it('is the day, the market code, the path and the query in a canonical order', () => {
    expect(pageCacheKey('04', '/projects?sort=title&page=2', day)).toBe('2026-11-24|04|/projects?page=2&sort=title');
    expect(pageCacheKey('04', '/projects?page=2&sort=title', day)).toBe(pageCacheKey('04', '/projects?sort=title&page=2', day));
    expect(pageCacheKey('95', '/about', day)).toBe('2026-11-24|95|/about');
    expect(pageCacheKey('04', '/about?', day)).toBe('2026-11-24|04|/about');
  });

  it('accepts only the query parameters a route declares', () => {
    expect(onlyDeclaredQuery('/about')).toBe(true);
    expect(onlyDeclaredQuery('/about?x=1')).toBe(false);
    expect(onlyDeclaredQuery('/projects?page=2&sort=title', ['page', 'sort'])).toBe(true);
    expect(onlyDeclaredQuery('/projects?page=2&x=title', ['page', 'sort'])).toBe(false);
    expect(onlyDeclaredQuery('/projects?page=2&page=3', ['page'])).toBe(true);
  });
});
