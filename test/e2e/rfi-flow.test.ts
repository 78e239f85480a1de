import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
  // The /rfi page offers manufacturers with an address on file, clients first.
  company = await t.db.one(sql`SELECT coid, name, email FROM companies WHERE email <> '' ORDER BY is_client DESC, name, coid OFFSET 1 LIMIT 1`);
  session = await startBrowserSession(t.app);
  page = await (await session.newContext()).newPage();
  page.on('pageerror', (e) => errors.push(e.message));
});

afterAll(async () => {
  await session?.close();
  await t?.close();
});

beforeEach(async () => {
  // The internal page exists only in debug mode (SPEC §2 internal test pages).
  await page.goto(`${session.base}/rfi?debug=debug_on`);
});

/** The request form of the page (the header has its own search form). */
const rfiForm = () => page.locator('form[action="/api/manufacturers/email-request"]');

const counts = () =>
  t.db.one<{ requests: number; mails: number }>(sql`
    SELECT (SELECT count(*)::int FROM content_requests WHERE kind = 'rfi') AS requests, (SELECT count(*)::int FROM outbox) AS mails`);

/** Fills the request form as a visitor would and sends it; returns the answer (Chromium shows JSON in a pre). */
async function fillAndSend(fields: { email: string; phone: string; message: string }) {
  await rfiForm().getByLabel('Manufacturer').selectOption(String(company.coid));
  await rfiForm().getByLabel('Name', { exact: true }).fill('Robin Architect');
  await rfiForm().getByLabel('Email address').fill(fields.email);
  await rfiForm().getByLabel('Phone (optional)').fill(fields.phone);
  await rfiForm().getByLabel('Message').fill(fields.message);
  const [response] = await Promise.all([page.waitForNavigation(), rfiForm().getByRole('button', { name: 'Send the request' }).click()]);
  return { status: response?.status(), text: (await page.locator('pre').first().textContent()) ?? '' };
}

describe('a request for information from the /rfi page', () => {
  it('is confirmed on the page, stored, and its mail is in the outbox', async () => {
    const before = await counts();
    const message = `Please send the installation guide and the fire rating of your doors (${Date.now()}).`;
    const answer = await fillAndSend({ email: 'robin@studio.example', phone: '(212) 555-0147', message });
    expect(answer.status).toBe(202);
    expect(JSON.parse(answer.text)).toEqual({ received: true });
    await page.screenshot({ path: path.join(SHOTS, 'rfi-sent.png') });

    const stored = await t.db.one<{ seq: number; coid: number; email: string; phone: string }>(sql`
      SELECT seq, coid, email, phone FROM content_requests WHERE kind = 'rfi' AND message = ${message}`);
    expect(stored).toMatchObject({ coid: company.coid, email: 'robin@studio.example', phone: '(212) 555-0147' });
    const mail = await t.db.one<{ to_address: string; subject: string; body: string }>(sql`
      SELECT to_address, subject, body FROM outbox WHERE subject LIKE ${`%(#${stored.seq})`}`);
    expect(mail.to_address).toBe(company.email);
    expect(mail.body).toContain(message);
    expect(mail.body).toContain('Email: robin@studio.example');
    expect(await counts()).toEqual({ requests: before.requests + 1, mails: before.mails + 1 });
    expect(errors).toEqual([]);
  });

  it('refuses a phone number starting with 555, naming the field, and queues nothing', async () => {
    const before = await counts();
    const answer = await fillAndSend({ email: 'robin@studio.example', phone: '555-123-4567', message: 'Do you make fire-rated doors?' });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text).error.fields).toEqual({ phone: 'Phone numbers starting with 555 are not accepted' });
    await page.screenshot({ path: path.join(SHOTS, 'rfi-bad-phone.png') });
    expect(await counts()).toEqual(before);
  });

  it('refuses an address the browser accepts but the rules do not (no top-level domain), and queues nothing', async () => {
    const before = await counts();
    const answer = await fillAndSend({ email: 'robin@studio', phone: '', message: 'Do you make fire-rated doors?' });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text).error.fields).toEqual({ email: 'Enter a valid email address' });
    expect(await counts()).toEqual(before);
  });

  it('does not even send an address without @: the browser shows the field error', async () => {
    const before = await counts();
    await rfiForm().getByLabel('Manufacturer').selectOption(String(company.coid));
    await rfiForm().getByLabel('Name', { exact: true }).fill('Robin Architect');
    await rfiForm().getByLabel('Email address').fill('robin.studio.example');
    await rfiForm().getByLabel('Message').fill('Do you make fire-rated doors?');
    await rfiForm().getByRole('button', { name: 'Send the request' }).click();
    const email = rfiForm().getByLabel('Email address');
    await expect(email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).resolves.toBe(true);
    await expect(email.evaluate((input: HTMLInputElement) => input.validationMessage)).resolves.not.toBe('');
    expect(new URL(page.url()).pathname).toBe('/rfi');
    expect(await counts()).toEqual(before);
  });
});
