import { hashPasswordWithSalt } from '../../src/auth/passwords';

/**
 * The one place the seed hashes passwords. Format (src/auth/passwords.ts):
 * `scrypt$<saltHex>$<hashHex>`, scrypt of the NFKC-normalised password with N=16384,
 * r=8, p=1 and a 32-byte key, the salt being the 16 raw bytes <saltHex> encodes.
 * The salts come from the seeded generator, so the demo data is reproducible.
 */
function hashPassword(password: string, saltHex: string): Promise<string> {
  return hashPasswordWithSalt(password, saltHex);
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
