import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('range errors name the allowed range', () => {
  it.each([
    ['/api/products?page=0', 'page', 'must be a whole number from 1 to'],
    ['/api/products?size=101', 'size', 'must be a whole number from 1 to 100'],
    ['/api/products?page=1.5', 'page', 'must be a whole number from 1 to'],
    ['/api/client-project/recent?size=1000', 'size', 'must be a whole number from 1 to 50'],
    ['/api/search/doors?page=abc', 'page', 'must be a whole number from 1 to 100'],
  ])('%s', async (url, field, message) => {
    const res = await request(t.app).get(url);
    expect(res.status).toBe(400);
    expect(res.body.error.fields[field]).toContain(message);
  });
});
