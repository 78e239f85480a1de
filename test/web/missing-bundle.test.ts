import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import type { AssetManifest } from '../../src/web/assets';
import { ROOT, TMP } from '../helpers/paths';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

let t: TestApp;
let root: string;
let wizardPath: string;

/** A project root whose build lacks the spec wizard's bundle (a partial or broken build). */
function rootWithoutWizardBundle(): string {
  const dir = mkdtempSync(path.join(TMP, 'missing-bundle-'));
  symlinkSync(path.join(ROOT, 'views'), path.join(dir, 'views'));
  symlinkSync(path.join(ROOT, 'static'), path.join(dir, 'static'));
  const built = path.join(ROOT, 'dist', 'public');
  const manifest = JSON.parse(readFileSync(path.join(built, 'manifest.json'), 'utf8')) as AssetManifest;
  expect(manifest.entries).toHaveProperty('spec-wizard');
  delete manifest.entries['spec-wizard'];
  mkdirSync(path.join(dir, 'dist', 'public'), { recursive: true });
  writeFileSync(path.join(dir, 'dist', 'public', 'manifest.json'), JSON.stringify(manifest));
  symlinkSync(path.join(built, 'assets'), path.join(dir, 'dist', 'public', 'assets'));
  return dir;
}

beforeAll(async () => {
  root = rootWithoutWizardBundle();
  t = await createTestApp({}, { root });
  const wizard = await t.db.one<{ id: number }>(sql`
    SELECT w.content_id AS id FROM spec_wizards w JOIN content_items ci ON ci.id = w.content_id
    WHERE w.active AND ci.online ORDER BY 1 LIMIT 1`);
  wizardPath = `/sw/template/${wizard.id}`;
});
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('a build that lacks an island bundle', () => {
  it('names the missing bundle in one start-up log line', () => {
    const lines = t.logs.filter((l) => String(l.msg).startsWith('client bundles missing'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'error', missing: ['spec-wizard'] });
    expect(lines[0].msg).toContain('spec-wizard');
  });

  it('answers the page with that island with the error page, and the server goes on serving', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const res = await request(t.app).get(wizardPath);
      expect(res.status).toBe(500);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain('class="error-page"');
      expect(res.text).not.toContain('data-island="spec-wizard"');
    }
    const failures = t.logs.filter((l) => l.status === 500 && (l.err as { message?: string })?.message?.includes('"spec-wizard"'));
    expect(failures).toHaveLength(2);
  });

  it('still serves pages whose islands have bundles', async () => {
    const home = await request(t.app).get('/');
    expect(home.status).toBe(200);
    expect(home.text).toContain('data-island="search-box"');
    expect(home.text).toMatch(/<script type="module" src="\/assets\/search-box-[^"]+\.js"><\/script>/);
    expect((await request(t.app).get('/specwizard')).status).toBe(200);
  });
});
