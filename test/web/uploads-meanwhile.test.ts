import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBombDxf } from '../helpers/bomb-files';
import type { TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/users';
import { upload, uploadProductFixture, uploadTestApp, UPLOAD_TEST_MS, type UploadProductFixture } from '../helpers/upload-fixtures';

/** Issue 24, item 2: a hostile upload is read in the check pool, so the site answers other requests meanwhile. */

let t: TestApp;
let product: UploadProductFixture;
let staff: TestUser;

beforeAll(async () => {
  t = await uploadTestApp();
  product = await uploadProductFixture(t.db);
  staff = await createTestUser(t.db, { coid: product.coid });
});
afterAll(() => t.close());

describe('while an upload is checked', { timeout: UPLOAD_TEST_MS }, () => {
  it('answers pages and API calls, then refuses the bomb', async () => {
    let refused = false;
    const bomb = upload(t.app, { coid: product.coid, productSeq: product.seq, file: Buffer.from(insertBombDxf(6, 10)), filename: 'bomb.dxf', contentType: 'cad', cookie: staff.cookie }).then((res) => {
      refused = true;
      return res;
    });
    // The bomb has reached the pool: a worker is starting for it or reading it.
    await expect.poll(() => t.uploadChecks.stats().running + t.uploadChecks.stats().waiting, { timeout: 60_000 }).toBe(1);
    const answers = await Promise.all([
      request(t.app).get(`/product/${product.seq}`),
      request(t.app).get(`/api/manufacturers/es/${product.coid}`),
      request(t.app).get('/healthz'),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(refused).toBe(false);
    const res = await bomb;
    expect(res.status).toBe(422);
    expect(res.body.report.checks.find((c: { name: string }) => c.name === 'entities').ok).toBe(false);
  });
});
