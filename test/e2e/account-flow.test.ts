import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { BrowserSession } from '../helpers/browser';
import { startBrowserSession } from '../helpers/browser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from '../../src/db/sql';
import { ROOT } from '../helpers/paths';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

const SHOTS = path.join(ROOT, 'test-results');
let t: TestApp;
let session: BrowserSession;
let base: string;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  t = await createTestApp();
  session = await startBrowserSession(t.app);
  base = session.base;
  page = await (await session.newContext()).newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  // Failed posts answer with their status (400, 401, 404) by design; Chromium logs those as errors.
  page.on('console', (m) => m.type() === 'error' && !m.text().startsWith('Failed to load resource: the server responded') && errors.push(m.text()));
});

afterAll(async () => {
  await session?.close();
  await t?.close();
});

const EMAIL = `e2e-${Date.now()}@example.com`;
const FIRST = 'first-password-2026';
const SECOND = 'second-password-2026';
const THIRD = 'third-password-2026';

async function signIn(password: string): Promise<void> {
  await page.goto(`${base}/signin`);
  await page.getByLabel('Email address').first().fill(EMAIL);
  await page.locator('#signin-password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForLoadState('load');
}

async function signOut(): Promise<void> {
  await page.locator('.site-header').getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(/\/signin\?signedout=1$/);
  await expect.poll(() => page.getByRole('status').textContent()).toContain('You have signed out.');
}

/** The reset link of the newest outbox mail to EMAIL (written just after the form's answer). */
function resetLinkFromOutbox(): Promise<string> {
  return vi.waitFor(
    async () => {
      const row = await t.db.maybeOne<{ body: string }>(sql`SELECT body FROM outbox WHERE to_address = ${EMAIL} ORDER BY seq DESC LIMIT 1`);
      const link = row && /http:\/\/localhost:3000(\/reset\/[A-Za-z0-9_-]{43})/.exec(row.body)?.[1];
      if (!link) throw new Error('no reset mail in the outbox');
      return link;
    },
    { timeout: 5_000, interval: 50 },
  );
}

describe('account flow in a browser', () => {
  it('creates an account, signs out and in, changes the password, and resets it through the outbox', async () => {
    // Create an account from the sign-in page: no JavaScript on the way.
    await page.goto(`${base}/account/profile`);
    expect(new URL(page.url()).pathname).toBe('/signin');
    await expect.poll(() => page.locator('script:not([type="application/ld+json"])').count()).toBe(0);
    await page.locator('#create-firstName').fill('Erin');
    await page.locator('#create-lastName').fill('Endtoend');
    await page.locator('#create-email').fill(EMAIL);
    await page.locator('#create-password').fill(FIRST);
    await page.locator('#create-passwordConfirm').fill('not-the-same-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => page.locator('.error-summary').textContent()).toContain('The two passwords are not the same');
    await expect.poll(() => page.locator('#create-firstName').inputValue()).toBe('Erin');
    await page.locator('#create-password').fill(FIRST);
    await page.locator('#create-passwordConfirm').fill(FIRST);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/account\/profile$/);
    await expect.poll(() => page.locator('#profile-email').inputValue()).toBe(EMAIL);
    await page.screenshot({ path: path.join(SHOTS, 'account-profile.png'), fullPage: true });

    await signOut();
    await signIn(FIRST);
    expect(new URL(page.url()).pathname).toBe('/account');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Your account');
    await expect.poll(() => page.locator('main').textContent()).toContain('Erin Endtoend');
    await page.screenshot({ path: path.join(SHOTS, 'account-overview.png'), fullPage: true });

    // Change the password.
    await page.getByRole('link', { name: 'Password' }).first().click();
    await page.locator('#password-oldPassword').fill(FIRST);
    await page.locator('#password-newPassword').fill(SECOND);
    await page.locator('#password-newPasswordConfirm').fill(SECOND);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.waitForURL(/\/account\/change-password\?saved=1$/);
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Your password was changed');
    await signOut();

    // The old password no longer works; the new one does.
    await signIn(FIRST);
    await expect.poll(() => page.locator('.error-summary').textContent()).toContain('The email address or password is not correct.');
    await page.screenshot({ path: path.join(SHOTS, 'signin-error.png') });

    // Forgot password: the link arrives in the outbox.
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.locator('#forgot-email').fill(EMAIL);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.waitForURL(/\/forgot\?sent=1$/);
    await expect.poll(() => page.getByRole('status').textContent()).toContain('If that address has an account');
    const link = await resetLinkFromOutbox();
    await page.goto(`${base}${link}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Choose a new password');
    await page.locator('#reset-password').fill(THIRD);
    await page.locator('#reset-passwordConfirm').fill(THIRD);
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await page.waitForURL(/\/signin\?reset=1$/);
    await signIn(SECOND);
    await expect.poll(() => page.locator('.error-summary').count()).toBe(1);
    await signIn(THIRD);
    expect(new URL(page.url()).pathname).toBe('/account');

    // The link is spent.
    await page.goto(`${base}${link}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('This link does not work');
    expect(errors).toEqual([]);
  });
});
