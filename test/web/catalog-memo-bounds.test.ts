import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFacts } from '../../src/services/catalog-facts';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** `count` well-formed section numbers no catalog has (divisions 90 to 99 hold none). */
function madeUpSections(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `9${Math.floor(i / 10_000)} ${String(Math.floor(i / 100) % 100).padStart(2, '0')} ${String(i % 100).padStart(2, '0')}`);
}

describe('the catalog memo under made-up URLs', () => {
  it('builds the navigation once however many unknown sections are asked for', async () => {
    const facts = catalogFacts(t.memo, t.db);
    const divisions = await facts.divisions();
    expect(divisions.length).toBeGreaterThan(10);
    const sections = madeUpSections(10_050);
    const found: unknown[] = [];
    for (let at = 0; at < sections.length; at += 200) found.push(...(await Promise.all(sections.slice(at, at + 200).map((s) => facts.section(s)))));
    expect(found.filter((s) => s !== null)).toEqual([]);

    let rebuilt = 0;
    const again = await t.memo.value('divisions:04', async () => {
      rebuilt += 1;
      return [];
    });
    expect(rebuilt).toBe(0);
    expect(again).toEqual(divisions);
  }, 120_000);
});
