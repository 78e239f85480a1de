import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import type { BrowserSession } from '../helpers/browser';
import { addSessionCookies, collectPageErrors, startBrowserSession } from '../helpers/browser';
import { ROOT } from '../helpers/paths';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { createTestUser } from '../helpers/users';

const SHOTS = path.join(ROOT, 'test-results');
let t: TestApp;
let session: BrowserSession;
let user: TestUser;
let wizardId: number;
let anonymous: BrowserContext;
let signedIn: BrowserContext;
const errors: string[] = [];
let thirdTerm: string;

async function openPage(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  collectPageErrors(page, errors);
  await page.goto(url);
  await page.locator('[data-island="spec-wizard"][data-hydrated="true"]').waitFor({ state: 'attached' });
  return page;
}

const checkbox = (page: Page, id: string) => page.locator(`[id="sw-${id}"]`);
const DRAFT_KEY = (id: number) => `specfind:wizard-draft:${id}`;

/** What the page shows as ticked, and what its download links would generate. */
async function tickedAndDownloaded(page: Page): Promise<{ ticked: string[]; data: string[]; count: string }> {
  const ticked = await page.$$eval('.wizard__tree input:checked', (inputs) => inputs.map((i) => i.id.replace(/^sw-/, '')).sort());
  const href = await page.locator('.wizard__downloads a[data-format="docx"]').getAttribute('href');
  const data = href ? (new URL(href, 'http://x').searchParams.get('data') ?? '').split(',').filter((id) => !id.startsWith('a-')).sort() : [];
  return { ticked, data, count: (await page.locator('.wizard__count').textContent()) ?? '' };
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  t = await createTestApp();
  user = await createTestUser(t.db);
  // The first wizard whose section's product records offer at least three warranty terms (1.5 A): its records
  // differ, so the section offers a choice (a section whose products share one term states it instead).
  const chosen = await t.db.one<{ id: number; term: string }>(sql`
    SELECT wi.id, d.body->'parts'->0->'articles'->4->'paragraphs'->0->'options'->>2 AS term
    FROM spec_wizards w JOIN content_items wi ON wi.id = w.content_id
    JOIN content_items si ON si.coid = wi.coid AND si.section = wi.section AND si.content_type = 'spec'
    JOIN spec_documents d ON d.content_id = si.id
    WHERE w.active AND wi.online AND d.body->'parts'->0->'articles'->4->'paragraphs'->0->'options'->>2 IS NOT NULL
    ORDER BY wi.id LIMIT 1`);
  wizardId = chosen.id;
  thirdTerm = chosen.term;
  session = await startBrowserSession(t.app);
  anonymous = await session.newContext();
  signedIn = await session.signedInContext(user.cookie);
});

afterAll(async () => {
  await session?.close();
  await t?.close();
});

