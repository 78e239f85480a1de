import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashes are `scrypt$<saltHex>$<hashHex>`: scrypt with N=16384, r=8, p=1 and a
 * 32-byte key over a per-password random 16-byte salt.
 */
const SCRYPT_PARAMS = { N: 16384, r: 8, p: 1 } as const;
const SCRYPT_KEYLEN = 32;

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, SCRYPT_KEYLEN, SCRYPT_PARAMS, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Hash with a given salt: only for reproducible demo data; accounts use hashPassword. */
export async function hashPasswordWithSalt(password: string, saltHex: string): Promise<string> {
  return `scrypt$${saltHex}$${(await derive(password, Buffer.from(saltHex, 'hex'))).toString('hex')}`;
}

export function hashPassword(password: string): Promise<string> {
  return hashPasswordWithSalt(password, randomBytes(16).toString('hex'));
}

/**
 * Constant-time check. A missing hash ("null", "undefined") or a malformed one still spends one scrypt
 * (unknown accounts cost the same time as known ones), against a zero key that no derivation yields.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const [scheme, saltHex, hashHex] = String(stored).split('$');
  const valid = scheme === 'scrypt' && /^[0-9a-f]{32}$/.test(saltHex) && /^[0-9a-f]{64}$/.test(hashHex);
  const [salt, expected] = valid
    ? [Buffer.from(saltHex, 'hex'), Buffer.from(hashHex, 'hex')]
    : [Buffer.alloc(16), Buffer.alloc(SCRYPT_KEYLEN)];
  const actual = await derive(password, salt);
  // Stryker disable next-line ConditionalExpression: defence in depth, equivalent while scrypt never yields the zero key.
  return timingSafeEqual(actual, expected) && valid;
}
