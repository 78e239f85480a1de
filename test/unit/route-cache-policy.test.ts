import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../src/web/routes';

describe('every route states its caching', () => {
  it.each(ROUTES.map((row) => [row.path, row] as const))('%s says public, free-text or never', (_path, row) => {
    // The type requires the field; rows built from spreads or plain objects are checked here too.
    expect(['public', 'free-text', 'never']).toContain(row.cache);
  });

  it('keeps every path with free text in the small partition (a parameter that takes any words)', () => {
    const kept = ROUTES.filter((row) => row.cache !== 'never');
    for (const row of kept.filter((r) => /:terms\b/.test(r.path))) expect(row.cache, row.path).toBe('free-text');
    expect(kept.filter((r) => r.cache === 'free-text').map((r) => r.path)).toEqual([
      '/search/:terms',
      '/search/:terms/:contentType',
      '/company/:id/search/:terms',
      '/company/:id/search/:terms/:contentType',
    ]);
  });

  it('never keeps a page that needs a signed-in user', () => {
    const guarded = ROUTES.filter((row) => row.guard);
    expect(guarded.length).toBeGreaterThan(0);
    for (const row of guarded) expect(row.cache, row.path).toBe('never');
  });

  it('declares query parameters only on rows the cache keeps, each name once', () => {
    for (const row of ROUTES.filter((r) => r.query)) {
      expect(['public', 'free-text'], row.path).toContain(row.cache);
      expect(new Set(row.query).size, row.path).toBe(row.query?.length);
    }
  });
});
