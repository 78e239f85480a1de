import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import type { Queryable } from '../../src/db/types';
import { recordDeclarationChanges } from '../../src/services/watches/changes';
import { queueChangeDigests } from '../../src/services/watches/digest';
import { expectFormFieldRefused, formPost } from '../helpers/form-posts';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { SAME_ORIGIN, createTestUser } from '../helpers/users';
import { parseHtml } from '../helpers/parsed-html';
import { companyPath } from '../../src/domain/company-id';
import { DEMO_ACCOUNTS } from '../../src/domain/demo-credentials';

// Every test makes its own watchers and watches, so each runs alone and in any order.
let t: TestApp;
let admin: TestUser;
/** A product the tests watch, and a product of another manufacturer. */
let watched: { seq: number; coid: number; section: string };
let sibling: { seq: number; name: string };

const bearer = () => ({ Authorization: `Bearer ${admin.token}` });
/** The last change the seed recorded (the demo account's watches): the tests read the changes after it. */
let seeded = 0;
const kinds = async () =>
  (
    await t.db.many<{ kind: string; title: string }>(sql`
      SELECT ch.kind, ch.title FROM product_changes ch WHERE ch.seq > ${seeded} ORDER BY ch.seq`)
  ).map((c) => `${c.kind}: ${c.title}`);
/** The last change recorded so far: a test reads only the changes after it. */
const lastChange = async () => (await t.db.one<{ seq: number }>(sql`SELECT coalesce(max(seq), 0)::int AS seq FROM product_changes`)).seq;
const kindsAfter = async (after: number) =>
  (
    await t.db.many<{ kind: string; title: string }>(sql`
      SELECT ch.kind, ch.title FROM product_changes ch WHERE ch.seq > ${after} ORDER BY ch.seq`)
  ).map((c) => `${c.kind}: ${c.title}`);
const overview = async (user: TestUser) => (await request(t.app).get('/account').set('Cookie', user.cookie)).text;
/** A new user who watches the product (a form post, as from its page). */
const productWatcher = async (seq: number) => {
  const user = await createTestUser(t.db);
  await formPost(t.app, user, '/account/watches', { kind: 'product', target: String(seq) }).expect(303);
  return user;
};

beforeAll(async () => {
  t = await createTestApp();
  seeded = (await t.db.one<{ n: number }>(sql`SELECT coalesce(max(seq), 0)::int AS n FROM product_changes`)).n;
  admin = await createTestUser(t.db, { isAdmin: true });
  watched = await t.db.one(sql`
    SELECT p.seq, p.coid, p.section FROM products p
    WHERE p.online AND NOT p.heading AND EXISTS (SELECT 1 FROM products o WHERE o.coid <> p.coid AND o.section = p.section AND o.online AND NOT o.heading)
    ORDER BY p.seq LIMIT 1`);
  sibling = await t.db.one(sql`
    SELECT p.seq, p.name FROM products p WHERE p.online AND NOT p.heading AND p.coid <> ${watched.coid}
    ORDER BY p.seq LIMIT 1`);
});
afterAll(() => t.close());

