import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { INVITATION_LIMIT, MAX_PROJECT_MEMBERS } from '../../src/services/personal/project-members';
import { formPost } from '../helpers/form-posts';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { SAME_ORIGIN, createTestUser } from '../helpers/users';

let t: TestApp;
let admin: TestUser;
let coid: number;

type Who = 'owner' | 'editor' | 'viewer' | 'stranger' | 'anonymous';
const WHO: Who[] = ['owner', 'editor', 'viewer', 'stranger', 'anonymous'];

/** A project with its owner, an editor, a viewer and a stranger; the owner invites both colleagues through the API. */
interface Team {
  seq: number;
  users: Record<Exclude<Who, 'anonymous'>, TestUser>;
}

const as = (u: TestUser) => ({ Authorization: `Bearer ${u.token}` });

async function team(name: string): Promise<Team> {
  const [owner, editor, viewer, stranger] = await Promise.all([createTestUser(t.db), createTestUser(t.db), createTestUser(t.db), createTestUser(t.db)]);
  const made = await request(t.app).post('/api/char-project').set(as(owner)).send({ name });
  expect(made.status).toBe(201);
  for (const [user, role] of [[editor, 'editor'], [viewer, 'viewer']] as const) {
    const res = await request(t.app).post(`/api/char-project/${made.body.seq}/members`).set(as(owner)).send({ email: user.user.email.toUpperCase(), role });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ userId: user.user.seq, role, email: user.user.email });
  }
  return { seq: made.body.seq, users: { owner, editor, viewer, stranger } };
}

/** A call as one of the team (bearer token), or anonymously with the same-site Origin a browser sends. */
function call(tm: Team, who: Who, method: 'get' | 'post' | 'put' | 'delete', path: string, body?: object) {
  const req = request(t.app)[method](path).set(SAME_ORIGIN);
  if (who !== 'anonymous') req.set(as(tm.users[who]));
  return body ? req.send(body) : req;
}

/** Each caller's status, in `order` (a deletion by the owner goes last, after the others were refused). */
async function statuses(tm: Team, method: 'get' | 'post' | 'put' | 'delete', path: (who: Who) => string, body?: (who: Who) => object, order = WHO) {
  const out: Partial<Record<Who, number>> = {};
  for (const who of order) out[who] = (await call(tm, who, method, path(who), body?.(who))).status;
  return out;
}

async function door(name: string): Promise<number> {
  const res = await request(t.app).post('/api/products').set(as(admin))
    .send({ coid, name, section: '081113', division: '08', template: 'hollow-metal-doors', properties: { 'fire-rating': 5400, stc: 42 } });
  expect(res.status).toBe(201);
  return res.body.seq as number;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.db, { isAdmin: true });
  coid = (await t.db.one<{ coid: number }>(sql`SELECT coid FROM companies ORDER BY coid LIMIT 1`)).coid;
});
afterAll(() => t.close());

