import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import type { SpecBody } from '../../src/domain/spec-document';
import { parseSpecNotation, printSpecNotation } from '../../src/domain/spec-notation';
import { formPost } from '../helpers/form-posts';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { createTestUser } from '../helpers/users';

let t: TestApp;
let coid: number;
let specIds: number[];
let staff: TestUser;
let admin: TestUser;
let architect: TestUser;

const page = (user: TestUser, path: string) => request(t.app).get(path).set('Cookie', user.cookie);
const bodyOf = async (id: number) => (await t.db.one<{ body: SpecBody }>(sql`SELECT body FROM spec_documents WHERE content_id = ${id}`)).body;
const publicText = async (id: number) => parseHtml((await request(t.app).get(`/specification/${coid}/${id}`).expect(200)).text).text('.spec-doc');

beforeAll(async () => {
  t = await createTestApp();
  const owner = await t.db.one<{ coid: number }>(sql`
    SELECT ci.coid FROM spec_documents d JOIN content_items ci ON ci.id = d.content_id WHERE ci.online
    GROUP BY ci.coid HAVING count(*) >= 3 ORDER BY count(*) DESC, ci.coid LIMIT 1`);
  coid = owner.coid;
  specIds = (await t.db.many<{ id: number }>(sql`
    SELECT d.content_id AS id FROM spec_documents d JOIN content_items ci ON ci.id = d.content_id WHERE ci.coid = ${coid} AND ci.online ORDER BY d.content_id`)).map((r) => r.id);
  staff = await createTestUser(t.db, { coid });
  admin = await createTestUser(t.db, { isAdmin: true });
  architect = await createTestUser(t.db);
});
afterAll(() => t.close());

describe('the specification notation over the demo sections', () => {
  it('reads back every seeded section exactly as it was printed', async () => {
    const rows = await t.db.many<{ body: SpecBody }>(sql`SELECT body FROM spec_documents ORDER BY content_id`);
    expect(rows.length).toBeGreaterThan(0);
    for (const { body } of rows) expect(parseSpecNotation(printSpecNotation(body))).toEqual({ ok: true, body });
  });
});

