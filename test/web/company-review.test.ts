import { createCanvas, loadImage } from '@napi-rs/canvas';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { companyPath } from '../../src/domain/company-id';
import type { TestApp } from '../helpers/test-app';
import { pngImage, uploadTestApp, UPLOAD_TEST_MS } from '../helpers/upload-fixtures';
import { formPost } from '../helpers/form-posts';
import { parseHtml } from '../helpers/parsed-html';
import { createTestUser, SAME_ORIGIN, type TestUser } from '../helpers/users';

/** Issue 24, item 1: a manufacturer's profile and logo wait for review unless it is trusted. */

let t: TestApp;
let untrusted: { coid: number; name: string };
let trusted: { coid: number; name: string };
let staff: TestUser;
let trustedStaff: TestUser;
let admin: TestUser;
let architect: TestUser;

beforeAll(async () => {
  t = await uploadTestApp();
  [untrusted, trusted] = await t.db.many<{ coid: number; name: string }>(sql`SELECT coid, name FROM companies ORDER BY coid DESC LIMIT 2`);
  await t.db.query(sql`UPDATE companies SET trusted_publisher = (coid = ${trusted.coid}) WHERE coid IN (${untrusted.coid}, ${trusted.coid})`);
  staff = await createTestUser(t.db, { coid: untrusted.coid });
  trustedStaff = await createTestUser(t.db, { coid: trusted.coid });
  admin = await createTestUser(t.db, { isAdmin: true });
  architect = await createTestUser(t.db);
});
afterAll(() => t.close());

