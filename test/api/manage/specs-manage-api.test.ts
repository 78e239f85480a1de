import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../../src/db/sql';
import { issueApiKey } from '../../../src/services/api-keys';
import type { TestApp } from '../../helpers/test-app';
import { createTestApp } from '../../helpers/test-app';
import type { TestUser } from '../../helpers/users';
import { createTestUser, SAME_ORIGIN } from '../../helpers/users';

let t: TestApp;
let coid: number;
let otherCoid: number;
let specIds: number[];
let staff: TestUser;
let otherStaff: TestUser;
let architect: TestUser;
let admin: TestUser;
let writeKey: string;
let readKey: string;

const as = (u: TestUser) => ({ Authorization: `Bearer ${u.token}` });
const base = (id: number) => `/api/manage/${coid}/specs/${id}`;
const textOf = async (id: number): Promise<string> => (await request(t.app).get(base(id)).set(as(staff)).expect(200)).body.text;
/** The section as the spec generator writes it for a wizard selection of 1.1.A (the HTML of its DOCX/RTF/HTML downloads). */
const generated = async (id: number): Promise<string> => {
  const { filename } = await t.db.one<{ filename: string }>(sql`SELECT filename FROM spec_documents WHERE content_id = ${id}`);
  return (await request(t.app).get('/api/spec-generator').query({ coid, spec: filename, format: 'html', data: 'p-1-1-A' }).expect(200)).text;
};
/** The lines of the section's spec wizards, as the wizard page offers them (none when the section has no wizard). */
const wizardText = async (id: number): Promise<string> => {
  const rows = await t.db.many<{ tree: unknown }>(sql`
    SELECT w.tree FROM spec_wizards w JOIN content_items wi ON wi.id = w.content_id JOIN content_items ci ON ci.coid = wi.coid AND ci.section = wi.section
    WHERE ci.id = ${id}`);
  return JSON.stringify(rows);
};
const publicSpec = async (id: number): Promise<string> => (await request(t.app).get(`/specification/${coid}/${id}`).expect(200)).text;

beforeAll(async () => {
  t = await createTestApp();
  const owners = await t.db.many<{ coid: number }>(sql`
    SELECT ci.coid FROM spec_documents d JOIN content_items ci ON ci.id = d.content_id WHERE ci.online
    GROUP BY ci.coid HAVING count(*) >= 3
    ORDER BY bool_or(EXISTS (SELECT 1 FROM spec_wizards w JOIN content_items wi ON wi.id = w.content_id WHERE wi.coid = ci.coid AND wi.section = ci.section)) DESC, ci.coid
    LIMIT 2`);
  [coid, otherCoid] = owners.map((o) => o.coid);
  specIds = (await t.db.many<{ id: number }>(sql`
    SELECT d.content_id AS id FROM spec_documents d JOIN content_items ci ON ci.id = d.content_id WHERE ci.coid = ${coid} AND ci.online
    -- The first has a spec wizard, so publishing it shows in the wizard too.
    ORDER BY EXISTS (SELECT 1 FROM spec_wizards w JOIN content_items wi ON wi.id = w.content_id WHERE wi.coid = ci.coid AND wi.section = ci.section) DESC, d.content_id`)).map((r) => r.id);
  staff = await createTestUser(t.db, { coid });
  otherStaff = await createTestUser(t.db, { coid: otherCoid });
  architect = await createTestUser(t.db);
  admin = await createTestUser(t.db, { isAdmin: true });
  writeKey = (await issueApiKey(t.db, { name: 'Spec PIM', rateLimit: 1000, createdBy: admin.user.seq, coid, canWrite: true })).secret;
  readKey = (await issueApiKey(t.db, { name: 'Spec reader', rateLimit: 1000, createdBy: admin.user.seq, coid, canWrite: false })).secret;
});
afterAll(() => t.close());

