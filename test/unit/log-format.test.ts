import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loadConfig, logFormat } from '../../src/config';
import { createLogger } from '../../src/log';
import { prettyDestination, prettyMessage } from '../../src/log-pretty';

describe('log format', () => {
  it('is readable lines in development and JSON in production and tests, unless LOG_FORMAT says otherwise', () => {
    expect(logFormat({ NODE_ENV: 'development' })).toBe('pretty');
    expect(logFormat({ NODE_ENV: 'production' })).toBe('json');
    expect(logFormat({ NODE_ENV: 'test' })).toBe('json');
    expect(logFormat({ NODE_ENV: 'development', LOG_FORMAT: 'json' })).toBe('json');
    expect(logFormat({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' })).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), PUBLIC_URL: 'https://specfind.example' }).logFormat).toBe('json');
    expect(() => loadConfig({ NODE_ENV: 'development', SESSION_SECRET: 'x'.repeat(32), LOG_FORMAT: 'yaml' })).toThrow(/LOG_FORMAT/);
  });

  it('writes a request as one short line: method, path, status, time', () => {
    const access = { req: { id: 'r1', method: 'GET', path: '/search/doors' }, res: { status: 200 }, responseTime: 12.4, msg: 'request completed' };
    expect(prettyMessage(access)).toBe('GET /search/doors 200 12 ms');
    expect(prettyMessage({ msg: 'listening on http://localhost:3000', port: 3000 })).toBe('listening on http://localhost:3000');
  });

  it('the pretty stream prints that line without the request and response objects', async () => {
    let out = '';
    const sink = new Writable({ write(chunk, _enc, done) { out += String(chunk); done(); } });
    const log = createLogger('info', prettyDestination(sink));
    log.info({ req: { id: 'r1', method: 'POST', path: '/signin' }, res: { status: 303 }, responseTime: 40 }, 'request completed');
    await new Promise((resolve) => setImmediate(resolve));
    expect(out).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: POST \/signin 303 40 ms\n$/);
  });
});
