import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';

describe('config', () => {
  it('applies defaults', () => {
    const c = loadConfig({ NODE_ENV: 'test' });
    expect(c.PORT).toBe(3000);
    expect(c.DATA_DIR).toBe('./data');
    expect(c.BRAND).toBe('specfind');
    expect(c.DATABASE_URL).toBeUndefined();
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
  ])('names the bad variable in one line: %o', (env, message) => {
    expect(() => loadConfig({ NODE_ENV: 'test', ...env })).toThrow(message);
  });

  it('reads host lists: comma-separated, trimmed, lower case; empty by default', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).FEEDBACK_HOSTS).toEqual([]);
    const c = loadConfig({ NODE_ENV: 'test', FEEDBACK_HOSTS: ' Hooks.Example:8443, .partner.example ,', LINK_HOSTS: 'events.example' });
    expect(c.FEEDBACK_HOSTS).toEqual(['hooks.example:8443', '.partner.example']);
    expect(c.LINK_HOSTS).toEqual(['events.example']);
  });

  it('requires a session secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }).isProduction).toBe(true);
  });
});
