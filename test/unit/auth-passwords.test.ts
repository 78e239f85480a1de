import * as crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { hashPassword, hashPasswordWithSalt, verifyPassword } from '../../src/auth/passwords';

// The real scrypt, watched: which derivations a check runs is what makes it cost the same, not a stopwatch.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, scrypt: vi.fn(actual.scrypt) };
});

describe('password hashing', () => {
  it('hashes with scrypt and a random per-password salt', async () => {
    const a = await hashPassword('correct horse battery staple');
    const b = await hashPassword('correct horse battery staple');
    expect(a).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('correct');
  });

  it('is reproducible with a given salt (demo data only)', async () => {
    const salt = '0123456789abcdef0123456789abcdef';
    expect(await hashPasswordWithSalt('pw', salt)).toBe(await hashPasswordWithSalt('pw', salt));
    expect(await hashPasswordWithSalt('pw', salt)).not.toBe(await hashPasswordWithSalt('pw2', salt));
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('s3cret-passphrase');
    expect(await verifyPassword('s3cret-passphrase', hash)).toBe(true);
    expect(await verifyPassword('s3cret-passphrasE', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('normalises Unicode (NFKC) so the same visible password matches', async () => {
    const hash = await hashPassword('caf\u00e9-latte-password');
    expect(await verifyPassword('cafe\u0301-latte-password', hash)).toBe(true);
  });

  it.each([
    ['missing', null],
    ['undefined', undefined],
    ['empty', ''],
    ['another scheme', `bcrypt$${'a'.repeat(32)}$${'b'.repeat(64)}`],
    ['short salt', `scrypt$abcd$${'b'.repeat(64)}`],
    ['non-hex hash', `scrypt$${'a'.repeat(32)}$${'z'.repeat(64)}`],
    ['truncated hash', `scrypt$${'a'.repeat(32)}$${'b'.repeat(10)}`],
    ['no separators', 'scrypt'],
  ])('refuses every password against a %s hash without throwing', async (_label, stored) => {
    await expect(verifyPassword('anything', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('refuses the right password against its own hash bent out of the exact format', async () => {
    const hash = await hashPassword('bent-format-password');
    const [, salt, key] = hash.split('$');
    // Node would decode each of these to the same bytes (or throw on a length): only the format check refuses them.
    for (const bent of [`bcrypt$${salt}$${key}`, `scrypt$${salt}a$${key}`, `scrypt$${salt}$${key}a`, `scrypt$${salt}$g${key}`, `scrypt$${salt.toUpperCase()}$${key.toUpperCase()}`]) {
      await expect(verifyPassword('bent-format-password', bent), bent).resolves.toBe(false);
    }
    await expect(verifyPassword('bent-format-password', hash)).resolves.toBe(true);
  });

  it('refuses the all-zero dummy hash even for a password that might derive zeros', async () => {
    await expect(verifyPassword('x', `scrypt$${'00'.repeat(16)}$${'00'.repeat(32)}`)).resolves.toBe(false);
  });

  it('spends the same scrypt on a missing or malformed hash as on a real one (unknown emails cost the same)', async () => {
    const scrypt = vi.mocked(crypto.scrypt);
    const hash = await hashPassword('timing-check-password');
    const derivations = async (stored: string | null | undefined) => {
      scrypt.mockClear();
      await verifyPassword('wrong-password', stored);
      return scrypt.mock.calls.map(([, salt, keylen, options]) => ({ saltBytes: Buffer.from(salt as Buffer).byteLength, keylen, options }));
    };
    const real = await derivations(hash);
    expect(real).toHaveLength(1);
    expect(await derivations(null)).toEqual(real);
    expect(await derivations(undefined)).toEqual(real);
    expect(await derivations('scrypt$nothex$short')).toEqual(real);
  });
});
