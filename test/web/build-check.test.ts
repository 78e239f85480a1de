import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildInfo } from '../../src/domain/build-check';
import { ROOT } from '../helpers/paths';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import { firstWizard } from '../helpers/catalog-facts';

let t: TestApp;
let wizardPath: string;
const built = JSON.parse(readFileSync(path.join(ROOT, 'dist', 'public', 'build-info.json'), 'utf8')) as BuildInfo;
const buildCheckTag = (html: string) => /<script type="module" src="\/assets\/build-check-[\w-]+\.js" data-build="([^"]+)"(?: data-poll-ms="(\d+)")?(?: data-redirect-hosts="[^"]*")?><\/script>/.exec(html);

beforeAll(async () => {
  t = await createTestApp({ BUILD_POLL_MS: '60000' });
  wizardPath = (await firstWizard(t.db)).path;
});
afterAll(() => t?.close());

describe('build manifest (the build check)', () => {
  it('names the running build (and nothing more: no commit), is never cached and sets no cookie', async () => {
    const res = await request(t.app).get('/build-manifest.json').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body).toEqual({ buildId: built.buildId, version: built.version, builtAt: built.builtAt });
  });
});

describe('build check script', () => {
  it('comes first on every page with islands, naming the build and polling at the configured interval', async () => {
    const res = await request(t.app).get('/').expect(200);
    const tag = buildCheckTag(res.text);
    expect(tag?.[1]).toBe(built.buildId);
    expect(tag?.[2]).toBe('60000');
    expect(res.text.indexOf('build-check-')).toBeLessThan(res.text.indexOf('<script type="module" src="/assets/search-box-'));
  });

  it('polls on the spec wizard too', async () => {
    const res = await request(t.app).get(wizardPath).expect(200);
    expect(res.text).toContain('data-island="spec-wizard"');
    expect(buildCheckTag(res.text)?.[2]).toBe('60000');
  });

  it('is left out of pages without islands', async () => {
    const res = await request(t.app).get('/signin').expect(200);
    expect(res.text).not.toContain('data-island=');
    expect(res.text).not.toContain('build-check-');
  });

  it('a bundle that is gone is a short, uncached 404 (the page then reloads)', async () => {
    const res = await request(t.app).get('/assets/chunks/chunk-GONE1234.js').expect(404);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toBe('Not found');
  });

  it('serves the fingerprinted bundles for a year', async () => {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, 'dist', 'public', 'manifest.json'), 'utf8')) as { entries: Record<string, { file: string }> };
    const res = await request(t.app).get(`/assets/${manifest.entries['build-check'].file}`).expect(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });
});
