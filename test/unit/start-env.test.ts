import { describe, expect, it } from 'vitest';
import { freePort, serverEnv } from '../../scripts/start-env';
import { loadConfig } from '../../src/config';

const SECRET = 'k'.repeat(40);

describe('npm start: the environment of its server', () => {
  it('the demo launcher gives its production-mode server PUBLIC_URL=http://localhost:{PORT} when none is set', () => {
    const env = { PORT: '4100', SESSION_SECRET: SECRET };
    const server = serverEnv(env, loadConfig({ ...env, NODE_ENV: 'development' }));
    expect(server).toMatchObject({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:4100', SESSION_SECRET: SECRET });
    expect(() => loadConfig(server)).not.toThrow();
  });

  it("runs the server with two malloc arenas unless the operator chose a number", () => {
    const env = { PORT: '4100', SESSION_SECRET: SECRET };
    expect(serverEnv(env, loadConfig({ ...env, NODE_ENV: 'development' })).MALLOC_ARENA_MAX).toBe('2');
    const chosen = { ...env, MALLOC_ARENA_MAX: '8' };
    expect(serverEnv(chosen, loadConfig({ ...chosen, NODE_ENV: 'development' })).MALLOC_ARENA_MAX).toBe('8');
  });

  it("keeps the operator's PUBLIC_URL", () => {
    const env = { PORT: '4100', SESSION_SECRET: SECRET, PUBLIC_URL: 'https://staging.example' };
    expect(serverEnv(env, loadConfig({ ...env, NODE_ENV: 'development' })).PUBLIC_URL).toBe('https://staging.example');
  });

  it('an operator asking for production must set PUBLIC_URL: the launcher does not make one up', () => {
    const env = { NODE_ENV: 'production', SESSION_SECRET: SECRET };
    expect(() => loadConfig(env)).toThrow(/^PUBLIC_URL: required in production/);
    const withUrl = { ...env, PUBLIC_URL: 'https://specfind.example' };
    expect(serverEnv(withUrl, loadConfig(withUrl)).PUBLIC_URL).toBe('https://specfind.example');
  });

  it('the demo gives its server readable logs; a production start keeps JSON; LOG_FORMAT wins', () => {
    const demo = { PORT: '4100', SESSION_SECRET: SECRET };
    expect(serverEnv(demo, loadConfig({ ...demo, NODE_ENV: 'development' })).LOG_FORMAT).toBe('pretty');
    expect(loadConfig(serverEnv(demo, loadConfig({ ...demo, NODE_ENV: 'development' }))).logFormat).toBe('pretty');
    const production = { NODE_ENV: 'production', SESSION_SECRET: SECRET, PUBLIC_URL: 'https://specfind.example' };
    expect(serverEnv(production, loadConfig(production)).LOG_FORMAT).toBe('json');
    expect(serverEnv({ ...demo, LOG_FORMAT: 'json' }, loadConfig({ ...demo, NODE_ENV: 'development' })).LOG_FORMAT).toBe('json');
  });

  it('a port the launcher picked (PORT=0) is the port of the server and of its canonical links', async () => {
    const env = { PORT: '0', SESSION_SECRET: SECRET };
    const port = await freePort();
    expect(port).toBeGreaterThan(0);
    expect(serverEnv(env, loadConfig({ ...env, NODE_ENV: 'development' }), port)).toMatchObject({ PORT: String(port), PUBLIC_URL: `http://localhost:${port}` });
  });

});