describe('member roles over the project API', () => {
  it('viewers read, editors change, the owner manages; strangers get 404 and anonymous callers 401', async () => {
    const tm = await team('Matrix Hall');
    const base = `/api/char-project/${tm.seq}`;
    expect(await statuses(tm, 'get', () => base)).toEqual({ owner: 200, editor: 200, viewer: 200, stranger: 404, anonymous: 401 });
    expect(await statuses(tm, 'put', () => base, (who) => ({ name: `Matrix Hall by ${who}` }))).toEqual({ owner: 200, editor: 200, viewer: 403, stranger: 404, anonymous: 401 });
    expect(await statuses(tm, 'get', () => `${base}/members`)).toEqual({ owner: 200, editor: 200, viewer: 200, stranger: 404, anonymous: 401 });
    expect(await statuses(tm, 'get', () => `${base}/activity`)).toEqual({ owner: 200, editor: 200, viewer: 200, stranger: 404, anonymous: 401 });
    const invitee = await createTestUser(t.db);
    expect(await statuses(tm, 'post', () => `${base}/members`, () => ({ email: invitee.user.email, role: 'viewer' }))).toEqual({
      owner: 201, editor: 403, viewer: 403, stranger: 404, anonymous: 401,
    });
    const ownerLast: Who[] = ['editor', 'viewer', 'stranger', 'anonymous', 'owner'];
    // Removing someone else: the owner only.
    const removeInvitee = await statuses(tm, 'delete', () => `${base}/members/${invitee.user.seq}`, undefined, ownerLast);
    expect(removeInvitee).toEqual({ owner: 204, editor: 403, viewer: 403, stranger: 404, anonymous: 401 });
    // Products (projprod's calls) follow the same roles.
    expect(await statuses(tm, 'get', () => `${base}/products`)).toEqual({ owner: 200, editor: 200, viewer: 200, stranger: 404, anonymous: 401 });
    const products = await Promise.all(WHO.map((who) => door(`Matrix Door ${who}`)));
    expect(await statuses(tm, 'post', () => `${base}/products`, (who) => ({ productId: products[WHO.indexOf(who)], role: 'equal' }))).toEqual({
      owner: 201, editor: 201, viewer: 403, stranger: 404, anonymous: 401,
    });
    expect(await statuses(tm, 'delete', () => base, undefined, ownerLast)).toEqual({ owner: 204, editor: 403, viewer: 403, stranger: 404, anonymous: 401 });
    expect(await t.db.maybeOne(sql`SELECT 1 FROM char_projects WHERE seq = ${tm.seq}`)).toBeNull();
  });

  it('answers a stranger the same 404 as a project that does not exist, by seq and by projectId', async () => {
    const tm = await team('Hidden Hall');
    const { projectId } = (await call(tm, 'owner', 'get', `/api/char-project/${tm.seq}`)).body as { projectId: string };
    const unknown = await call(tm, 'stranger', 'get', '/api/char-project/999999');
    for (const path of [`/api/char-project/${tm.seq}`, `/api/char-project/${projectId}`, `/api/char-project/${projectId}/members`]) {
      const res = await call(tm, 'stranger', 'get', path);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toMatch(/^No (such )?project/);
      expect(Object.keys(res.body.error).sort()).toEqual(Object.keys(unknown.body.error).sort());
    }
  });

  it('lists shared projects to their colleagues with their role, and the owner among the members', async () => {
    const tm = await team('Shared Hall');
    const list = await call(tm, 'viewer', 'get', '/api/char-project');
    const shared = (list.body.projects as { seq: number; role: string; owner: { seq: number } }[]).find((p) => p.seq === tm.seq);
    expect(shared).toMatchObject({ role: 'viewer', owner: { seq: tm.users.owner.user.seq } });
    expect((await call(tm, 'stranger', 'get', '/api/char-project')).body.projects.map((p: { seq: number }) => p.seq)).not.toContain(tm.seq);
    const members = (await call(tm, 'viewer', 'get', `/api/char-project/${tm.seq}/members`)).body.members as { userId: number; role: string }[];
    expect(members.map((m) => [m.userId, m.role])).toEqual([
      [tm.users.owner.user.seq, 'owner'],
      [tm.users.editor.user.seq, 'editor'],
      [tm.users.viewer.user.seq, 'viewer'],
    ]);
  });

  it('records who made each change', async () => {
    const tm = await team('Ledger Hall');
    expect((await call(tm, 'editor', 'put', `/api/char-project/${tm.seq}`, { name: 'Ledger Hall II' })).status).toBe(200);
    const row = await t.db.one<{ updated_by: number }>(sql`SELECT updated_by FROM char_projects WHERE seq = ${tm.seq}`);
    expect(row.updated_by).toBe(tm.users.editor.user.seq);
    const activity = (await call(tm, 'viewer', 'get', `/api/char-project/${tm.seq}/activity`)).body.activity as { action: string; byUserSeq: number; by: string; detail: string }[];
    expect(activity[0]).toMatchObject({ action: 'project-updated', byUserSeq: tm.users.editor.user.seq, by: `Test ${tm.users.editor.user.lastName}`, detail: 'Ledger Hall II' });
    expect(activity.filter((a) => a.action === 'member-added').map((a) => a.byUserSeq)).toEqual([tm.users.owner.user.seq, tm.users.owner.user.seq]);
  });

  it('refuses an address without an account with 422 naming the email field, and bad roles with 400', async () => {
    const tm = await team('Invite Hall');
    const none = await call(tm, 'owner', 'post', `/api/char-project/${tm.seq}/members`, { email: `nobody-${Date.now()}@example.com`, role: 'editor' });
    expect(none.status).toBe(422);
    expect(none.body.error.fields).toHaveProperty('email');
    const self = await call(tm, 'owner', 'post', `/api/char-project/${tm.seq}/members`, { email: tm.users.owner.user.email, role: 'editor' });
    expect(self.status).toBe(422);
    const badRole = await call(tm, 'owner', 'post', `/api/char-project/${tm.seq}/members`, { email: tm.users.stranger.user.email, role: 'owner' });
    expect(badRole.status).toBe(400);
    expect(badRole.body.error.fields).toHaveProperty('role');
    expect(await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM project_members WHERE project_seq = ${tm.seq}`)).toEqual({ n: 2 });
  });

  it('lets a colleague leave, and a role change takes effect at once', async () => {
    const tm = await team('Door Hall');
    const up = await call(tm, 'owner', 'post', `/api/char-project/${tm.seq}/members`, { email: tm.users.viewer.user.email, role: 'editor' });
    expect(up.status).toBe(201);
    expect((await call(tm, 'viewer', 'put', `/api/char-project/${tm.seq}`, { name: 'Door Hall II' })).status).toBe(200);
    expect((await call(tm, 'viewer', 'delete', `/api/char-project/${tm.seq}/members/${tm.users.viewer.user.seq}`)).status).toBe(204);
    expect((await call(tm, 'viewer', 'get', `/api/char-project/${tm.seq}`)).status).toBe(404);
  });

  it('holds the member cap under parallel invitations', async () => {
    const tm = await team('Crowded Hall');
    const invitees = await Promise.all(Array.from({ length: MAX_PROJECT_MEMBERS + 8 }, () => createTestUser(t.db)));
    const results = await Promise.all(
      invitees.map((u) => call(tm, 'owner', 'post', `/api/char-project/${tm.seq}/members`, { email: u.user.email, role: 'viewer' })),
    );
    const byStatus = results.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});
    // Two places are taken by the team's editor and viewer.
    expect(byStatus).toEqual({ 201: MAX_PROJECT_MEMBERS - 2, 409: 10 });
    expect(await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM project_members WHERE project_seq = ${tm.seq}`)).toEqual({ n: MAX_PROJECT_MEMBERS });
  });
});