const profile = (description: string) => ({ description, address: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701', phone: '+1 555 0100', email: 'info@example.com', website: 'https://example.com' });

const putProfile = (coid: number, who: TestUser, body: unknown) => request(t.app).put(`/api/manage/${coid}/profile`).set(SAME_ORIGIN).set('Cookie', who.cookie).send(body as object);

const publicPage = async (c: { coid: number; name: string }) => {
  const res = await request(t.app).get(companyPath(c.name, c.coid));
  expect(res.status).toBe(200);
  return res.text;
};

const uploadLogo = (coid: number, who: TestUser, file: Buffer, filename: string) =>
  request(t.app).post(`/api/manage/${coid}/logo`).set(SAME_ORIGIN).set('Cookie', who.cookie).attach('file', file, filename);

const logoPixels = async (coid: number) => {
  const res = await request(t.app).get(`/logos/${coid}`).buffer(true);
  expect(res.status).toBe(200);
  const image = await loadImage(res.body as Buffer);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  return { type: res.headers['content-type'], width: image.width, height: image.height, centre: [...context.getImageData(image.width >> 1, image.height >> 1, 1, 1).data] };
};

describe('the company profile through review', () => {
  it("keeps an untrusted manufacturer's edit off the public page until an administrator publishes it, with an audit entry", async () => {
    const text = `Reviewed description ${Date.now()}`;
    const put = await putProfile(untrusted.coid, staff, profile(text));
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toEqual({ state: 'submitted' });
    expect(await publicPage(untrusted)).not.toContain(text);

    const workspace = await request(t.app).get(`/manage/${untrusted.coid}`).set('Cookie', staff.cookie);
    expect(workspace.text).toContain('Waiting for review');
    expect(workspace.text).toContain(text);

    const queue = await request(t.app).get('/api/manage/review/profiles').set('Cookie', admin.cookie);
    const item = queue.body.items.find((i: { coid: number }) => i.coid === untrusted.coid);
    expect(item.lines).toContainEqual(expect.objectContaining({ field: 'description', after: text }));
    const page = await request(t.app).get('/manage/review').set('Cookie', admin.cookie);
    expect(page.text).toContain(text);

    const denied = await request(t.app).post(`/api/manage/${untrusted.coid}/profile/publish`).set(SAME_ORIGIN).set('Cookie', staff.cookie);
    expect(denied.status).toBe(403);
    const published = await request(t.app).post(`/api/manage/${untrusted.coid}/profile/publish`).set(SAME_ORIGIN).set('Cookie', admin.cookie);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(await publicPage(untrusted)).toContain(text);
    const entry = await t.db.one<{ before: { description: string }; after: { description: string } }>(sql`
      SELECT before, after FROM audit_entries WHERE coid = ${untrusted.coid} AND action = 'company.publish' ORDER BY seq DESC LIMIT 1`);
    expect(entry.after.description).toBe(text);
    expect(entry.before.description).not.toBe(text);
  });

  it('publishes a waiting change once under parallel publishes: one 200, the rest 409, one audit entry', async () => {
    const text = `Parallel description ${Date.now()}`;
    expect((await putProfile(untrusted.coid, staff, profile(text))).body).toEqual({ state: 'submitted' });
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => request(t.app).post(`/api/manage/${untrusted.coid}/profile/publish`).set(SAME_ORIGIN).set('Cookie', admin.cookie)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(29).fill(409)]);
    const entries = await t.db.one<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM audit_entries WHERE coid = ${untrusted.coid} AND action = 'company.publish' AND after->>'description' = ${text}`);
    expect(entries.n).toBe(1);
  });

  it("publishes a trusted manufacturer's edit at once, audited", async () => {
    const text = `Trusted description ${Date.now()}`;
    const put = await putProfile(trusted.coid, trustedStaff, profile(text));
    expect(put.body).toEqual({ state: 'published' });
    expect(await publicPage(trusted)).toContain(text);
    const entry = await t.db.one<{ after: { description: string } }>(sql`
      SELECT after FROM audit_entries WHERE coid = ${trusted.coid} AND action = 'company.profile' ORDER BY seq DESC LIMIT 1`);
    expect(entry.after.description).toBe(text);
  });

  it('sends a waiting change back with a note the manufacturer sees', async () => {
    const text = `Sent back description ${Date.now()}`;
    await putProfile(untrusted.coid, staff, profile(text));
    const back = await request(t.app).post(`/api/manage/${untrusted.coid}/profile/send-back`).set(SAME_ORIGIN).set('Cookie', admin.cookie).send({ note: 'Say what the product is made of' });
    expect(back.body).toEqual({ state: 'returned' });
    const change = await request(t.app).get(`/api/manage/${untrusted.coid}/profile/change`).set('Cookie', staff.cookie);
    expect(change.body.change).toMatchObject({ state: 'returned', note: 'Say what the product is made of', profile: { description: text } });
    const workspace = await request(t.app).get(`/manage/${untrusted.coid}`).set('Cookie', staff.cookie);
    expect(workspace.text).toContain('Say what the product is made of');
    expect(await publicPage(untrusted)).not.toContain(text);
  });

  it("refuses an architect and another manufacturer's staff: 403", async () => {
    for (const who of [architect, trustedStaff]) {
      expect((await putProfile(untrusted.coid, who, profile('not theirs'))).status).toBe(403);
      expect((await uploadLogo(untrusted.coid, who, pngImage(), 'logo.png')).status).toBe(403);
    }
  });

  it('refuses a bad profile with a 400 naming the field', async () => {
    const res = await putProfile(untrusted.coid, staff, { ...profile('x'), website: 'javascript:alert(1)' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain('website');
  });
});

describe('the logo upload', { timeout: UPLOAD_TEST_MS }, () => {
  it('keeps an uploaded WebP waiting; once published, /logos serves it as a PNG of the same image', async () => {
    const canvas = createCanvas(800, 400);
    const context = canvas.getContext('2d');
    context.fillStyle = '#c02020';
    context.fillRect(0, 0, 800, 400);
    const before = await logoPixels(untrusted.coid);
    const res = await uploadLogo(untrusted.coid, staff, await canvas.encode('webp', 100), 'Our mark.webp');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ state: 'submitted' });
    expect(await logoPixels(untrusted.coid)).toEqual(before);
    const pending = await request(t.app).get(`/api/manage/${untrusted.coid}/logo/pending`).set('Cookie', admin.cookie).buffer(true);
    expect(pending.headers['content-type']).toBe('image/png');
    const published = await request(t.app).post(`/api/manage/${untrusted.coid}/profile/publish`).set(SAME_ORIGIN).set('Cookie', admin.cookie);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const after = await logoPixels(untrusted.coid);
    expect(after).toMatchObject({ type: 'image/png', width: 512, height: 256 });
    const [r, g, b, a] = after.centre;
    expect([Math.abs(r - 0xc0) < 8, Math.abs(g - 0x20) < 8, Math.abs(b - 0x20) < 8, a]).toEqual([true, true, true, 255]);
  });

  it("publishes a trusted manufacturer's logo at once", async () => {
    const res = await uploadLogo(trusted.coid, trustedStaff, pngImage(40, 30), 'logo.png');
    expect(res.body).toEqual({ state: 'published' });
    expect(await logoPixels(trusted.coid)).toMatchObject({ type: 'image/png', width: 40, height: 30 });
  });

  it('refuses a GIF or text named .png, an SVG by name or by content, a bomb and an oversized file, naming file', async () => {
    const gif = Buffer.from('474946383961010001000000002c00000000010001000002024401003b', 'hex');
    const bomb = pngImage(10, 10);
    bomb.writeUInt32BE(50_000, 16);
    bomb.writeUInt32BE(50_000, 20);
    const cases: [Buffer, string, number, RegExp][] = [
      [gif, 'logo.png', 422, /GIF/],
      [Buffer.from('just some text, not an image at all'), 'logo.png', 422, /not a PNG image/],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.svg', 400, /SVG .*script/],
      [Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'logo.png', 422, /SVG .*script/],
      [bomb, 'logo.png', 422, /50000 × 50000/],
      [Buffer.alloc(6 * 2 ** 20, 1), 'logo.png', 413, /larger than 5 MB/],
    ];
    for (const [file, name, status, message] of cases) {
      const res = await uploadLogo(untrusted.coid, staff, file, name);
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(status);
      expect(res.body.error.fields.file).toMatch(message);
    }
    expect(await t.db.maybeOne(sql`SELECT 1 FROM company_changes WHERE coid = ${untrusted.coid} AND logo_key IS NOT NULL`)).toBeNull();
  });
});

describe('the workspace forms (no script)', { timeout: UPLOAD_TEST_MS }, () => {
  it('uploads a logo from the company page; the review queue shows both images and publishes or sends back', async () => {
    const posted = await request(t.app).post(`/manage/${untrusted.coid}/logo`).set(SAME_ORIGIN).set('Cookie', staff.cookie).attach('file', pngImage(30, 20), 'logo.png');
    expect(posted.status, posted.text.slice(0, 300)).toBe(303);
    expect(posted.headers.location).toBe(`/manage/${untrusted.coid}?done=logo-submitted`);
    const own = parseHtml((await request(t.app).get(posted.headers.location).set('Cookie', staff.cookie)).text);
    expect(own.bodyText).toContain('waits for review');
    expect(own.all('img').map((i) => i.getAttribute('src'))).toContain(`/api/manage/${untrusted.coid}/logo/pending`);

    const refused = await request(t.app).post(`/manage/${untrusted.coid}/logo`).set(SAME_ORIGIN).set('Cookie', staff.cookie).attach('file', Buffer.from('<svg/>'), 'logo.svg');
    expect(refused.status).toBe(400);
    expect(parseHtml(refused.text).bodyText).toContain('SVG logos are not accepted');

    const queue = parseHtml((await request(t.app).get('/manage/review').set('Cookie', admin.cookie)).text);
    const images = queue.all(`.review-item img`).map((i) => i.getAttribute('src'));
    expect(images).toEqual(expect.arrayContaining([`/logos/${untrusted.coid}`, `/api/manage/${untrusted.coid}/logo/pending`]));

    const empty = await formPost(t.app, admin, `/manage/${untrusted.coid}/profile/send-back`, { company: String(untrusted.coid), note: '' });
    expect(empty.status).toBe(400);
    expect(parseHtml(empty.text).text(`#profile-review-note-${untrusted.coid}-error`)).toContain('Say what to change');

    const published = await formPost(t.app, admin, `/manage/${untrusted.coid}/profile/publish`, { from: 'review' });
    expect(published.status).toBe(303);
    expect(published.headers.location).toBe('/manage/review?done=profile-published');
    expect(await logoPixels(untrusted.coid)).toMatchObject({ type: 'image/png', width: 30, height: 20 });
  });
});
