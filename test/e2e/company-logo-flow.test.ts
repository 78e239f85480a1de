import { loadImage } from '@napi-rs/canvas';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { addSessionCookies, startBrowserSession, type BrowserSession } from '../helpers/browser';
import type { TestApp } from '../helpers/test-app';
import { pngImage, uploadTestApp } from '../helpers/upload-fixtures';
import { createTestUser } from '../helpers/users';

/** Issue 24, item 1: a manufacturer's staff upload a logo on a phone without JavaScript; an administrator publishes it. */

let t: TestApp;
let session: BrowserSession;
let company: { coid: number; name: string };

const PHONE = { width: 390, height: 844 };

beforeAll(async () => {
  t = await uploadTestApp();
  session = await startBrowserSession(t.app);
  company = await t.db.one<{ coid: number; name: string }>(sql`SELECT coid, name FROM companies ORDER BY coid DESC OFFSET 2 LIMIT 1`);
  await t.db.query(sql`UPDATE companies SET trusted_publisher = false WHERE coid = ${company.coid}`);
});

afterAll(async () => {
  await session?.close();
  await t?.close();
});

async function phoneWithoutScript(cookie: string) {
  const context = await session.browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  await addSessionCookies(context, cookie);
  return context.newPage();
}

describe('the company logo through review', () => {
  it('is uploaded from the workspace on a phone without script, waits, and is served after an administrator publishes it', async () => {
    const staff = await createTestUser(t.db, { coid: company.coid });
    const admin = await createTestUser(t.db, { isAdmin: true });

    const page = await phoneWithoutScript(staff.cookie);
    await page.goto(`${session.base}/manage/${company.coid}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.setInputFiles('input[name="file"][accept*="webp"]', { name: 'mark.png', mimeType: 'image/png', buffer: pngImage(60, 40) });
    await page.getByRole('button', { name: 'Upload the logo' }).click();
    await page.waitForURL(/done=logo-submitted/);
    await expect.poll(() => page.getByText('Waiting for review').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    const reviewer = await phoneWithoutScript(admin.cookie);
    await reviewer.goto(`${session.base}/manage/review`);
    await reviewer.getByRole('button', { name: `Publish the profile of ${company.name}` }).click();
    await reviewer.waitForURL(/done=profile-published/);

    const logo = await request(t.app).get(`/logos/${company.coid}`).buffer(true);
    expect(logo.headers['content-type']).toBe('image/png');
    const image = await loadImage(logo.body as Buffer);
    expect([image.width, image.height]).toEqual([60, 40]);
  });
});
