import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Page } from 'playwright-core';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import type { BrowserSession } from '../helpers/browser';
import { collectPageErrors, startBrowserSession } from '../helpers/browser';
import { ROOT } from '../helpers/paths';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { createTestUser } from '../helpers/users';

const SHOTS = path.join(ROOT, 'test-results');
let t: TestApp;
let session: BrowserSession;
let page: Page;
let architect: TestUser;
let admin: TestUser;
const errors: string[] = [];

/** Three products of three sections, with typed records, made as an administrator would. */
const PRODUCTS = [
  { name: 'Flow Test Door', section: '081113', division: '08', template: 'hollow-metal-doors', properties: { 'fire-rating': 5400, stc: 42 } },
  { name: 'Flow Test Window', section: '085113', division: '08', template: 'aluminum-windows', properties: { 'thermal-break': true } },
  { name: 'Flow Test Block', section: '042200', division: '04', template: 'concrete-masonry-units', properties: { 'fire-rating': 7200 } },
];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  t = await createTestApp();
  [architect, admin] = await Promise.all([createTestUser(t.db), createTestUser(t.db, { isAdmin: true })]);
  session = await startBrowserSession(t.app);
  page = await (await session.newContext()).newPage();
  collectPageErrors(page, errors);
});

afterAll(async () => {
  await session?.close();
  await t?.close();
});

describe('an architect’s project', () => {
  it('holds three products from three sections and shows an administrator’s change on the project page', async () => {
    const coid = (await t.db.one<{ coid: number }>(sql`SELECT coid FROM companies ORDER BY coid LIMIT 1`)).coid;
    const seqs: number[] = [];
    for (const p of PRODUCTS) {
      const res = await request(t.app).post('/api/products').set('Authorization', `Bearer ${admin.token}`).send({ coid, ...p });
      expect(res.status).toBe(201);
      seqs.push(res.body.seq as number);
    }

    await page.goto(`${session.base}/signin`);
    await page.getByLabel('Email address').first().fill(architect.user.email);
    await page.locator('#signin-password').fill(architect.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForLoadState('load');

    await page.goto(`${session.base}/account/projects`);
    await page.locator('#new-project-name').fill('Lakeside Clinic');
    await page.getByRole('button', { name: 'Create project' }).click();
    await page.waitForURL(/\/account\/projects\/\d+\?done=created$/);
    const projectPath = new URL(page.url()).pathname;

    for (const seq of seqs) {
      await page.goto(`${session.base}/product/${seq}`);
      const form = page.locator('form[action="/account/project-products"]');
      await form.getByLabel('Add to project').selectOption({ label: 'Lakeside Clinic' });
      await form.locator('select[name="role"]').selectOption('basis');
      await form.getByRole('button', { name: 'Add' }).click();
      await page.waitForURL(new RegExp(`${projectPath}\\?done=added#product-\\d+$`));
    }
    await expect.poll(() => page.locator('.project-product h4').allTextContents()).toEqual([
      'Flow Test Block Basis of design',
      'Flow Test Door Basis of design',
      'Flow Test Window Basis of design',
    ]);
    await expect.poll(() => page.locator('#project-products-title ~ section h3 .section-number').allTextContents()).toEqual(['04 22 00', '08 11 13', '08 51 13']);

    await request(t.app).put(`/api/products/${seqs[0]}`).set('Authorization', `Bearer ${admin.token}`).send({ properties: { 'fire-rating': 3600, stc: 42 } }).expect(200);

    await page.goto(`${session.base}${projectPath}`);
    const door = page.locator('.project-product', { hasText: 'Flow Test Door' });
    await expect.poll(() => door.locator('.project-product__changes h4').textContent()).toBe('Changed since specified');
    await expect.poll(() => door.locator('tbody tr').first().locator('th, td').allTextContents()).toEqual(['Fire rating', '90 min', '60 min']);
    await expect.poll(() => page.locator('.project-product__changes').count()).toBe(1);
    await page.screenshot({ path: path.join(SHOTS, 'project-changed-since-specified.png'), fullPage: true });

    await door.getByRole('button', { name: /^Accept the changes/ }).click();
    await page.waitForURL(/\?done=accepted#product-\d+$/);
    await expect.poll(() => page.locator('.project-product__changes').count()).toBe(0);
    // The project manual, from the project page's link: every section, the products and the project's name.
    const manualHref = await page.getByRole('link', { name: 'Project manual (PDF)' }).getAttribute('href');
    const manual = await page.request.get(`${session.base}${manualHref}`);
    expect(manual.status()).toBe(200);
    const pdf = await getDocument({ data: new Uint8Array(await manual.body()) }).promise;
    const pages = await Promise.all(Array.from({ length: pdf.numPages }, async (_, i) => (await (await pdf.getPage(i + 1)).getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ')));
    const text = pages.join('\n');
    for (const expected of ['Lakeside Clinic', '04 22 00', '08 11 13', '08 51 13', 'Flow Test Door', 'Flow Test Window', 'Flow Test Block']) expect(text).toContain(expected);
    // The manual states the record the architect accepted: the door's fire rating as it is now.
    expect(text).toMatch(/60 min/);
    expect(errors).toEqual([]);
  });
});