describe('/api/manage/{coid}/specs: states', () => {
  it('lists the sections and keeps an edit off the public page until an administrator publishes it', async () => {
    const id = specIds[0];
    const listed = await request(t.app).get(`/api/manage/${coid}/specs`).set(as(staff)).expect(200);
    expect(listed.body.items.find((s: { id: number }) => s.id === id)).toMatchObject({ state: 'published', online: true, changePending: false });

    const text = await textOf(id);
    expect(text).toMatch(/^SECTION \d{2} \d{2} \d{2} – /);
    const edited = text.replace(/^(1\.1) .*$/m, '$1 SUMMARY OF THE API EDIT');
    expect((await request(t.app).put(base(id)).set(as(staff)).send({ text: edited }).expect(200)).body).toEqual({ id, state: 'draft' });
    expect(await textOf(id)).toBe(edited);
    expect(await publicSpec(id)).not.toContain('SUMMARY OF THE API EDIT');
    expect(await generated(id)).not.toContain('SUMMARY OF THE API EDIT');
    expect(await wizardText(id)).not.toContain('SUMMARY OF THE API EDIT');

    expect((await request(t.app).post(`${base(id)}/submit`).set(as(staff)).expect(200)).body).toEqual({ state: 'submitted' });
    expect((await request(t.app).post(`${base(id)}/submit`).set(as(staff))).status).toBe(409);
    expect((await request(t.app).post(`${base(id)}/publish`).set(as(staff))).status).toBe(403);
    const queue = await request(t.app).get('/api/manage/review/specs').set(as(admin)).expect(200);
    expect(queue.body.items.find((i: { id: number }) => i.id === id).lines).toContainEqual({ label: '1.1', before: 'SUMMARY', after: 'SUMMARY OF THE API EDIT' });

    expect((await request(t.app).post(`${base(id)}/publish`).set(as(admin)).expect(200)).body).toEqual({ state: 'published' });
    expect(await publicSpec(id)).toContain('SUMMARY OF THE API EDIT');
    expect(await generated(id)).toContain('SUMMARY OF THE API EDIT');
    expect(await wizardText(id)).toContain('SUMMARY OF THE API EDIT');
    expect((await request(t.app).post(`${base(id)}/publish`).set(as(admin))).status).toBe(409);
    const audit = await request(t.app).get(`/api/manage/${coid}/audit`).set(as(staff)).expect(200);
    expect(audit.body.items.find((e: { action: string; targetId: number }) => e.action === 'spec.publish' && e.targetId === id)).toMatchObject({ targetKind: 'spec', actor: `user:${admin.user.email}` });
  });

  it('answers 422 naming every wrong line, and changes nothing', async () => {
    const id = specIds[1];
    const text = await textOf(id);
    const res = await request(t.app).put(base(id)).set(as(staff)).send({ text: `${text}\nPART 1 – GENERAL AGAIN\nnonsense\n` });
    expect(res.status).toBe(422);
    const lineCount = text.split('\n').length;
    const lines = (res.body.error.fields.text as string).split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(`line ${lineCount + 1}: PART 1 appears twice`);
    expect(lines[1]).toMatch(new RegExp(`^line ${lineCount + 2}: expected a PART line`));
    expect((await request(t.app).put(base(id)).set(as(staff)).send({ body: {} })).status).toBe(400);
    expect(await textOf(id)).toBe(text);
  });

  it('lets the staff of a trusted manufacturer publish directly', async () => {
    const id = specIds[2];
    const edited = (await textOf(id)).replace(/^B\. .*$/m, 'B. Trusted publisher’s paragraph.');
    await request(t.app).put(base(id)).set(as(staff)).send({ text: edited }).expect(200);
    await request(t.app).put(`/api/manage/${coid}/trusted`).set(as(admin)).send({ trusted: true }).expect(200);
    try {
      expect((await request(t.app).post(`${base(id)}/publish`).set(as(staff)).expect(200)).body).toEqual({ state: 'published' });
    } finally {
      await request(t.app).put(`/api/manage/${coid}/trusted`).set(as(admin)).send({ trusted: false }).expect(200);
    }
    expect(await publicSpec(id)).toContain('Trusted publisher’s paragraph.');
  });
});

describe('/api/manage/{coid}/specs: parallel publishes', () => {
  it('publishes a waiting edit once: of 20 parallel publishes one answers 200, the others 409, and one audit entry is written', async () => {
    const id = specIds[2];
    const edited = (await textOf(id)).replace(/^C\. .*$/m, 'C. Published once, whatever the race.');
    await request(t.app).put(base(id)).set(as(staff)).send({ text: edited }).expect(200);
    const answers = await Promise.all(Array.from({ length: 20 }, () => request(t.app).post(`${base(id)}/publish`).set(as(admin))));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
    const { n } = await t.db.one<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM audit_entries WHERE target_kind = 'spec' AND target_id = ${id} AND action = 'spec.publish' AND after::text LIKE '%Published once%'`);
    expect(n).toBe(1);
    expect(await publicSpec(id)).toContain('Published once, whatever the race.');
  });
});

describe('/api/manage/{coid}/specs: who may call', () => {
  const calls = (id: number, text: string): [string, string, object?][] => [
    ['get', `/api/manage/${coid}/specs`],
    ['get', base(id)],
    ['put', base(id), { text }],
    ['post', `${base(id)}/submit`],
    ['post', `${base(id)}/publish`],
  ];
  const send = (method: string, path: string, headers: Record<string, string>, body?: object) => {
    const r = (request(t.app) as unknown as Record<string, (p: string) => request.Test>)[method](path).set(headers);
    return body ? r.send(body) : r;
  };

  it('answers 401 to anonymous callers and 403 to architects and other manufacturers’ staff', async () => {
    const id = specIds[0];
    const text = await textOf(id);
    for (const [method, path, body] of calls(id, text)) {
      expect((await send(method, path, SAME_ORIGIN, body)).status, `${method} ${path} anonymous`).toBe(401);
      expect((await send(method, path, as(architect), body)).status, `${method} ${path} architect`).toBe(403);
      expect((await send(method, path, as(otherStaff), body)).status, `${method} ${path} other staff`).toBe(403);
    }
    expect((await request(t.app).get('/api/manage/review/specs').set(as(staff))).status).toBe(403);
    expect((await request(t.app).post(`${base(id)}/send-back`).set(as(staff)).send({ note: 'Mine.' })).status).toBe(403);
    expect((await request(t.app).post(`${base(id)}/send-back`).set(SAME_ORIGIN).send({ note: 'Mine.' })).status).toBe(401);
  });

  it('lets a write key save and submit but not publish, and a read-only key only read', async () => {
    const id = specIds[1];
    const text = await textOf(id);
    expect((await request(t.app).put(base(id)).set('X-Api-Key', readKey).send({ text })).status).toBe(403);
    expect((await request(t.app).get(base(id)).set('X-Api-Key', readKey).expect(200)).body.text).toBe(text);
    await request(t.app).put(base(id)).set('X-Api-Key', writeKey).send({ text }).expect(200);
    await request(t.app).post(`${base(id)}/submit`).set('X-Api-Key', writeKey).expect(200);
    expect((await request(t.app).post(`${base(id)}/publish`).set('X-Api-Key', writeKey)).status).toBe(403);
  });
});
