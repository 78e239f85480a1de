import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyPath } from '../../src/domain/company-id';
import { sql } from '../../src/db/sql';
import type { BrowserSession } from '../helpers/browser';
import { startBrowserSession } from '../helpers/browser';
import { ROOT } from '../helpers/paths';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

const SHOTS = path.join(ROOT, 'test-results');
let t: TestApp;
let session: BrowserSession;
let page: Page;
let company: { coid: number; name: string; email: string };
const errors: string[] = [];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  t = await createTestApp();
  company = await t.db.one(sql`SELECT coid, name, email FROM companies WHERE email <> '' ORDER BY coid LIMIT 1`);
  session = await startBrowserSession(t.app);
  page = await (await session.newContext()).newPage();
  page.on('pageerror', (e) => errors.push(e.message));
});

afterAll(async () => {
  await session?.close();
  await t?.close();
});

const counts = () =>
  t.db.one<{ requests: number; mails: number }>(sql`
    SELECT (SELECT count(*)::int FROM content_requests WHERE kind = 'rfi') AS requests, (SELECT count(*)::int FROM outbox) AS mails`);

/** From the company page, opens the request form as a visitor would, fills it and sends it. */
async function sendRequest(fields: { email: string; phone: string; message: string }) {
  await page.goto(`${session.base}${companyPath(company.name, company.coid)}`);
  await page.getByRole('link', { name: 'Request information' }).click();
  await page.getByRole('heading', { level: 1, name: `Request information from ${company.name}` }).waitFor();
  const form = page.locator('form[method="post"]').filter({ has: page.getByRole('button', { name: 'Send request' }) });
  await form.getByLabel('Your name').fill('Robin Architect');
  await form.getByLabel('Email address').fill(fields.email);
  await form.getByLabel('Phone').fill(fields.phone);
  await form.getByLabel('What would you like to know?').fill(fields.message);
  const [response] = await Promise.all([page.waitForNavigation(), form.getByRole('button', { name: 'Send request' }).click()]);
  return response?.status();
}

describe('a request for information from a company page', () => {
  it('is confirmed on the page, stored, and its mail to the manufacturer is in the outbox', async () => {
    const before = await counts();
    const message = `Please send the installation guide and the fire rating of your doors (${Date.now()}).`;
    expect(await sendRequest({ email: 'robin@studio.example', phone: '(212) 555-0147', message })).toBe(200);
    await expect.poll(() => page.getByRole('status').filter({ hasText: `Your request is on its way to ${company.name}` }).count()).toBe(1);
    expect(new URL(page.url()).search).toBe('?sent=1');
    await page.screenshot({ path: path.join(SHOTS, 'rfi-sent.png'), fullPage: true });

    const stored = await t.db.one<{ seq: number; coid: number; email: string; phone: string }>(sql`
      SELECT seq, coid, email, phone FROM content_requests WHERE kind = 'rfi' AND message = ${message}`);
    expect(stored).toMatchObject({ coid: company.coid, email: 'robin@studio.example', phone: '(212) 555-0147' });
    const mail = await t.db.one<{ to_address: string; body: string }>(sql`
      SELECT to_address, body FROM outbox WHERE subject LIKE ${`%(#${stored.seq})`}`);
    expect(mail.to_address).toBe(company.email);
    expect(mail.body).toContain(message);
    expect(mail.body).toContain('Email: robin@studio.example');
    await expect.poll(() => counts()).toEqual({ requests: before.requests + 1, mails: before.mails + 1 });
    expect(errors).toEqual([]);
  });

  it('shows the field errors of a 555 phone and an address without a domain, keeps what was typed, and queues nothing', async () => {
    const before = await counts();
    const message = 'Do you make fire-rated doors with a 90-minute label?';
    expect(await sendRequest({ email: 'robin@studio', phone: '555-123-4567', message })).toBe(400);
    await expect.poll(() => page.getByText('Phone numbers starting with 555 are not accepted').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Enter a valid email address').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByLabel('What would you like to know?').inputValue()).toBe(message);
    await expect.poll(() => page.getByLabel('Phone').getAttribute('aria-invalid')).toBe('true');
    await page.screenshot({ path: path.join(SHOTS, 'rfi-bad-fields.png'), fullPage: true });
    await expect.poll(() => counts()).toEqual(before);
  });
});
