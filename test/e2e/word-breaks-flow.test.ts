import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { companyPath } from '../../src/domain/company-id';
import type { BrowserSession } from '../helpers/browser';
import { startBrowserSession } from '../helpers/browser';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

// Issue 22: "Environmenta l" broke mid-word in the company page's type tiles. No ordinary word (3 to 20 letters)
// on a company page wraps inside itself, on a phone or a desktop; longer strings (web hosts) may.

let t: TestApp;
let session: BrowserSession;
let context: BrowserContext;
let paths: string[];

beforeAll(async () => {
  t = await createTestApp();
  const companies = await t.db.many<{ coid: number; name: string }>(sql`
    SELECT c.coid, c.name FROM companies c WHERE EXISTS (SELECT 1 FROM content_items ci WHERE ci.coid = c.coid AND ci.online) ORDER BY c.coid`);
  paths = companies.map((c) => companyPath(c.name, c.coid));
  session = await startBrowserSession(t.app);
  context = await session.newContext();
});

afterAll(async () => {
  await context?.close();
  await session?.close();
  await t?.close();
});

/** Words of the page's main part that the layout split over two lines, with the class of their element. */
function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/\p{L}+/gu)) {
        if (match[0].length < 3 || match[0].length > 20) continue;
        const range = document.createRange();
        range.setStart(node, match.index!);
        range.setEnd(node, match.index! + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) found.push(`${match[0]} in .${node.parentElement?.className ?? ''}`);
      }
    }
    return found;
  });
}

describe('words on company pages', () => {
  for (const width of [390, 1280]) {
    it(`never wrap inside a word at ${width} px`, async () => {
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 900 });
      const broken: string[] = [];
      expect(paths.length).toBeGreaterThan(3);
      for (const path of paths) {
        await page.goto(`${session.base}${path}`);
        for (const word of await brokenWords(page)) broken.push(`${path}: ${word}`);
      }
      expect(broken).toEqual([]);
      await page.close();
    });
  }
});
