import { describe, expect, it } from 'vitest';
import { isChunkLoadFailure, isOwnScriptUrl, newerBuild, reloadAllowed } from '../../src/domain/build-check';

describe('build check reload guard (at most once per 10 s)', () => {
  const now = 1_800_000_000_000;

  it('reloads when the tab never reloaded for a chunk', () => {
    expect(reloadAllowed(null, now)).toBe(true);
  });

  it('refuses a second reload inside the 10 s window and allows it from the window end on', () => {
    expect(reloadAllowed(String(now - 1), now)).toBe(false);
    expect(reloadAllowed(String(now - 9_999), now)).toBe(false);
    expect(reloadAllowed(String(now - 10_000), now)).toBe(true);
    expect(reloadAllowed(String(now - 60_000), now)).toBe(true);
  });

  it('does not let an unreadable or future stamp block a reload forever', () => {
    expect(reloadAllowed('garbage', now)).toBe(true);
    expect(reloadAllowed('', now)).toBe(true);
    expect(reloadAllowed(String(now + 3_600_000), now)).toBe(true);
  });

  it('honours another window length', () => {
    expect(reloadAllowed(String(now - 4_000), now, 5_000)).toBe(false);
    expect(reloadAllowed(String(now - 5_000), now, 5_000)).toBe(true);
  });
});

describe('what counts as a failed chunk', () => {
  it('recognises the browsers’ module loading failures', () => {
    expect(isChunkLoadFailure(new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadFailure(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadFailure('Failed to load module script: Expected a JavaScript module')).toBe(true);
  });

  it('leaves ordinary errors alone', () => {
    expect(isChunkLoadFailure(new Error('Could not save project'))).toBe(false);
    expect(isChunkLoadFailure(undefined)).toBe(false);
    expect(isChunkLoadFailure({ message: 'Failed to fetch dynamically imported module' })).toBe(false);
  });

  it('watches only scripts of this site under /assets/', () => {
    const origin = 'https://www.example.test';
    expect(isOwnScriptUrl('https://www.example.test/assets/chunks/chunk-AB12.js', origin)).toBe(true);
    expect(isOwnScriptUrl('/assets/spec-wizard-XY.js', origin)).toBe(true);
    expect(isOwnScriptUrl('https://cdn.other.test/assets/a.js', origin)).toBe(false);
    expect(isOwnScriptUrl('https://www.example.test/assets/site-1.css', origin)).toBe(false);
    expect(isOwnScriptUrl('https://www.example.test/img/a.js', origin)).toBe(false);
  });
});

describe('new build detection', () => {
  it('names the server’s build only when it differs from the page’s', () => {
    expect(newerBuild('abc123', { buildId: 'abc123', version: '1.0.0' })).toBeNull();
    expect(newerBuild('abc123', { buildId: 'def456', version: '1.0.1' })).toBe('def456');
  });

  it('ignores malformed manifests', () => {
    expect(newerBuild('abc123', null)).toBeNull();
    expect(newerBuild('abc123', { buildId: 42 })).toBeNull();
    expect(newerBuild('abc123', { buildId: '' })).toBeNull();
    expect(newerBuild('abc123', { buildId: 'x'.repeat(65) })).toBeNull();
    expect(newerBuild('abc123', '<html>')).toBeNull();
  });
});
