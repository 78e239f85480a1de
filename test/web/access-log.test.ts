import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const accessLine = (id: string) => t.logs.filter((l) => (l.req as { id?: string } | undefined)?.id === id && l.res);

describe('the access log (issue 25: one line per request, no logger made per request)', () => {
  it('writes one line per answer, cached or rendered, with id, method, masked path, status and time', async () => {
    await request(t.app).get('/');
    const cached = await request(t.app).get('/').set('X-Request-Id', 'access-cached-1');
    expect(cached.headers['x-page-cache']).toBe('hit');
    expect(cached.headers['x-request-id']).toBe('access-cached-1');
    const lines = accessLine('access-cached-1');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'info', req: { method: 'GET', path: '/' }, res: { status: 200 }, msg: expect.stringMatching(/^GET \/ 200 \d+ms$/) });
    expect(typeof lines[0].responseTime).toBe('number');

    await request(t.app).get('/reset/secret-password-here').set('X-Request-Id', 'access-masked-1');
    const [masked] = accessLine('access-masked-1');
    expect(JSON.stringify(masked)).not.toContain('secret-password-here');
  });

  it('lines logged on a request’s behalf carry its id; the 404 line is at info', async () => {
    const res = await request(t.app).get('/no-such-page-for-access-log').set('X-Request-Id', 'access-404-1');
    expect(res.status).toBe(404);
    const [line] = accessLine('access-404-1');
    expect(line).toMatchObject({ level: 'info', res: { status: 404 } });
  });

  it('a new id when the client’s is not a safe token, echoed in the answer', async () => {
    const res = await request(t.app).get('/').set('X-Request-Id', 'bad id with spaces');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(accessLine(res.headers['x-request-id'])).toHaveLength(1);
  });
});
