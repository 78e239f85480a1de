import { scrypt } from 'node:crypto';

/**
 * The one password hasher of the demo data. Format: `scrypt$<saltHex>$<hashHex>`,
 * scrypt with N=16384, r=8, p=1, a 32-byte key; the salt is the raw bytes that
 * <saltHex> encodes (16 bytes here). A verifier recomputes
 * scrypt(password, Buffer.from(saltHex, 'hex'), 32, { N: 16384, r: 8, p: 1 })
 * and compares it with <hashHex> in constant time.
 *
 * The salt comes from the seeded generator so the demo data is reproducible.
 */
export const SCRYPT_PARAMS = { N: 16384, r: 8, p: 1 } as const;
export const SCRYPT_KEYLEN = 32;

export function hashPassword(password: string, saltHex: string): Promise<string> {
  return new Promise((resolve, reject) => {
    scrypt(password, Buffer.from(saltHex, 'hex'), SCRYPT_KEYLEN, SCRYPT_PARAMS, (error, key) => {
      if (error) reject(error);
      else resolve(`scrypt$${saltHex}$${key.toString('hex')}`);
    });
  });
}

/** Hashes many passwords, a few at a time on libuv's thread pool. */
export async function hashPasswords(
  entries: ReadonlyArray<{ password: string; saltHex: string }>,
  concurrency = 4,
): Promise<string[]> {
  const out = new Array<string>(entries.length);
  let next = 0;
  const worker = async () => {
    while (next < entries.length) {
      const index = next++;
      out[index] = await hashPassword(entries[index].password, entries[index].saltHex);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, entries.length) }, worker));
  return out;
}