describe('the spec wizard in a browser', () => {
  it('selects ancestors, swaps radio siblings, shows conditional lines, opens notes in a modal', async () => {
    const page = await openPage(anonymous, `${session.base}/sw/template/${wizardId}`);
    // Choosing an option also ticks its paragraph.
    await page.locator('label[for="sw-p-1-5-A-2"]').click();
    await expect.poll(() => checkbox(page, 'p-1-5-A').isChecked()).toBe(true);
    // Choosing a sibling option removes the first one.
    await page.locator('label[for="sw-p-1-5-A-3"]').click();
    await expect.poll(() => checkbox(page, 'p-1-5-A-2').isChecked()).toBe(false);
    await expect.poll(() => checkbox(page, 'p-1-5-A-3').isChecked()).toBe(true);
    // The paragraph and the outline read as the section will: the option fills the paragraph's blank.
    await expect.poll(() => page.locator('label[for="sw-p-1-5-A"]').textContent()).toMatch(new RegExp(`within ${thirdTerm}\\.$`));
    await expect.poll(() => page.locator('.wizard__outline').textContent()).toContain(`within ${thirdTerm}.`);
    // A line that depends on "Mockup required" appears with it and goes with its sibling.
    await expect.poll(() => checkbox(page, 'p-1-4-D').count()).toBe(0);
    await page.locator('label[for="sw-p-1-4-C-1"]').click();
    await checkbox(page, 'p-1-4-D').waitFor();
    await page.locator('[id="sw-p-1-4-D-value"]').fill('150');
    await expect.poll(() => checkbox(page, 'p-1-4-D').isChecked()).toBe(true);
    await expect.poll(() => page.locator('.wizard__outline').textContent()).toContain('Mockup Size: 150 square feet');
    await page.locator('label[for="sw-p-1-4-C-2"]').click();
    await expect.poll(() => checkbox(page, 'p-1-4-D').count()).toBe(0);
    // Unticking a paragraph removes its chosen option.
    await checkbox(page, 'p-1-5-A').uncheck();
    await expect.poll(() => checkbox(page, 'p-1-5-A-3').isChecked()).toBe(false);

    // Editor's notes: a modal that closes on Escape and gives focus back.
    const info = page.locator('[data-spec-id="p-1-1-A"] .wizard__info');
    await info.click();
    const dialog = page.getByRole('dialog', { name: "Editor's note" });
    await dialog.waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'spec-wizard-note.png') });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => info.evaluate((el) => el === document.activeElement)).toBe(true);
    // ... and on a click outside it.
    await info.click();
    await page.mouse.click(5, 5);
    await dialog.waitFor({ state: 'detached' });
    // Anonymous visitors are asked to sign in to save.
    await expect.poll(() => page.locator('.wizard__signin a').getAttribute('href')).toBe(`/signin?redirect=${encodeURIComponent(`/sw/template/${wizardId}`)}`);
    expect(errors).toEqual([]);
  });

  it('saves as a project, comes back with the selections re-applied, and downloads DOCX and RTF', async () => {
    const page = await openPage(signedIn, `${session.base}/sw/template/${wizardId}`);
    await page.locator('label[for="sw-p-2-4-A-2"]').click();
    await page.locator('label[for="sw-p-1-5-A-1"]').click();
    await page.locator('#wizard-project-name').fill('Library renovation');
    const saveCalls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/specwizard-project') && saveCalls.push(`${r.method()} ${new URL(r.url()).pathname}`));
    await page.getByRole('button', { name: 'Save as project' }).click();
    await page.locator('.toast--success', { hasText: 'Saved project' }).waitFor();
    await page.waitForURL(/\/account\/specwizard-projects\/\d+\/specwizard$/);
    // One click, one call: the project and its selections are saved together.
    expect(saveCalls).toEqual(['POST /api/specwizard-project']);
    await page.screenshot({ path: path.join(SHOTS, 'spec-wizard-saved.png') });
    const project = await t.db.one<{ seq: number; ids: string[] }>(sql`
      SELECT w.seq, array_agg(s.spec_id ORDER BY s.spec_id) AS ids FROM specwizard_projects w
      JOIN specwizard_project_specs s ON s.project_seq = w.seq WHERE w.user_seq = ${user.user.seq} GROUP BY w.seq`);
    expect(project.ids).toEqual(['a-1-5', 'a-2-4', 'p-1-5-A', 'p-1-5-A-1', 'p-2-4-A', 'p-2-4-A-2']);

    // Toasts go after 3 s.
    await page.locator('.toast').waitFor({ state: 'detached', timeout: 5000 });

    const again = await openPage(signedIn, page.url());
    await expect.poll(() => checkbox(again, 'p-2-4-A-2').isChecked()).toBe(true);
    await expect.poll(() => checkbox(again, 'p-1-5-A-1').isChecked()).toBe(true);
    await checkbox(again, 'p-2-4-B').waitFor();

    for (const [format, magic] of [['docx', 'PK'], ['rtf', '{\\rtf']] as const) {
      const [download] = await Promise.all([again.waitForEvent('download'), again.locator(`.wizard__downloads a[data-format="${format}"]`).click()]);
      // Named after the section number, title and manufacturer.
      expect(download.suggestedFilename()).toMatch(new RegExp(`^\\d\\d \\d\\d \\d\\d [^/\\\\]+ - [^/\\\\]+\\.${format}$`));
      const file = await download.path();
      expect(readFileSync(file).subarray(0, magic.length).toString('latin1')).toBe(magic);
    }

    // A failed save says so and keeps the selections.
    await again.route('**/api/specwizard-project/*', (route) => route.fulfill({ status: 500, body: '{}' }));
    await again.getByRole('button', { name: 'Save project' }).click();
    await again.locator('.toast--error', { hasText: 'Could not save project' }).waitFor();
    await expect.poll(() => checkbox(again, 'p-2-4-A-2').isChecked()).toBe(true);
    await again.locator('.toast').waitFor({ state: 'detached', timeout: 5000 });

    // Saving the saved project again updates it: still one project, now with the new name and selections.
    await again.unroute('**/api/specwizard-project/*');
    await again.locator('label[for="sw-p-1-5-A-2"]').click();
    await again.locator('#wizard-project-name').fill('Library renovation, phase 2');
    await again.getByRole('button', { name: 'Save project' }).click();
    await again.locator('.toast--success', { hasText: 'Saved project' }).waitFor();
    const updated = await t.db.one<{ seq: number; name: string; ids: string[] }>(sql`
      SELECT w.seq, w.name, array_agg(s.spec_id ORDER BY s.spec_id) AS ids FROM specwizard_projects w
      JOIN specwizard_project_specs s ON s.project_seq = w.seq WHERE w.user_seq = ${user.user.seq} GROUP BY w.seq`);
    expect(updated).toEqual({ seq: project.seq, name: 'Library renovation, phase 2', ids: ['a-1-5', 'a-2-4', 'p-1-5-A', 'p-1-5-A-2', 'p-2-4-A', 'p-2-4-A-2'] });
    expect(errors.filter((e) => !e.includes('500'))).toEqual([]);
  });

  it('after Back from the HTML output the ticks, the count and the download links match what was chosen', async () => {
    const context = await session.newContext();
    const page = await openPage(context, `${session.base}/sw/template/${wizardId}`);
    await page.locator('label[for="sw-p-1-4-C-1"]').click();
    await page.locator('label[for="sw-p-2-4-A-2"]').click();
    await checkbox(page, 'p-2-4-B').check();
    const chosen = ['p-1-4-C', 'p-1-4-C-1', 'p-2-4-A', 'p-2-4-A-2', 'p-2-4-B'];
    await expect.poll(() => tickedAndDownloaded(page)).toEqual({ ticked: chosen, data: chosen, count: '5 selected' });

    await page.locator('.wizard__downloads a[data-format="html"]').click();
    await page.waitForURL(/\/api\/spec-generator\?/);
    await expect.poll(() => page.locator('h1').textContent()).toMatch(/^SECTION /);
    await page.goBack();
    await page.locator('[data-island="spec-wizard"][data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.locator('.wizard__count', { hasText: '5 selected' }).waitFor();
    await expect.poll(() => tickedAndDownloaded(page)).toEqual({ ticked: chosen, data: chosen, count: '5 selected' });
    await context.close();
  });

  it('disables Download with a reason while nothing is selected', async () => {
    const context = await session.newContext();
    const page = await openPage(context, `${session.base}/sw/template/${wizardId}`);
    const reason = page.locator('.wizard__download-reason');
    await expect.poll(() => reason.isVisible()).toBe(true);
    await expect.poll(() => reason.textContent()).toContain('Tick at least one paragraph');
    await expect.poll(() => page.locator('.wizard__downloads [data-format="docx"]').isDisabled()).toBe(true);
    await expect.poll(() => page.locator('.wizard__downloads a').count()).toBe(0);
    await checkbox(page, 'p-3-1-A').check();
    await expect.poll(() => page.locator('.wizard__downloads a[data-format="docx"]').getAttribute('href')).toContain('data=a-3-1%2Cp-3-1-A');
    await expect.poll(() => reason.count()).toBe(0);
    await page.getByRole('button', { name: 'Reset selections' }).click();
    await expect.poll(() => page.locator('.wizard__downloads [data-format="docx"]').isDisabled()).toBe(true);
    await context.close();
  });

  it('keeps an anonymous draft over a reload, offers to save it after sign-in, and forgets it once saved', async () => {
    const context = await session.newContext();
    const url = `${session.base}/sw/template/${wizardId}`;
    const page = await openPage(context, url);
    await page.locator('label[for="sw-p-1-5-A-2"]').click();
    await checkbox(page, 'p-3-1-A').check();
    await page.reload();
    await page.locator('[data-island="spec-wizard"][data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.locator('.wizard__draft', { hasText: 'from your last visit' }).waitFor();
    const kept = ['p-1-5-A', 'p-1-5-A-2', 'p-3-1-A'];
    await expect.poll(() => tickedAndDownloaded(page)).toEqual({ ticked: kept, data: kept, count: '3 selected' });

    const other = await createTestUser(t.db);
    await addSessionCookies(context, other.cookie);
    await page.goto(url);
    await page.locator('[data-island="spec-wizard"][data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.locator('.wizard__draft', { hasText: 'Save them as a project' }).waitFor();
    await expect.poll(() => checkbox(page, 'p-1-5-A-2').isChecked()).toBe(true);
    await page.locator('#wizard-project-name').fill('Draft kept');
    await page.getByRole('button', { name: 'Save as project' }).click();
    await page.locator('.toast--success', { hasText: 'Saved project' }).waitFor();
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY(wizardId))).toBeNull();
    await expect.poll(() => page.locator('.wizard__draft').count()).toBe(0);
    const saved = await t.db.one<{ ids: string[] }>(sql`
      SELECT array_agg(s.spec_id ORDER BY s.spec_id) AS ids FROM specwizard_projects w
      JOIN specwizard_project_specs s ON s.project_seq = w.seq WHERE w.user_seq = ${other.user.seq}`);
    expect(saved.ids).toEqual(['a-1-5', 'a-3-1', ...kept]);
    // A fresh visit to the wizard starts empty again.
    await page.goto(url);
    await page.locator('[data-island="spec-wizard"][data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect.poll(() => page.locator('.wizard__count').textContent()).toBe('0 selected');
    await context.close();
  });

  it('fits a 390 px phone: notes on screen, a sticky bar with the count and Download', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    collectPageErrors(page, errors);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${session.base}/sw/template/${wizardId}`);
    await page.locator('[data-island="spec-wizard"][data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const rightmost = async () => Math.max(...(await page.$$eval('.wizard__info, .wizard__article', (els) => els.map((e) => e.getBoundingClientRect().right))));
    await expect.poll(rightmost).toBeLessThanOrEqual(390);
    await checkbox(page, 'p-3-1-A').check();
    const bar = page.locator('.wizard__bar');
    const box = await bar.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(844);
    await expect.poll(() => bar.textContent()).toContain('1 selected');
    await page.screenshot({ path: path.join(SHOTS, 'spec-wizard-phone.png') });
    await bar.getByRole('link', { name: 'Download' }).click();
    await page.locator('.wizard__downloads a[data-format="docx"]').waitFor();
    await expect.poll(() => page.locator('.wizard__downloads a[data-format="docx"]').isVisible()).toBe(true);
    const downloads = await page.locator('.wizard__downloads').boundingBox();
    expect(downloads && downloads.y).toBeLessThan(844);
    await context.close();
  });
});
