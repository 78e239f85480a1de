import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { loadConfig, secureCookieCheck } from '../../src/config';
import { ServerProcess } from '../helpers/server-process';

// Issue 22, item 6: an https PUBLIC_URL without TRUST_PROXY made every sign-in set no session cookie, silently.

const SECRET = 's'.repeat(40);
const dataDir = mkdtempSync(path.join(tmpdir(), 'secure-cookie-'));
let server: ServerProcess | null = null;

afterEach(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  server = null;
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const check = (env: Record<string, string>) => secureCookieCheck(loadConfig({ SESSION_SECRET: SECRET, ...env }));

describe('the secure-cookie check of the start', () => {
  it('refuses production with an https PUBLIC_URL and no TRUST_PROXY, and warns elsewhere', () => {
    const https = { PUBLIC_URL: 'https://specfind.example' };
    expect(check({ ...https, NODE_ENV: 'production' })).toEqual({ refuse: true, message: expect.stringMatching(/^Refusing to start in production: PUBLIC_URL is https but TRUST_PROXY is not set/) });
    expect(check({ ...https, NODE_ENV: 'development', DATA_DIR: dataDir })).toEqual({ refuse: false, message: expect.stringMatching(/^PUBLIC_URL is https but TRUST_PROXY is not set/) });
    expect(check({ ...https, NODE_ENV: 'production', TRUST_PROXY: '0' })?.refuse).toBe(true);
  });

  it('is quiet with TRUST_PROXY set, or an http PUBLIC_URL', () => {
    expect(check({ PUBLIC_URL: 'https://specfind.example', NODE_ENV: 'production', TRUST_PROXY: '1' })).toBeNull();
    expect(check({ PUBLIC_URL: 'https://specfind.example', NODE_ENV: 'production', TRUST_PROXY: 'loopback,10.0.0.0/8' })).toBeNull();
    expect(check({ PUBLIC_URL: 'http://localhost:3000', NODE_ENV: 'production' })).toBeNull();
  });

  it('a production server exits with the one line; outside production the start logs it as a warning', { timeout: 120_000 }, async () => {
    server = ServerProcess.start({ NODE_ENV: 'production', PUBLIC_URL: 'https://specfind.example', SESSION_SECRET: SECRET, DATA_DIR: dataDir, TRUST_PROXY: '' }, 0);
    expect((await server.exited).code).toBe(1);
    expect(server.lines.map((line) => line.msg)).toContainEqual(expect.stringMatching(/^Refusing to start in production: PUBLIC_URL is https but TRUST_PROXY is not set/));

    server = ServerProcess.start({ NODE_ENV: 'test', PUBLIC_URL: 'https://specfind.example', DATA_DIR: dataDir, TRUST_PROXY: '' }, 0);
    const warning = await server.waitForLine((line) => String(line.msg).startsWith('PUBLIC_URL is https but TRUST_PROXY is not set'), 60_000);
    expect(warning.level).toBe('warn');
  });
});