describe('/manage/{coid}/specs', () => {
  it('lists the sections with number, title, state and last change, and refuses architects', async () => {
    const html = parseHtml((await page(staff, `/manage/${coid}/specs`).expect(200)).text);
    expect(html.links).toContain(`/manage/${coid}/specs/${specIds[0]}`);
    const first = await bodyOf(specIds[0]);
    const row = [...html.all('tbody tr')].find((r) => r.textContent?.includes(first.title))!;
    expect(row.textContent).toContain(first.section);
    expect(row.querySelector('.state-chip')?.textContent).toBe('Published');
    expect(row.querySelector('time')?.textContent).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await page(architect, `/manage/${coid}/specs`)).status).toBe(403);
    expect((await page(architect, `/manage/${coid}/specs/${specIds[0]}`)).status).toBe(403);
    expect((await request(t.app).get(`/manage/${coid}/specs`)).status).toBe(302);
  });

  it('edits a section without script: a wrong line comes back naming it, then the draft is submitted and published from the review queue', async () => {
    const id = specIds[1];
    const before = await bodyOf(id);
    const editor = parseHtml((await page(staff, `/manage/${coid}/specs/${id}`).expect(200)).text);
    const text = editor.one('textarea[name="text"]').textContent ?? '';
    expect(text).toBe(printSpecNotation(before));
    expect(editor.text('.spec-editor__preview .spec-doc')).toContain(before.parts[0].articles[0].paragraphs[0].text);

    const lines = text.split('\n');
    const at = lines.findIndex((l) => l.startsWith('A. ')) + 1;
    const broken = [...lines.slice(0, at), 'this line is no paragraph', ...lines.slice(at)].join('\n');
    const refused = await formPost(t.app, staff, `/manage/${coid}/specs/${id}`, { text: broken });
    expect(refused.status).toBe(422);
    const refusedHtml = parseHtml(refused.text);
    expect(refusedHtml.text('#spec-text-error')).toContain(`line ${at + 1}: expected a PART line`);
    expect(refusedHtml.one('textarea[name="text"]').textContent).toContain('this line is no paragraph');

    const edited = text.replace(/^A\. .*$/m, 'A. Section includes: the edited scope of work, [____] units.');
    const saved = await formPost(t.app, staff, `/manage/${coid}/specs/${id}`, { text: edited });
    expect(saved.status).toBe(303);
    expect(saved.headers.location).toBe(`/manage/${coid}/specs/${id}?done=saved`);
    const draft = parseHtml((await page(staff, saved.headers.location).expect(200)).text);
    expect(draft.text('h1 .state-chip')).toBe('Draft');
    expect(draft.text('.spec-editor__preview')).toContain('the edited scope of work');
    expect(draft.has(`form[action="/manage/${coid}/specs/${id}/publish"]`)).toBe(false);
    expect(await publicText(id)).not.toContain('the edited scope of work');

    const waiting = async () => {
      const said = /(\d+|one) changes? waits?/.exec(parseHtml((await page(admin, '/manage').expect(200)).text).text('main'))?.[1];
      return said === 'one' ? 1 : Number(said);
    };
    const waitingBefore = await waiting();
    expect((await formPost(t.app, staff, `/manage/${coid}/specs/${id}/submit`, {})).status).toBe(303);
    expect(await waiting()).toBe(waitingBefore + 1);
    const queue = parseHtml((await page(admin, '/manage/review').expect(200)).text);
    const item = queue.one(`#spec-review-${id}`).closest('section')!;
    const rows = [...item.querySelectorAll('tbody tr')].map((r) => [...r.children].map((c) => c.textContent));
    expect(rows).toEqual([['1.1.A', `A. ${before.parts[0].articles[0].paragraphs[0].text}${(before.parts[0].articles[0].paragraphs[0].notes ?? []).map((n) => `\n   NOTE: ${n}`).join('')}`, expect.stringContaining('A. Section includes: the edited scope of work')]]);

    const published = await formPost(t.app, admin, `/manage/${coid}/specs/${id}/publish`, { from: 'review' });
    expect(published.status).toBe(303);
    expect(published.headers.location).toBe('/manage/review?done=published');
    expect(await publicText(id)).toContain('the edited scope of work');
    const audit = await t.db.many<{ action: string }>(sql`SELECT action FROM audit_entries WHERE target_kind = 'spec' AND target_id = ${id} ORDER BY seq`);
    expect(audit.map((a) => a.action)).toEqual(['spec.update', 'spec.submit', 'spec.publish']);
  });

  it('refuses a change of section number on line 1 and a WHEN: naming nothing', async () => {
    const id = specIds[0];
    const text = printSpecNotation(await bodyOf(id));
    const renumbered = await formPost(t.app, staff, `/manage/${coid}/specs/${id}`, { text: text.replace(/^SECTION \S+ \S+ \S+/, 'SECTION 99 99 99') });
    expect(renumbered.status).toBe(422);
    expect(parseHtml(renumbered.text).text('#spec-text-error')).toContain('line 1: the section number is');
    const dangling = await formPost(t.app, staff, `/manage/${coid}/specs/${id}`, { text: `${text}   WHEN: p-9-9-Z\n` });
    expect(dangling.status).toBe(422);
    expect(parseHtml(dangling.text).text('#spec-text-error')).toContain('WHEN: p-9-9-Z is neither a paragraph nor an option of this section');
  });

  it('sends a submitted section back with a note: a note is required, the section is a draft again and the audit log keeps the note', async () => {
    const id = specIds[2];
    const text = printSpecNotation(await bodyOf(id)).replace(/^B\. .*$/m, 'B. A paragraph the reviewer sends back.');
    expect((await formPost(t.app, staff, `/manage/${coid}/specs/${id}`, { text })).status).toBe(303);
    expect((await formPost(t.app, staff, `/manage/${coid}/specs/${id}/submit`, {})).status).toBe(303);
    expect((await formPost(t.app, staff, `/manage/${coid}/specs/${id}/send-back`, { spec: String(id), note: 'No.' })).status).toBe(403);
    const empty = await formPost(t.app, admin, `/manage/${coid}/specs/${id}/send-back`, { spec: String(id), note: ' ' });
    expect(empty.status).toBe(400);
    expect(parseHtml(empty.text).text(`#spec-review-note-${id}-error`)).toContain('Say what to change');
    const sent = await formPost(t.app, admin, `/manage/${coid}/specs/${id}/send-back`, { spec: String(id), note: 'Name the standard in B.' });
    expect(sent.status).toBe(303);
    expect(sent.headers.location).toBe('/manage/review?done=sent-back');
    expect(parseHtml((await page(staff, `/manage/${coid}/specs/${id}`).expect(200)).text).text('h1 .state-chip')).toBe('Draft');
    const entry = await t.db.one<{ after: { note: string } }>(sql`
      SELECT after FROM audit_entries WHERE target_kind = 'spec' AND target_id = ${id} AND action = 'spec.send-back' ORDER BY seq DESC LIMIT 1`);
    expect(entry.after.note).toBe('Name the standard in B.');
  });
});
