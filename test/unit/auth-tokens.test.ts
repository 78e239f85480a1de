import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashToken, newToken } from '../../src/auth/tokens';
import { isRemembered } from '../../src/services/accounts/bearer-tokens';
import { resetTokenSchema } from '../../src/services/accounts/schemas';

const ONE_HOUR_MS = 3_600_000;

describe('tokens', () => {
  it('are 256 random bits, URL-safe, and never repeat', () => {
    const tokens = new Set(Array.from({ length: 1000 }, newToken));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(newToken(), 'base64url')).toHaveLength(32);
  });

  it('are stored as their SHA-256 (hex), deterministic and distinct from the token', () => {
    const token = newToken();
    expect(hashToken(token)).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hashToken(token)).toBe(hashToken(token));
    expect(hashToken(token)).not.toBe(hashToken(newToken()));
    expect(hashToken(token)).not.toContain(token);
  });

  it('match the reset link pattern, and nothing else does', () => {
    expect(resetTokenSchema.safeParse(newToken()).success).toBe(true);
    for (const bad of ['', 'short', `${newToken()}x`, `${newToken().slice(0, 42)}/`, '../../etc/passwd'.padEnd(43, 'a')]) {
      expect(resetTokenSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('token lifetimes', () => {
  // The lifetimes themselves are checked where tokens are issued (test/api/accounts-session.test.ts).
  it('a token counts as remembered only while it outlives the short lifetime of 24 hours', () => {
    const now = Date.now();
    expect(isRemembered(new Date(now + 30 * 24 * ONE_HOUR_MS))).toBe(true);
    expect(isRemembered(new Date(now + 24 * ONE_HOUR_MS + 60_000))).toBe(true);
    expect(isRemembered(new Date(now + 24 * ONE_HOUR_MS - 60_000))).toBe(false);
    expect(isRemembered(new Date(now - 1000))).toBe(false);
  });
});
