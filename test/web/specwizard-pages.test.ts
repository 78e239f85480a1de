import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { EMPTY_DOWNLOAD_REASON } from '../../src/components/spec-wizard/wizard-downloads';
import { executableScripts, h1Of, titleOf } from '../helpers/html';
import { idsOf, tagsOf } from '../helpers/markup';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { createTestUser, SAME_ORIGIN } from '../helpers/users';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let wizard: { id: number; filename: string; coid: number; title: string };
let projectSeq: number;

const page = (path: string, u?: TestUser) => (u ? request(t.app).get(path).set('Cookie', u.cookie) : request(t.app).get(path));
const post = (path: string, u: TestUser, form: Record<string, string>) =>
  request(t.app).post(path).type('form').set(SAME_ORIGIN).set('Cookie', u.cookie).send(form);

/** The props the server gave the wizard island. */
interface WizardProps {
  initial: { selected: string[]; inputs: Record<string, string> };
  project: unknown;
  signInHref: string | null;
}
function islandProps(html: string): WizardProps {
  const [props] = parseHtml(html).islandProps<WizardProps>('spec-wizard');
  if (!props) throw new Error('no spec-wizard island');
  return props;
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await createTestUser(t.db);
  bob = await createTestUser(t.db);
  wizard = await t.db.one(sql`
    SELECT w.content_id AS id, w.filename, ci.coid, w.tree ->> 'title' AS title
    FROM spec_wizards w JOIN content_items ci ON ci.id = w.content_id WHERE w.active AND ci.online ORDER BY w.content_id LIMIT 1`);
  projectSeq = (
    await t.db.one<{ seq: number }>(sql`
      INSERT INTO specwizard_projects (user_seq, name, content_id, coid, inputs)
      VALUES (${alice.user.seq}, 'Harbor school', ${wizard.id}, ${wizard.coid}, ${JSON.stringify({ 'p-1-4-D-value': '120' })}::jsonb) RETURNING seq`)
  ).seq;
  await t.db.query(sql`
    INSERT INTO specwizard_project_specs (project_seq, spec_id)
    SELECT ${projectSeq}, unnest(${['p-1-5-A-2', 'p-1-4-C-1', 'p-1-4-D', 'no-such-line']}::text[])`);
});
afterAll(() => t.close());

