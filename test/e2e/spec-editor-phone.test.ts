import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import type { BrowserSession } from '../helpers/browser';
import { collectPageErrors, startBrowserSession } from '../helpers/browser';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import { createTestUser } from '../helpers/users';

const PHONE = { width: 390, height: 844 };
let t: TestApp;
let session: BrowserSession;
let staff: BrowserContext;
let editorPath: string;
const errors: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // The section with the longest line of text: the hardest one to fit on a phone.
  const spec = await t.db.one<{ coid: number; id: number }>(sql`
    SELECT ci.coid, d.content_id AS id FROM spec_documents d JOIN content_items ci ON ci.id = d.content_id
    ORDER BY length(d.body::text) DESC, d.content_id LIMIT 1`);
  editorPath = `/manage/${spec.coid}/specs/${spec.id}`;
  session = await startBrowserSession(t.app);
  staff = await session.signedInContext((await createTestUser(t.db, { coid: spec.coid })).cookie);
});
afterAll(async () => {
  await session?.close();
  await t?.close();
});

describe('the specification editor on a 390 px phone', () => {
  it('fits the width: the text box above the preview, both as wide as the page, nothing scrolling sideways', async () => {
    const page = await staff.newPage();
    collectPageErrors(page, errors);
    await page.setViewportSize(PHONE);
    await page.goto(`${session.base}${editorPath}`);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const text = await page.locator('textarea[name="text"]').boundingBox();
    const preview = await page.locator('.spec-editor__preview').boundingBox();
    expect(text!.width).toBeGreaterThan(PHONE.width * 0.8);
    expect(preview!.width).toBeGreaterThan(PHONE.width * 0.8);
    expect(preview!.y).toBeGreaterThan(text!.y + text!.height);
    await page.close();
    expect(errors).toEqual([]);
  });
});
