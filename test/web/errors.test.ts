import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOGLEBOT } from '../helpers/html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('unknown routes', () => {
  it('answer the 404 page with its text and five links', async () => {
    const res = await request(t.app).get('/no/such/page');
    expect(res.status).toBe(404);
    expect(res.text).toContain('Page Not Found: /no/such/page');
    expect(res.text).toContain('Sorry, the page you are looking for cannot be not found.');
    expect(res.text).toContain('search box');
    for (const href of ['/products/building_products_categories.shtml', '/content-type/bim', '/content-type/cad', '/content-type/spec', '/']) {
      expect(res.text).toContain(`href="${href}"`);
    }
    expect(res.text).toContain('<meta name="robots" content="noindex">');
  });

  it('escapes the path it echoes', async () => {
    const res = await request(t.app).get('/%3Cscript%3Ealert(1)%3C/script%3E');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<script>alert(1)');
  });

  it('give crawlers the status and a short plain body', async () => {
    const res = await request(t.app).get('/no/such/page').set('User-Agent', GOOGLEBOT);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.text).toBe('404 Not Found');
  });

  it('logs 404s at info level with the request id', async () => {
    await request(t.app).get('/missing-for-log').set('X-Request-Id', 'req-404-test');
    const line = t.logs.find((l) => (l.req as { id?: string })?.id === 'req-404-test' && l.res);
    expect(line?.level).toBe('info');
    expect((line?.res as { status: number }).status).toBe(404);
  });

  it('answer url traps with 404 before routing', async () => {
    for (const path of ['/wp-admin/setup.php', '/.env', '/company/../etc/passwd']) {
      expect((await request(t.app).get(path)).status).toBe(404);
    }
  });
});

describe('debug mode', () => {
  it('adds loader timing and the query count when debug=debug_on', async () => {
    const res = await request(t.app).get('/?debug=debug_on');
    expect(res.text).toMatch(/<!-- debug: loader [\d.]+ ms; \d+ queries in [\d.]+ ms; total [\d.]+ ms -->/);
    const plain = await request(t.app).get('/?debug=other');
    expect(plain.text).not.toContain('<!-- debug:');
  });
});

describe('security headers', () => {
  it('are set on pages', async () => {
    const res = await request(t.app).get('/');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