describe('public spec wizard pages', () => {
  it('/specwizard lists active wizards by division and filters them, with no script', async () => {
    const all = await page('/specwizard');
    expect(all.status).toBe(200);
    expect(h1Of(all.text)).toBe('Spec wizards');
    expect(all.text).toContain(`href="/sw/template/${wizard.id}"`);
    expect(executableScripts(all.text)).toEqual([]);
    // Every division heading is linked from the list of divisions at the top.
    const jumps = tagsOf(all.text, 'a').map((a) => a.href).filter((href) => href.startsWith('#division-'));
    const headings = idsOf(all.text).filter((id) => id.startsWith('division-'));
    expect(headings.length).toBeGreaterThan(1);
    expect(jumps).toEqual(headings.map((id) => `#${id}`));
    const company = await t.db.one<{ name: string }>(sql`SELECT name FROM companies WHERE coid = ${wizard.coid}`);
    const some = await page(`/specwizard?q=${encodeURIComponent(company.name.toUpperCase())}`);
    expect(some.text).toContain(`href="/sw/template/${wizard.id}"`);
    const none = await page('/specwizard?q=zzzz-no-such-wizard');
    expect(none.text).toContain('0 wizards');
    expect(none.text).not.toContain('href="/sw/template/');
    expect((await page(`/specwizard?q=${'x'.repeat(101)}`)).status).toBe(400);
  });

  it('/sw/template/{id} renders the whole wizard with its island and a sign-in prompt', async () => {
    const res = await page(`/sw/template/${wizard.id}`);
    expect(res.status).toBe(200);
    expect(titleOf(res.text)).toContain(`Spec wizard: `);
    expect(h1Of(res.text)).toContain(wizard.title);
    expect(res.text).toContain(`<link rel="canonical" href="http://localhost:3000/sw/template/${wizard.id}">`);
    expect(executableScripts(res.text).join()).toMatch(/spec-wizard-[A-Z0-9]+\.js/);
    // Every article is a fieldset and paragraph options are radio buttons grouped by paragraph.
    expect(res.text).toContain('<legend>1.1 SUMMARY</legend>');
    expect(res.text).toMatch(/type="radio" id="sw-p-1-5-A-1" name="sw-group-p-1-5-A"/);
    // Conditional lines stay hidden until their condition is chosen.
    expect(res.text).not.toContain('id="sw-p-1-4-D"');
    expect(islandProps(res.text).signInHref).toBe(`/signin?redirect=${encodeURIComponent(`/sw/template/${wizard.id}`)}`);
  });

  it('labels each blank by what it asks for: its paragraph and the words around it', async () => {
    // Alice's project has chosen the conditional paragraph with a blank (p-1-4-D), so its field is shown.
    const html = parseHtml((await page(`/account/specwizard-projects/${projectSeq}/specwizard`, alice)).text);
    const blanks = html.all('.wizard__paragraph').filter((li) => li.querySelector('.wizard__input'));
    expect(blanks.length).toBeGreaterThan(0);
    const labels = blanks.map((li) => {
      const label = li.querySelector('.wizard__input label')!;
      const field = li.querySelector('.wizard__input input')!;
      expect(label.getAttribute('for')).toBe(field.id);
      const paragraph = li.querySelector('.wizard__line label')!.textContent!;
      const before = paragraph.split(/\[_+\]/)[0].trim().split(/\s+/).slice(-2).join(' ');
      expect(label.textContent).toContain(`${before} ____`);
      return label.textContent;
    });
    expect(labels).not.toContain('Value for the blank');
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('names note buttons by their line, skips to the summary, keeps ticks out of form restoration and disables an empty download', async () => {
    const res = await page(`/sw/template/${wizard.id}`);
    const notes = tagsOf(res.text, 'button').filter((b) => b.class === 'wizard__info');
    expect(notes.length).toBeGreaterThan(3);
    for (const note of notes) {
      expect(note['aria-label']).toMatch(/^Editor's note: \S/);
      expect(note['aria-label']).not.toMatch(/\b[pa]-\d-\d/);
    }
    expect(notes[0]['aria-label']).toMatch(/^Editor's note: A\. Section includes: /);
    // The skip link is the wizard's first Tab stop and leads to the outline and downloads.
    const skip = tagsOf(res.text, 'a').find((a) => a.class === 'skip-link' && a.href === '#wizard-summary');
    expect(skip).toBeDefined();
    expect(idsOf(res.text)).toContain('wizard-summary');
    expect(res.text).toMatch(/<form class="wizard__tree" autoComplete="off"|<form class="wizard__tree" autocomplete="off"/);
    // Nothing selected yet: no download link, disabled buttons that say why; the phone bar has the count.
    expect(res.text).not.toContain('/api/spec-generator?');
    const downloads = tagsOf(res.text, 'button').filter((b) => b.class === 'wizard__download');
    expect(downloads.map((d) => [d['data-format'], 'disabled' in d])).toEqual([['docx', true], ['rtf', true], ['html', true]]);
    expect(res.text).toContain(EMPTY_DOWNLOAD_REASON);
    expect(res.text).toMatch(/class="wizard__bar-count" href="#wizard-summary">0<!-- --> selected</);
  });

  it('/sw/{filename} is the same wizard in the blank layout, canonical to the template page', async () => {
    const res = await page(`/sw/${wizard.filename}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('class="layout-blank"');
    expect(res.text).not.toContain('class="site-header"');
    expect(res.text).toContain(`<link rel="canonical" href="http://localhost:3000/sw/template/${wizard.id}">`);
  });

  it.each(['/sw/template/999999', '/sw/template/9999999999', '/sw/template/abc', '/sw/template/0', '/sw/nothing-here.sw', '/sw/bad%20name.sw', '/sw/no-extension'])(
    '%s is a 404',
    async (path) => {
      expect((await page(path)).status).toBe(404);
    },
  );

  it('an inactive wizard is not offered', async () => {
    await t.db.query(sql`UPDATE spec_wizards SET active = false WHERE content_id = ${wizard.id}`);
    try {
      expect((await page(`/sw/template/${wizard.id}`)).status).toBe(404);
    } finally {
      await t.db.query(sql`UPDATE spec_wizards SET active = true WHERE content_id = ${wizard.id}`);
    }
  });
});

describe('saved spec wizard projects', () => {
  it.each(['', '/specwizard'])('/account/specwizard-projects/{id}%s needs sign-in', async (suffix) => {
    const res = await page(`/account/specwizard-projects/${projectSeq}${suffix}`);
    expect(res.status).toBe(302);
    expect(res.headers.location).toMatch(/^\/signin\?redirect=/);
  });

  it('re-applies saved selections by spec id in the wizard and logs ids that match nothing', async () => {
    const res = await page(`/account/specwizard-projects/${projectSeq}/specwizard`, alice);
    expect(res.status).toBe(200);
    const props = islandProps(res.text);
    // Ancestors of saved ids come back selected; the unknown id is dropped and logged.
    expect(props.initial.selected).toEqual(['a-1-4', 'p-1-4-C', 'p-1-4-C-1', 'p-1-4-D', 'a-1-5', 'p-1-5-A', 'p-1-5-A-2']);
    expect(props.initial.inputs).toEqual({ 'p-1-4-D-value': '120' });
    expect(props.project).toEqual({ seq: projectSeq, name: 'Harbor school' });
    expect(props.signInHref).toBeNull();
    expect(res.text).toMatch(/id="sw-p-1-5-A-2"[^>]*checked=""/);
    const warning = t.logs.find((l) => l.msg === 'saved wizard selections match no line');
    expect(warning).toMatchObject({ level: 'warn', project: projectSeq, unmatched: ['no-such-line'] });
  });

  it('the project page shows the outline with the typed value and download links', async () => {
    const res = await page(`/account/specwizard-projects/${projectSeq}`, alice);
    expect(res.status).toBe(200);
    expect(h1Of(res.text)).toBe('Harbor school');
    expect(res.text).toContain('Mockup Size: 120 square feet');
    expect(res.text).toContain('/api/spec-generator?');
    // The server names the file (section, title, manufacturer): the links carry no filename.
    expect(res.text).not.toMatch(/spec-generator\?[^"]*filename=/);
    expect(res.text).toContain(`href="/account/specwizard-projects/${projectSeq}/specwizard"`);
    expect(executableScripts(res.text)).toEqual([]);
  });

  it("another user's project is a 404", async () => {
    expect((await page(`/account/specwizard-projects/${projectSeq}`, bob)).status).toBe(404);
    expect((await page(`/account/specwizard-projects/${projectSeq}/specwizard`, bob)).status).toBe(404);
    expect((await post(`/account/specwizard-projects/${projectSeq}`, bob, { name: 'Taken' })).status).toBe(404);
  });

  it('lists wizard projects on /account/projects', async () => {
    const res = await page('/account/projects', alice);
    expect(res.text).toContain(`href="/account/specwizard-projects/${projectSeq}"`);
  });

  it('renames with the form, refuses a blank name, then deletes', async () => {
    const renamed = await post(`/account/specwizard-projects/${projectSeq}`, alice, { name: 'Harbor school, phase 2', type: '42' });
    expect(renamed.status).toBe(303);
    expect(renamed.headers.location).toBe(`/account/specwizard-projects/${projectSeq}?done=saved`);
    const row = await t.db.one<{ name: string; type: number }>(sql`SELECT name, type FROM specwizard_projects WHERE seq = ${projectSeq}`);
    expect(row).toEqual({ name: 'Harbor school, phase 2', type: 42 });
    expect((await post(`/account/specwizard-projects/${projectSeq}`, alice, { name: '' })).status).toBe(400);
    const deleted = await post(`/account/specwizard-projects/${projectSeq}/delete`, alice, {});
    expect(deleted.status).toBe(303);
    expect(await t.db.maybeOne(sql`SELECT 1 FROM specwizard_projects WHERE seq = ${projectSeq}`)).toBeNull();
    expect((await page(`/account/specwizard-projects/${projectSeq}`, alice)).status).toBe(404);
  });
});
