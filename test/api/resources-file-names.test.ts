import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { createTestUser } from '../helpers/users';

let t: TestApp;
let admin: TestUser;
let coid: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.db, { isAdmin: true });
  coid = (await t.db.one<{ coid: number }>(sql`SELECT coid FROM companies ORDER BY coid LIMIT 1`)).coid;
});
afterAll(() => t.close());

const bearer = () => ({ Authorization: `Bearer ${admin.token}` });
const FAMILIES = ['catalogs', 'certificates', 'datasheets'];
const REFUSED: Array<[string, RegExp]> = [
  ['..', /"\.\."/],
  ['.', /dot/],
  ['../../etc/passwd', /without \//],
  ['a\\b.pdf', /without \//],
  ['.hidden.pdf', /dot/],
  // NUL is refused before any field's rule, by the API's input check.
  ['a\u0000.pdf', /NUL|control/],
  ['line\nbreak.pdf', /control/],
  ['x'.repeat(201), /200 characters or fewer/],
];

describe('every write of a file name is checked by the one rule', () => {
  it('refuses path-like and unprintable names on create, naming the field and the reason', async () => {
    for (const family of FAMILIES) {
      for (const [filename, why] of REFUSED) {
        const res = await request(t.app).post(`/api/${family}`).set(bearer()).send({ coid, title: 'Name check', filename });
        expect(res.status, `${family} ${JSON.stringify(filename)}`).toBe(400);
        expect(res.body.error.fields.filename).toMatch(why);
      }
    }
  });

  it('refuses them on update and keeps the stored name, and accepts a plain one', async () => {
    for (const family of FAMILIES) {
      const created = await request(t.app).post(`/api/${family}`).set(bearer()).send({ coid, title: 'Name check', filename: 'sheet-1.pdf' });
      expect(created.status).toBe(201);
      for (const [filename] of REFUSED) {
        const res = await request(t.app).put(`/api/${family}/${created.body.id}`).set(bearer()).send({ filename });
        expect(res.status, `${family} ${JSON.stringify(filename)}`).toBe(400);
        expect(res.body.error.fields).toHaveProperty('filename');
      }
      const row = await t.db.one<{ filename: string }>(sql`SELECT filename FROM content_items WHERE id = ${created.body.id}`);
      expect(row.filename).toBe('sheet-1.pdf');
      const renamed = await request(t.app).put(`/api/${family}/${created.body.id}`).set(bearer()).send({ filename: ' Fire Door Data (rev 2).pdf ' });
      expect([renamed.status, renamed.body.filename]).toEqual([200, 'Fire Door Data (rev 2).pdf']);
    }
  });
});
