import express from 'express';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, webConcurrency } from '../../src/config';

describe('config', () => {
  it('applies defaults', () => {
    const c = loadConfig({ NODE_ENV: 'test' });
    expect(c.PORT).toBe(3000);
    expect(c.DATA_DIR).toBe('./data');
    expect(c.BRAND).toBe('specfind');
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.HEAP_GROWTH_PERCENT).toBe(30);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL: must start with postgres/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ PUBLIC_URL: 'not a url' }, /PUBLIC_URL/],
    [{ SESSION_SECRET: 'short' }, /SESSION_SECRET: must be at least 32/],
    [{ FEEDBACK_HOSTS: 'https://hooks.example' }, /FEEDBACK_HOSTS: must be host names/],
    [{ FEEDBACK_HOSTS: '*' }, /FEEDBACK_HOSTS/],
    [{ LINK_HOSTS: 'a.example, bad host' }, /LINK_HOSTS/],
    [{ TRUST_PROXY: 'yes' }, /TRUST_PROXY: must be a hop count/],
    [{ TRUST_PROXY: '10.0.0.1, 10.0.0.300' }, /TRUST_PROXY/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /TRUST_PROXY/],
    [{ SEED_DEMO_ACCOUNTS: 'yes' }, /SEED_DEMO_ACCOUNTS: must be true or false/],
    [{ WEB_CONCURRENCY: '0' }, /WEB_CONCURRENCY/],
    [{ HEAP_GROWTH_PERCENT: '-1' }, /HEAP_GROWTH_PERCENT/],
    [{ HEAP_GROWTH_PERCENT: 'lots' }, /HEAP_GROWTH_PERCENT/],
    [{ WEB_CONCURRENCY: 'many' }, /WEB_CONCURRENCY/],
    [{ METRICS_TOKEN: 'short' }, /METRICS_TOKEN: must be at least 16/],
    [{ METRICS_ALLOW: '10.0.0.0/8, example.com' }, /METRICS_ALLOW: must be addresses/],
    [{ DATABASE_URL: 'postgres://p/db', DATABASE_READ_URL: 'mysql://r/db' }, /DATABASE_READ_URL: must start with postgres/],
    [{ DATABASE_READ_URL: 'postgres://r/db' }, /DATABASE_READ_URL: needs DATABASE_URL .*embedded database has no replicas/],
    [{ DATABASE_REPLICA_MAX_LAG_MS: '10' }, /DATABASE_REPLICA_MAX_LAG_MS/],
    [{ DATABASE_REPLICA_CHECK_MS: 'often' }, /DATABASE_REPLICA_CHECK_MS/],
    [{ DATABASE_READ_AFTER_WRITE_MS: '-1' }, /DATABASE_READ_AFTER_WRITE_MS/],
    [
      { DATABASE_URL: 'postgres://p/db', DATABASE_READ_URL: 'postgres://r/db', DATABASE_REPLICA_MAX_LAG_MS: '5000', DATABASE_READ_AFTER_WRITE_MS: '5000' },
      /DATABASE_READ_AFTER_WRITE_MS: must be at least DATABASE_REPLICA_MAX_LAG_MS \+ 2 × DATABASE_REPLICA_CHECK_MS \(7000\)/,
    ],
  ])('names the bad variable in one line: %o', (env, message) => {
    expect(() => loadConfig({ NODE_ENV: 'test', ...env })).toThrow(message);
  });

  it('runs one process per core on PostgreSQL and one on the embedded database, whatever WEB_CONCURRENCY asks there', () => {
    const url = 'postgres://db.example/specfind';
    expect(webConcurrency({ DATABASE_URL: url }, 8)).toBe(8);
    expect(webConcurrency({ DATABASE_URL: url, WEB_CONCURRENCY: 3 }, 8)).toBe(3);
    expect(webConcurrency({}, 8)).toBe(1);
    expect(webConcurrency({ WEB_CONCURRENCY: 4 }, 8)).toBe(1);
    expect(loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, WEB_CONCURRENCY: '2' }).webConcurrency).toBe(2);
    expect(loadConfig({ NODE_ENV: 'test', WEB_CONCURRENCY: '2' }).webConcurrency).toBe(1);
  });

  it('takes a read replica beside a PostgreSQL primary, with defaults that keep a write mark longer than the allowed lag', () => {
    const c = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://p/db', DATABASE_READ_URL: 'postgres://r/db' });
    expect(c.DATABASE_READ_URL).toBe('postgres://r/db');
    expect(c.DATABASE_READ_AFTER_WRITE_MS).toBeGreaterThanOrEqual(c.DATABASE_REPLICA_MAX_LAG_MS + 2 * c.DATABASE_REPLICA_CHECK_MS);
  });

  it('reads METRICS_ALLOW as addresses and ranges', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).METRICS_ALLOW).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'test', METRICS_ALLOW: ' 10.0.0.0/8, ::1 ,loopback' }).METRICS_ALLOW).toEqual(['10.0.0.0/8', '::1', 'loopback']);
  });

  it('reads host lists: comma-separated, trimmed, lower case; empty by default', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).FEEDBACK_HOSTS).toEqual([]);
    const c = loadConfig({ NODE_ENV: 'test', FEEDBACK_HOSTS: ' Hooks.Example:8443, .partner.example ,', LINK_HOSTS: 'events.example' });
    expect(c.FEEDBACK_HOSTS).toEqual(['hooks.example:8443', '.partner.example']);
    expect(c.LINK_HOSTS).toEqual(['events.example']);
  });

  const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), PUBLIC_URL: 'https://specfind.example' };

  it('requires a session secret in production', () => {
    expect(() => loadConfig({ ...PRODUCTION, SESSION_SECRET: undefined })).toThrow(/SESSION_SECRET: required in production/);
    expect(loadConfig(PRODUCTION).isProduction).toBe(true);
  });

  it('requires PUBLIC_URL in production; elsewhere it defaults to localhost', () => {
    expect(() => loadConfig({ ...PRODUCTION, PUBLIC_URL: undefined })).toThrow(ConfigError);
    expect(() => loadConfig({ ...PRODUCTION, PUBLIC_URL: undefined })).toThrow(/^PUBLIC_URL: required in production/);
    expect(loadConfig(PRODUCTION).PUBLIC_URL).toBe('https://specfind.example');
    expect(loadConfig({ NODE_ENV: 'development', SESSION_SECRET: 'x'.repeat(32) }).PUBLIC_URL).toBe('http://localhost:3000');
    // Canonical links follow the port the development server listens on.
    expect(loadConfig({ NODE_ENV: 'development', SESSION_SECRET: 'x'.repeat(32), PORT: '4100' }).PUBLIC_URL).toBe('http://localhost:4100');
  });

  it('trusts no proxy by default; TRUST_PROXY is a hop count or a list of addresses, ranges and keywords', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'loopback, 10.0.0.0/8,fd00::1' }).TRUST_PROXY).toEqual(['loopback', '10.0.0.0/8', 'fd00::1']);
  });

  it.each([
    ['', { '127.0.0.1': false, '10.1.2.3': false }],
    ['loopback, 10.0.0.0/8', { '127.0.0.1': true, '10.1.2.3': true, '203.0.113.9': false }],
  ])('TRUST_PROXY=%j is a setting Express understands', (value, trusted) => {
    const app = express().set('trust proxy', loadConfig({ NODE_ENV: 'test', TRUST_PROXY: value }).TRUST_PROXY);
    const trusts = app.get('trust proxy fn') as (address: string, hop: number) => boolean;
    for (const [address, expected] of Object.entries(trusted)) expect(trusts(address, 0), address).toBe(expected);
  });

  it('seeds demo accounts on the embedded database only, unless SEED_DEMO_ACCOUNTS says otherwise', () => {
    const server = { NODE_ENV: 'test', DATABASE_URL: 'postgres://db.example/specfind' };
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemoAccounts).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', SEED_DEMO_ACCOUNTS: 'false' }).seedDemoAccounts).toBe(false);
    expect(loadConfig(server).seedDemoAccounts).toBe(false);
    expect(loadConfig({ ...server, SEED_DEMO_ACCOUNTS: 'true' }).seedDemoAccounts).toBe(true);
  });

  it('keeps files on the local disk by default; FILE_STORE=postgres on either database; anything else named', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).FILE_STORE).toBe('local');
    expect(loadConfig({ NODE_ENV: 'test', FILE_STORE: 'postgres' }).FILE_STORE).toBe('postgres');
    expect(loadConfig({ NODE_ENV: 'test', FILE_STORE: 'postgres', DATABASE_URL: 'postgres://db.example/specfind' }).FILE_STORE).toBe('postgres');
    expect(() => loadConfig({ NODE_ENV: 'test', FILE_STORE: 's3' })).toThrow('FILE_STORE: must be local or postgres');
  });
});
