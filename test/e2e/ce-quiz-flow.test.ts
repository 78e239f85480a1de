import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import type { QuizQuestion } from '../../src/domain/ce-quiz';
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
let context: BrowserContext;
let page: Page;
let user: TestUser;
let course: { seq: number; title: string; provider: string; quiz: QuizQuestion[] };
const errors: string[] = [];

const hasPdftotext = (() => {
  try {
    execFileSync('which', ['pdftotext'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  t = await createTestApp();
  user = await createTestUser(t.db);
  course = await t.db.one(sql`SELECT seq, title, provider_number AS provider, quiz FROM ceus ORDER BY published_at DESC, seq DESC LIMIT 1`);
  session = await startBrowserSession(t.app);
  context = await session.signedInContext(user.cookie);
  page = await context.newPage();
  collectPageErrors(page, errors);
});

afterAll(async () => {
  await session?.close();
  await t?.close();
});

/** Chooses an answer to every question by clicking its label: the right one, except for the questions listed. */
async function answerQuiz(wrong: number[]): Promise<void> {
  for (const [i, question] of course.quiz.entries()) {
    const choice = wrong.includes(i) ? (question.answer + 1) % question.choices.length : question.answer;
    await page.getByRole('group', { name: question.question }).getByLabel(question.choices[choice], { exact: true }).check();
  }
  await page.getByRole('button', { name: 'Send my answers' }).click();
}

describe('continuing education for a signed-in architect', () => {
  it('takes a course quiz, fails, passes, and downloads the certificate', async () => {
    await page.goto(`${session.base}/continuing-education`);
    await page.getByRole('link', { name: course.title, exact: true }).click();
    await page.waitForURL(`**/continuing-education/${course.seq}`);
    await page.getByRole('link', { name: 'Take the quiz' }).click();
    await page.waitForURL(`**/continuing-education/${course.seq}/quiz`);

    await answerQuiz([0, 1]);
    await expect.poll(() => page.getByRole('alert').textContent()).toContain(`You answered ${course.quiz.length - 2} of ${course.quiz.length} correctly`);
    await expect.poll(() => page.getByText('This answer is not right').count()).toBe(2);
    await page.screenshot({ path: path.join(SHOTS, 'ce-quiz-failed.png'), fullPage: true });

    await answerQuiz([]);
    await page.waitForURL(/\/account\/ce-credits\?passed=\d+$/);
    await expect.poll(() => page.locator('.notice').textContent()).toContain(`You passed “${course.title}” (best score 100%).`);
    await expect.poll(() => page.locator('caption', { hasText: 'Credits per year' }).count()).toBe(1);
    await page.screenshot({ path: path.join(SHOTS, 'ce-credits.png'), fullPage: true });

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download the certificate (PDF)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^certificate-\d+\.pdf$/);
    const file = await download.path();
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`Certificate of completion: ${course.title}`);
    // Standard-font text written as literal strings: searchable in the file itself.
    const raw = bytes.toString('latin1');
    for (const text of [course.title, `${user.user.firstName} ${user.user.lastName}`, `Provider number ${course.provider}`]) expect(raw).toContain(text);
    if (hasPdftotext) {
      const text = execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8');
      expect(text).toContain(course.title);
      expect(text).toContain('Certificate of Completion');
    }
    expect(errors).toEqual([]);
  });
});
