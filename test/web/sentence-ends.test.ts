import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { endSentence, fullStopAfter } from '../../src/domain/sentence';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

// Issue 22: a name that ends in a full stop ("Company Inc.") ends a sentence once, never "Inc..".

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sentences ending in a name', () => {
  it('add a full stop only where the name has none', () => {
    expect([endSentence('Acme Doors'), endSentence('Company Inc.'), endSentence('Who?'), endSentence('Co. ')]).toEqual(['Acme Doors.', 'Company Inc.', 'Who?', 'Co. ']);
    expect([fullStopAfter('Acme'), fullStopAfter('Acme Inc.')]).toEqual(['.', '']);
  });

  it('the spec wizard names a manufacturer called "… Inc." without a double full stop', async () => {
    const wizard = await t.db.one<{ id: number; coid: number }>(sql`
      SELECT w.content_id AS id, wi.coid FROM spec_wizards w JOIN content_items wi ON wi.id = w.content_id
      WHERE w.active AND wi.online ORDER BY w.content_id LIMIT 1`);
    await t.writeCatalog(sql`UPDATE companies SET name = 'Sample Door Company Inc.' WHERE coid = ${wizard.coid}`);
    const page = parseHtml((await request(t.app).get(`/sw/template/${wizard.id}`)).text);
    expect(page.text('.wizard-header .lead')).toMatch(/^For products of Sample Door Company Inc\. Tick the paragraphs/);
    expect(page.bodyText).not.toContain('Inc..');
  });

  it('the seeded catalog writes no name with a double full stop', async () => {
    const doubled = await t.db.many<{ id: number }>(sql`
      SELECT id FROM content_items WHERE description ~ '[^.]\\.\\.(\\s|$)' OR title ~ '[^.]\\.\\.(\\s|$)' ORDER BY id LIMIT 5`);
    expect(doubled).toEqual([]);
  });
});
