import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHTML } from 'linkedom';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/docs', () => {
  it('is a page that loads Swagger UI from this site only, with no inline script, under the site CSP', async () => {
    const res = await request(t.app).get('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const { document } = parseHTML(res.text);
    const scripts = [...document.querySelectorAll('script')];
    expect(scripts.map((s) => s.getAttribute('src'))).toEqual(['/api/docs/swagger-ui-bundle.js', '/api/docs/init.js']);
    expect(scripts.every((s) => s.textContent === '')).toBe(true);
    expect([...document.querySelectorAll('link[rel=stylesheet]')].map((l) => l.getAttribute('href'))).toEqual(['/api/docs/swagger-ui.css']);
  });

  it('serves the self-hosted assets and an init script that reads /api/openapi.json', async () => {
    const bundle = await request(t.app).get('/api/docs/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/javascript/);
    expect(bundle.text).toContain('SwaggerUIBundle');
    const css = await request(t.app).get('/api/docs/swagger-ui.css');
    expect(css.status).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    const init = await request(t.app).get('/api/docs/init.js');
    expect(init.status).toBe(200);
    expect(init.text).toContain("url: '/api/openapi.json'");
    expect((await request(t.app).get('/api/docs/index.html')).status).toBe(404);
  });
});