describe('watching', () => {
  it('records nothing while nobody watches anything', async () => {
    // An app of its own without the demo account's watches: the other tests keep theirs.
    const own = await createTestApp();
    try {
      const ownAdmin = await createTestUser(own.db, { isAdmin: true });
      await own.db.query(sql`DELETE FROM watches`);
      const before = (await own.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM product_changes`)).n;
      await request(own.app).put(`/api/products/${watched.seq}`).set({ Authorization: `Bearer ${ownAdmin.token}` }).send({ description: 'Quietly revised.' }).expect(200);
      expect((await own.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM product_changes`)).n).toBe(before);
    } finally {
      await own.close();
    }
  });

  it('watches a manufacturer from its page (a form post without script); visitors get the sign-in link', async () => {
    const company = await t.db.one<{ coid: number; name: string }>(sql`SELECT coid, name FROM companies WHERE coid = ${watched.coid}`);
    const path = companyPath(company.name, company.coid);
    const anonymous = parseHtml((await request(t.app).get(path)).text);
    expect(anonymous.attrs('.company-header__actions a.watch-signin', 'href')).toEqual([`/signin?redirect=${encodeURIComponent(path)}`]);
    const follower = await createTestUser(t.db);
    const page = parseHtml((await request(t.app).get(path).set('Cookie', follower.cookie)).text);
    const fields = Object.fromEntries(page.all('.company-header__actions form.watch-form input[type="hidden"]').map((i) => [i.getAttribute('name')!, i.getAttribute('value')!]));
    expect(page.attr('.company-header__actions form.watch-form', 'action')).toBe('/account/watches');
    expect(fields).toEqual({ kind: 'company', target: String(company.coid), redirect: path });
    const res = await formPost(t.app, follower, '/account/watches', fields);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(path);
    const watching = parseHtml((await request(t.app).get(path).set('Cookie', follower.cookie)).text);
    expect(watching.attr('.company-header__actions form.watch-form button', 'aria-pressed')).toBe('true');
    expect(await t.db.many(sql`SELECT kind, target FROM watches WHERE user_seq = ${follower.user.seq}`)).toEqual([{ kind: 'company', target: company.coid }]);
  });

  it('the demo account watches a manufacturer and products, and its account shows what changed in them', async () => {
    const agent = request.agent(t.app);
    await agent.post('/signin').set(SAME_ORIGIN).type('form').send({ email: DEMO_ACCOUNTS.demo.email, password: DEMO_ACCOUNTS.demo.password, redirect: '' }).expect(303);
    const demo = await t.db.one<{ seq: number }>(sql`SELECT seq FROM users WHERE email = ${DEMO_ACCOUNTS.demo.email}`);
    const watches = await t.db.many<{ kind: string }>(sql`SELECT kind FROM watches WHERE user_seq = ${demo.seq} ORDER BY kind`);
    expect(watches.map((w) => w.kind)).toEqual(['company', 'product', 'product']);
    // Every change listed is one the catalog recorded for what the account watches.
    const recorded = await t.db.many<{ title: string }>(sql`SELECT title FROM product_changes WHERE seq <= ${seeded} ORDER BY seq`);
    expect(recorded.length).toBeGreaterThanOrEqual(3);
    const account = parseHtml((await agent.get('/account/watches')).text);
    for (const { title } of recorded) expect(account.bodyText).toContain(title);
  });

  it('watches a product from its page (a form post), shows it as watched, and refuses unknown targets', async () => {
    const architect = await createTestUser(t.db);
    const anonymous = await request(t.app).get(`/product/${watched.seq}`);
    expect(anonymous.text).toContain('Sign in to watch for changes');
    const res = await formPost(t.app, architect, '/account/watches', { kind: 'product', target: String(watched.seq), redirect: `/product/${watched.seq}` });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/product/${watched.seq}`);
    // Watching twice keeps one watch.
    await formPost(t.app, architect, '/account/watches', { kind: 'product', target: String(watched.seq) }).expect(303);
    expect((await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM watches WHERE user_seq = ${architect.user.seq}`)).n).toBe(1);
    const page = await request(t.app).get(`/product/${watched.seq}`).set('Cookie', architect.cookie);
    expect(page.text).toMatch(/Watching<span class="visually-hidden">/);
    expect((await formPost(t.app, architect, '/account/watches', { kind: 'product', target: '99999999' })).status).toBe(404);
    await expectFormFieldRefused(t.app, architect, '/account/watches', { kind: 'planet', target: '1' }, 'kind');
  });

  it("refuses to watch someone else's project", async () => {
    const architect = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    const project = await t.db.one<{ seq: number }>(sql`
      INSERT INTO char_projects (char_project_id, user_seq, name) VALUES (${`P-W-${Date.now()}`}, ${other.user.seq}, 'Not yours') RETURNING seq`);
    expect((await formPost(t.app, architect, '/account/watches', { kind: 'project', target: String(project.seq) })).status).toBe(404);
  });
});

