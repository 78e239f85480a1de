import { describe, expect, it } from 'vitest';
import { HtmlCache } from '../../src/web/html-cache';
import { onlyDeclaredQuery, pageCacheKey } from '../../src/web/page-cache-key';

const roomy = { entries: 10, bytes: 1_000_000 };

describe('HTML cache', () => {
  it('serves an entry only for the version it was made with', () => {
    const cache = new HtmlCache(roomy);
    cache.set('k', 1, 'html');
    expect(cache.lookup('k', 1)?.html).toBe('html');
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
    expect(cache.lookup('a', 1)?.html).toBe('A');
    expect(cache.size).toBe(2);
  });

  it('is bounded in bytes of HTML (UTF-8), evicting the least recently used', () => {
    // Each entry costs its page's UTF-8 bytes plus its key: 100, then 101 (é is two bytes, one UTF-16 unit).
    const cache = new HtmlCache({ entries: 1000, bytes: 200 });
    cache.set('a', 1, 'x'.repeat(99));
    cache.set('b', 1, 'é'.repeat(50));
    expect(cache.lookup('a', 1)).toBeNull();
    expect(cache.lookup('b', 1)?.html).toBe('é'.repeat(50));
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