describe('invitations per owner', () => {
  it('counts every invitation, answered or not, and refuses those past the hourly limit with 429 under parallel requests', async () => {
    const tm = await team('Limit Hall');
    // The team's two invitations already counted.
    const attempts = Array.from({ length: INVITATION_LIMIT.limit + 8 }, (_, i) =>
      call(tm, 'owner', 'post', `/api/char-project/${tm.seq}/members`, { email: `probe-${i}-${Date.now()}@example.com`, role: 'viewer' }),
    );
    const results = await Promise.all(attempts);
    const byStatus = results.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});
    expect(byStatus).toEqual({ 422: INVITATION_LIMIT.limit - 2, 429: 10 });
    expect(results.find((r) => r.status === 429)!.headers['retry-after']).toMatch(/^\d+$/);
  });
});

describe('member roles over the project pages', () => {
  const page = (tm: Team, who: Who, path: string) => {
    const req = request(t.app).get(path);
    return who === 'anonymous' ? req : req.set('Cookie', tm.users[who].cookie);
  };

  it('shows the project and its outline specs to colleagues, 404 to strangers, sign-in to anonymous visitors', async () => {
    const tm = await team('Page Hall');
    for (const path of [`/account/projects/${tm.seq}`, `/account/projects/${tm.seq}/outline-specs`]) {
      const got: Partial<Record<Who, number>> = {};
      for (const who of WHO) got[who] = (await page(tm, who, path)).status;
      expect(got).toEqual({ owner: 200, editor: 200, viewer: 200, stranger: 404, anonymous: 302 });
    }
  });

  it('gives the owner the invitation form, editors the edit form, viewers neither; lists shared projects as shared', async () => {
    const tm = await team('Form Hall');
    const html = async (who: Who) => parseHtml((await page(tm, who, `/account/projects/${tm.seq}`)).text);
    const owner = await html('owner');
    expect(owner.all(`form[action="/account/projects/${tm.seq}/members"]`)).toHaveLength(1);
    expect(owner.text('#members')).toContain(tm.users.viewer.user.email);
    const editor = await html('editor');
    expect(editor.all(`form[action="/account/projects/${tm.seq}/members"]`)).toHaveLength(0);
    expect(editor.all(`form[action="/account/projects/${tm.seq}"]`)).toHaveLength(1);
    const viewer = await html('viewer');
    expect(viewer.all(`form[action="/account/projects/${tm.seq}"]`)).toHaveLength(0);
    expect(viewer.text('dl.facts')).toContain('you are a viewer');
    const list = parseHtml((await page(tm, 'viewer', '/account/projects')).text);
    expect(list.text('table')).toContain(`Form Hall shared by Test ${tm.users.owner.user.lastName}`);
  });

  it('takes the owner’s invitation by form post, explains an unknown address, and refuses a viewer’s edit with 403', async () => {
    const tm = await team('Post Hall');
    const colleague = await createTestUser(t.db);
    const ok = await formPost(t.app, tm.users.owner, `/account/projects/${tm.seq}/members`, { email: colleague.user.email, role: 'editor' });
    expect(ok.status).toBe(303);
    expect(ok.headers.location).toBe(`/account/projects/${tm.seq}?done=added#members`);
    expect(await t.db.one(sql`SELECT role FROM project_members WHERE project_seq = ${tm.seq} AND user_seq = ${colleague.user.seq}`)).toEqual({ role: 'editor' });
    const unknown = await formPost(t.app, tm.users.owner, `/account/projects/${tm.seq}/members`, { email: `nobody-${Date.now()}@example.com`, role: 'editor' });
    expect(unknown.headers.location).toBe(`/account/projects/${tm.seq}?invite=no-account#members`);
    const shown = parseHtml((await page(tm, 'owner', unknown.headers.location)).text);
    expect(shown.text('#members [role="alert"]')).toMatch(/No SpecFind account uses that address/);
    expect((await formPost(t.app, tm.users.viewer, `/account/projects/${tm.seq}`, { name: 'Renamed' })).status).toBe(403);
    expect((await formPost(t.app, tm.users.stranger, `/account/projects/${tm.seq}`, { name: 'Renamed' })).status).toBe(404);
    expect((await formPost(t.app, tm.users.editor, `/account/projects/${tm.seq}/delete`, {})).status).toBe(403);
    expect((await formPost(t.app, tm.users.editor, `/account/projects/${tm.seq}/members/${colleague.user.seq}/delete`, {})).status).toBe(403);
    const removed = await formPost(t.app, tm.users.owner, `/account/projects/${tm.seq}/members/${colleague.user.seq}/delete`, {});
    expect(removed.headers.location).toBe(`/account/projects/${tm.seq}?done=removed#members`);
    expect(await t.db.maybeOne(sql`SELECT 1 FROM project_members WHERE project_seq = ${tm.seq} AND user_seq = ${colleague.user.seq}`)).toBeNull();
  });

  it('lets colleagues watch a shared project, not strangers', async () => {
    const tm = await team('Watch Hall');
    const watched = await formPost(t.app, tm.users.viewer, '/account/watches', { kind: 'project', target: String(tm.seq) });
    expect(watched.status).toBe(303);
    const watches = parseHtml((await page(tm, 'viewer', '/account/watches')).text);
    expect(watches.text('main')).toContain('Watch Hall');
    expect((await formPost(t.app, tm.users.stranger, '/account/watches', { kind: 'project', target: String(tm.seq) })).status).toBe(404);
  });
});