describe('each kind of change is recorded by the path that makes it, and shown once on /account', () => {
  it('documents added, updated and withdrawn through the resources API; product data updated and the product withdrawn', async () => {
    const architect = await productWatcher(watched.seq);
    const before = await lastChange();
    const added = await request(t.app)
      .post('/api/datasheets')
      .set(bearer())
      .send({ coid: watched.coid, productSeq: watched.seq, title: 'Installation data sheet rev A', filename: 'install-rev-a.pdf', fileFormat: 'pdf' });
    expect(added.status).toBe(201);
    await request(t.app).put(`/api/datasheets/${added.body.id}`).set(bearer()).send({ title: 'Installation data sheet rev B' }).expect(200);
    await request(t.app).put(`/api/datasheets/${added.body.id}`).set(bearer()).send({ online: false }).expect(200);
    await request(t.app).put(`/api/products/${watched.seq}`).set(bearer()).send({ description: 'Now with a 90 minute label.' }).expect(200);
    expect(await kindsAfter(before)).toEqual([
      'document-added: Installation data sheet rev A',
      'document-updated: Installation data sheet rev B',
      'document-removed: Installation data sheet rev B',
      'product-updated: ' + (await t.db.one<{ name: string }>(sql`SELECT name FROM products WHERE seq = ${watched.seq}`)).name,
    ]);
    const first = await overview(architect);
    expect(first).toContain('What changed since your last visit');
    expect(first).toContain('Installation data sheet rev A');
    expect(first).toContain('Data sheet updated');
    // Seen once: the next visit has nothing new.
    const second = await overview(architect);
    expect(second).not.toContain('Installation data sheet rev A');
    expect(second).toContain('Nothing new in the products, manufacturers and projects you watch.');
    // The watches page keeps the history.
    const watches = await request(t.app).get('/account/watches').set('Cookie', architect.cookie);
    expect(watches.text).toContain('Installation data sheet rev A');
  });

  it('a manufacturer watch covers its products; a withdrawn product is news', async () => {
    const architect = await productWatcher(watched.seq);
    const follower = await createTestUser(t.db);
    const coid = (await t.db.one<{ coid: number }>(sql`SELECT coid FROM products WHERE seq = ${sibling.seq}`)).coid;
    await formPost(t.app, follower, '/account/watches', { kind: 'company', target: String(coid) }).expect(303);
    await request(t.app).put(`/api/products/${sibling.seq}`).set(bearer()).send({ online: false }).expect(200);
    const page = await overview(follower);
    expect(page).toContain('Product withdrawn');
    expect(page).toContain(sibling.name);
    // A withdrawn product has no page: the change links its manufacturer instead.
    expect(parseHtml(page).attrs('main a', 'href')).not.toContain(`/product/${sibling.seq}`);
    expect((await request(t.app).get(`/product/${sibling.seq}`)).status).toBe(404);
    // Not the architect's news: they watch another product.
    expect(await overview(architect)).not.toContain(sibling.name);
  });

  it('a project watch covers the manufacturers it names under a section', async () => {
    const planner = await createTestUser(t.db);
    const project = await t.db.one<{ seq: number }>(sql`
      INSERT INTO char_projects (char_project_id, user_seq, name, csi_map)
      VALUES (${`P-X-${Date.now()}`}, ${planner.user.seq}, 'Harbor School', ${JSON.stringify({ [watched.section]: [watched.coid] })}::jsonb) RETURNING seq`);
    await formPost(t.app, planner, '/account/watches', { kind: 'project', target: String(project.seq) }).expect(303);
    await request(t.app)
      .post('/api/certificates')
      .set(bearer())
      .send({ coid: watched.coid, productSeq: watched.seq, section: watched.section, title: 'Fire label listing 2027', filename: 'label-2027.pdf', fileFormat: 'pdf' })
      .expect(201);
    expect(await overview(planner)).toContain('Fire label listing 2027');
  });

  it('an EPD expiring within 90 days, and an expired one, are news once each', async () => {
    await productWatcher(watched.seq);
    const epd = await t.db.one<{ id: number; title: string }>(sql`
      INSERT INTO content_items (coid, product_seq, content_type, title, section, filename, file_format)
      VALUES (${watched.coid}, ${watched.seq}, 'epd', 'Product EPD 2021', ${watched.section}, 'epd-2021.pdf', 'pdf') RETURNING id, title`);
    await t.db.query(sql`INSERT INTO declarations (content_id, kind, issued_on, expires_on) VALUES (${epd.id}, 'epd', '2021-12-01', '2026-12-20')`);
    expect(await recordDeclarationChanges(t.db, '2026-11-24')).toBeGreaterThanOrEqual(1);
    expect(await recordDeclarationChanges(t.db, '2026-11-24')).toBe(0);
    await recordDeclarationChanges(t.db, '2026-12-21');
    const rows = await t.db.many<{ kind: string }>(sql`SELECT kind FROM product_changes WHERE content_id = ${epd.id} ORDER BY seq`);
    expect(rows.map((r) => r.kind)).toEqual(['document-added', 'declaration-expiring', 'declaration-expired']);
  });
});

