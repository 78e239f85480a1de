import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { sectionTo95 } from '../../src/domain/csi-crosswalk';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import { SAME_ORIGIN } from '../helpers/users';

// Issue 22: the interface chooses the 1995 numbering (the 'mf' cookie) with a form post in the footer, no script.

let t: TestApp;
let spec: { path: string; section: string; title: string };

beforeAll(async () => {
  t = await createTestApp();
  const row = await t.db.one<{ id: number; coid: number; section: string; title: string }>(sql`
    SELECT d.content_id AS id, ci.coid, ci.section, d.body ->> 'title' AS title
    FROM spec_documents d JOIN content_items ci ON ci.id = d.content_id WHERE ci.online ORDER BY d.content_id LIMIT 1`);
  spec = { path: `/specification/${row.coid}/${row.id}`, section: row.section, title: row.title };
});
afterAll(() => t.close());

/** The footer's numbering form of a page, as a browser would submit it (its fields and its button's name and value). */
function footerChoice(html: string) {
  const page = parseHtml(html);
  const form = page.one('.site-footer form.numbering-choice');
  const button = page.one('.site-footer form.numbering-choice button[type="submit"]');
  return {
    method: form.getAttribute('method'),
    action: form.getAttribute('action')!,
    label: button.textContent,
    fields: {
      returnTo: page.attr('.site-footer form.numbering-choice input[name="returnTo"]', 'value')!,
      [button.getAttribute('name')!]: button.getAttribute('value')!,
    },
  };
}

const h1 = (html: string) => parseHtml(html).h1;

describe('choosing the section numbering', () => {
  it('switches a visitor to the 1995 numbers from the footer, and back, returning to the page', async () => {
    const first = await request(t.app).get(spec.path);
    expect(h1(first.text)).toBe(`SECTION ${spec.section} – ${spec.title.toUpperCase()}`);
    const to95 = footerChoice(first.text);
    expect(to95).toMatchObject({ method: 'post', label: 'Show MasterFormat 1995 numbers', fields: { returnTo: spec.path, mf: '95' } });

    const chosen = await request(t.app).post(to95.action).set(SAME_ORIGIN).type('form').send(to95.fields);
    expect(chosen.status).toBe(303);
    expect(chosen.headers.location).toBe(spec.path);
    const cookie = [chosen.headers['set-cookie']].flat().find((c) => c?.startsWith('mf='));
    expect(cookie).toMatch(/^mf=95; Max-Age=\d+; Path=\/; Expires=/);

    const in95 = await request(t.app).get(spec.path).set('Cookie', 'mf=95');
    expect(h1(in95.text)).toBe(`SECTION ${sectionTo95(spec.section)} – ${spec.title.toUpperCase()}`);
    const to04 = footerChoice(in95.text);
    expect(to04).toMatchObject({ label: 'Show MasterFormat 2004 numbers', fields: { mf: '04' } });
    expect(parseHtml(in95.text).text('.site-footer .numbering-choice span')).toBe('Section numbers: MasterFormat 1995.');

    const back = await request(t.app).post(to04.action).set(SAME_ORIGIN).set('Cookie', 'mf=95').type('form').send(to04.fields);
    expect([back.headers['set-cookie']].flat().find((c) => c?.startsWith('mf='))).toMatch(/^mf=04;/);
  });

  it('returns only to a same-site path without a secret, and refuses an unknown edition naming the field', async () => {
    for (const returnTo of ['//evil.example/x', 'https://evil.example/', '/outline-specs-report/abc/secret-password']) {
      const res = await request(t.app).post('/section-numbering').set(SAME_ORIGIN).type('form').send({ mf: '95', returnTo });
      expect(res.status, returnTo).toBe(303);
      expect(res.headers.location, returnTo).toBe('/');
    }
    const bad = await request(t.app).post('/section-numbering').set(SAME_ORIGIN).type('form').send({ mf: '88', returnTo: '/' });
    expect(bad.status).toBe(400);
    expect(parseHtml(bad.text).h1).toMatch(/^Error 400: Invalid body: mf: must be 04/);
    expect(bad.headers['set-cookie']).toBeUndefined();
  });
});
