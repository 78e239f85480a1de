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

describe('unknown or inconsistent values get a 400 (or 404) that names them', () => {
  it('a well-formed but unknown section is unknown, not badly formatted', async () => {
    const res = await request(t.app).get('/api/csisecs/manufacturers/04/999999');
    expect(res.status).toBe(404);
    expect(res.body.error.message).toContain('99 99 99');
  });

  it('a section outside the division named with it is a 400 naming both', async () => {
    const res = await request(t.app).get('/api/content-type/section-level/cad/09/081113');
    expect(res.status).toBe(400);
    expect(res.body.error.fields.section).toBe('section 081113 is not in division 09');
    expect((await request(t.app).get('/api/content-type/section-level/cad/08/081113')).status).toBe(200);
  });

  it('an unknown division is a 404 in a path and a 400 in a filter', async () => {
    const level = await request(t.app).get('/api/content-type/division-level/cad/99');
    expect(level.status).toBe(404);
    expect(level.body.error.message).toContain('No division 99');
    expect((await request(t.app).get('/api/content-type/division-level/cad/08')).status).toBe(200);
    const downloads = await request(t.app).get('/api/search/downloads?division=99');
    expect(downloads.status).toBe(400);
    expect(downloads.body.error.fields.division).toBe('must be a MasterFormat division such as 08');
  });

  it('an unknown search sort is a 400 listing the allowed values', async () => {
    const res = await request(t.app).get('/api/search/doors?sort=nonsense');
    expect(res.status).toBe(400);
    expect(res.body.error.fields.sort).toBe('must be one of relevance, -relevance, title, -title, date, -date, company, -company');
    expect((await request(t.app).get('/api/search/doors?sort=-date')).status).toBe(200);
  });

  it('an unknown sort on a browsing page is a 400', async () => {
    expect((await request(t.app).get('/podcast?sort=nonsense')).status).toBe(400);
    expect((await request(t.app).get('/podcast?sort=-date')).status).toBe(200);
  });
});
