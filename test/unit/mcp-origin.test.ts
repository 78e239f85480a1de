import { describe, expect, it } from 'vitest';
import { isAllowedMcpOrigin } from '../../src/mcp/origin';

const SITE = 'https://specfind.example';

describe('isAllowedMcpOrigin (the DNS-rebinding rule)', () => {
  it('accepts a request without Origin, and the site\'s own origin', () => {
    expect(isAllowedMcpOrigin(undefined, SITE, true)).toBe(true);
    expect(isAllowedMcpOrigin('https://specfind.example', SITE, true)).toBe(true);
  });

  it('accepts localhost on any port outside production only', () => {
    for (const origin of ['http://localhost:6274', 'http://127.0.0.1:5173', 'http://[::1]:3000']) {
      expect(isAllowedMcpOrigin(origin, SITE, false), origin).toBe(true);
      expect(isAllowedMcpOrigin(origin, SITE, true), origin).toBe(false);
    }
  });

  it.each(['https://evil.example', 'http://specfind.example', 'https://specfind.example.evil.example', 'null', '', 'not a url', 'file://localhost'])(
    'refuses %j',
    (origin) => {
      expect(isAllowedMcpOrigin(origin, SITE, false)).toBe(false);
    },
  );
});
