import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../src/web/routes';

describe('every route states its caching', () => {
  it.each(ROUTES.map((row) => [row.path, row] as const))('%s says public or never', (_path, row) => {
    // The type requires the field; rows built from spreads or plain objects are checked here too.
    expect(['public', 'never']).toContain(row.cache);
  });

  it('never keeps a page that needs a signed-in user', () => {
    const guarded = ROUTES.filter((row) => row.guard);
    expect(guarded.length).toBeGreaterThan(0);
    for (const row of guarded) expect(row.cache, row.path).toBe('never');
  });

  it('declares query parameters only on rows the cache keeps, each name once', () => {
    for (const row of ROUTES.filter((r) => r.query)) {
      expect(row.cache, row.path).toBe('public');
      expect(new Set(row.query).size, row.path).toBe(row.query?.length);
    }
  });
});