describe('the digest mail', () => {
  it('mails only users who asked, once per period, never the same change twice', async () => {
    const reader = await productWatcher(watched.seq);
    const setting = await formPost(t.app, reader, '/account/watches/digest', { change_digest: 'daily' });
    expect(setting.headers.location).toBe('/account/watches?done=digest');
    await request(t.app).put(`/api/products/${watched.seq}`).set(bearer()).send({ description: 'Revised for the digest.' }).expect(200);
    const outbox = async () =>
      t.db.many<{ subject: string; body: string }>(sql`SELECT subject, body FROM outbox WHERE to_address = ${reader.user.email} ORDER BY seq`);
    const now = new Date(Date.now() + 60_000);
    expect(await queueChangeDigests(t.db, 'http://localhost:3000', now)).toBeGreaterThanOrEqual(1);
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/1 change in what you watch/);
    expect(mails[0].body).toContain(`http://localhost:3000/product/${watched.seq}`);
    // Run again at once, and a day later with nothing new: no second mail.
    await queueChangeDigests(t.db, 'http://localhost:3000', now);
    await queueChangeDigests(t.db, 'http://localhost:3000', new Date(now.getTime() + 25 * 3600_000));
    expect(await outbox()).toHaveLength(1);
    // A new change a day later goes out, alone.
    await request(t.app).put(`/api/products/${watched.seq}`).set(bearer()).send({ description: 'Revised again.' }).expect(200);
    await queueChangeDigests(t.db, 'http://localhost:3000', new Date(now.getTime() + 26 * 3600_000));
    const after = await outbox();
    expect(after).toHaveLength(2);
    expect(after[1].subject).toMatch(/1 change in what you watch/);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the digest on PostgreSQL (TEST_DATABASE_URL): changes committed out of order', () => {
  it('mails a change whose transaction committed after a later change was mailed, and neither twice', async () => {
    const reader = await createTestUser(t.db);
    await t.db.query(sql`INSERT INTO watches (user_seq, kind, target, created_at) VALUES (${reader.user.seq}, 'product', ${watched.seq}, now())`);
    await t.db.query(sql`UPDATE users SET change_digest = 'daily' WHERE seq = ${reader.user.seq}`);
    const record = (tx: Queryable, title: string) =>
      tx.one<{ seq: number }>(sql`
        INSERT INTO product_changes (product_seq, coid, section, kind, title)
        VALUES (${watched.seq}, ${watched.coid}, ${watched.section}, 'product-updated', ${title}) RETURNING seq::int AS seq`);

    // The earlier change takes the lower seq, and its transaction stays open while a later one commits and is mailed.
    let earlierRecorded!: () => void;
    const recorded = new Promise<void>((resolve) => (earlierRecorded = resolve));
    let commitEarlier!: () => void;
    const released = new Promise<void>((resolve) => (commitEarlier = resolve));
    const earlier = t.db.transaction(async (tx) => {
      const row = await record(tx, 'Committed late');
      earlierRecorded();
      await released;
      return row.seq;
    });
    await recorded;
    const later = await t.db.transaction((tx) => record(tx, 'Committed early'));
    const day = new Date(Date.now() + 60_000);
    await queueChangeDigests(t.db, 'http://localhost:3000', day);
    commitEarlier();
    expect(await earlier).toBeLessThan(later.seq);
    await queueChangeDigests(t.db, 'http://localhost:3000', new Date(day.getTime() + 25 * 3600_000));
    await queueChangeDigests(t.db, 'http://localhost:3000', new Date(day.getTime() + 50 * 3600_000));

    const mails = await t.db.many<{ body: string }>(sql`SELECT body FROM outbox WHERE to_address = ${reader.user.email} ORDER BY seq`);
    expect(mails.map((mail) => mail.body.match(/Committed (early|late)/g))).toEqual([['Committed early'], ['Committed late']]);
  });
});
