import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { companyPath } from '../../src/domain/company-id';
import type { BrowserSession } from '../helpers/browser';
import { startBrowserSession } from '../helpers/browser';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

let t: TestApp;
let session: BrowserSession;
let cad: { id: number; coid: number; name: string; filename: string };

beforeAll(async () => {
  t = await createTestApp();
  cad = await t.db.one(sql`
    SELECT ci.id, ci.coid, c.name, ci.filename FROM content_items ci JOIN companies c USING (coid)
    WHERE ci.content_type = 'cad' AND ci.online AND ci.filename IS NOT NULL ORDER BY ci.id LIMIT 1`);
  session = await startBrowserSession(t.app);
});

afterAll(async () => {
  await session?.close();
  await t?.close();
});

describe('downloading a CAD file', () => {
  it('from the company area: the file arrives, the download and its analytics event are recorded', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${session.base}${companyPath(cad.name, cad.coid)}/cad/${cad.id}`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /^Download DXF/ }).click()]);
    expect(download.suggestedFilename()).toBe(cad.filename);
    expect(readFileSync(await download.path()).toString('latin1')).toContain('SECTION');
    const recorded = await t.db.one<{ label: string | null }>(sql`SELECT label FROM downloads WHERE content_id = ${cad.id} ORDER BY id DESC LIMIT 1`);
    expect(recorded.label).toBe('company-cad');
    const event = await t.db.maybeOne<{ label: string }>(sql`
      SELECT event_label AS label FROM activities WHERE event_action = 'download' ORDER BY seq DESC LIMIT 1`);
    expect(event?.label).toBe('company-cad');
    expect(errors).toEqual([]);
    await context.close();
  });
});
