import { randomBytes } from 'node:crypto';
import { randomPassword } from '../../src/auth/random-password';
import type { Queryable } from '../../src/db/types';
import { DEMO_ACCOUNTS } from '../../src/domain/demo-credentials';
import { slugify } from '../../src/domain/slug';
import { daysBefore, iso } from './dates';
import { insertRows, nextId, syncSequence } from './insert';
import { firmName } from './learning';
import type { CompanyPlan } from './model';
import { hashPasswords } from './password';
import type { Rng } from './prng';
import { FIRST_NAMES, JOB_TITLES, LAST_NAMES } from './vocab-names';
import { CITIES } from './vocab-places';

export { DEMO_ACCOUNTS };

export interface SeededUsers {
  /** The demo user, or the first architect when the seed has no demo accounts. */
  demoSeq: number;
  /** Every architect's seq, the demo user first. */
  architects: number[];
}

/**
 * Starts hashing the users' passwords on the thread pool: with demo accounts the published ones (demo, admin,
 * client, architect); without, only the architects' shared hash, of a random password nobody knows.
 */
export function hashUserPasswords(rng: Rng, demoAccounts: boolean): Promise<string[]> {
  if (!demoAccounts) return hashPasswords([{ password: randomPassword(), saltHex: randomBytes(16).toString('hex') }]);
  const { demo, admin, client, architect } = DEMO_ACCOUNTS;
  const salts = [0, 1, 2, 3].map(() => rng.hex(16));
  return hashPasswords([demo, admin, client, architect].map((a, i) => ({ password: a.password, saltHex: salts[i] })));
}

/** The three named demo accounts' rows (demo, admin, client), from seq `first` on. */
function demoAccountRows(first: number, plans: CompanyPlan[], hashes: string[], home: (typeof CITIES)[number]): unknown[][] {
  const [demoHash, adminHash, clientHash] = hashes;
  const client = plans.find((p) => p.isClient)!;
  return [
    [first, DEMO_ACCOUNTS.demo.email, demoHash, 'Dana', 'Demo', 'Demo Architecture Studio', 'Project Architect', `(${home.area}) 482-3310`, 'https://www.demoarchitecture.example', '100 Main Street', home.city, home.state, `${home.zip}01`, false, null],
    [first + 1, DEMO_ACCOUNTS.admin.email, adminHash, 'Avery', 'Admin', 'SpecFinder', 'Administrator', '', '', '', '', '', '', true, null],
    [first + 2, DEMO_ACCOUNTS.client.email, clientHash, 'Casey', 'Client', client.name, 'Marketing Manager', client.phone, client.website, client.address, client.city, client.state, client.zip, false, client.coid],
  ];
}

/** Users and their profiles; `hashes` from hashUserPasswords (four with demo accounts, else the architects' one). */
export async function seedUsers(db: Queryable, rng: Rng, plans: CompanyPlan[], hashes: string[], count = 200): Promise<SeededUsers> {
  const demoAccounts = hashes.length > 1;
  const architectHash = hashes[hashes.length - 1];
  const first = await nextId(db, 'users', 'seq');
  const place = () => rng.pick(CITIES);
  const home = place();
  const rows: unknown[][] = demoAccounts ? demoAccountRows(first, plans, hashes, home) : [];
  const firstArchitect = first + rows.length;
  const emails = new Set<string>();
  for (let i = 0; i < count; i++) {
    const firstName = rng.pick(FIRST_NAMES);
    const lastName = rng.pick(LAST_NAMES);
    const firm = firmName(rng);
    const host = slugify(firm).replace(/-/g, '').slice(0, 40);
    let email = `${firstName}.${lastName}@${host}.example`.toLowerCase();
    for (let n = 2; emails.has(email); n++) email = `${firstName}.${lastName}${n}@${host}.example`.toLowerCase();
    emails.add(email);
    const city = place();
    rows.push([firstArchitect + i, email, architectHash, firstName, lastName, firm, rng.pick(JOB_TITLES),
      `(${city.area}) ${rng.int(201, 554)}-${rng.int(1000, 9999)}`, `https://www.${host}.example`,
      `${rng.int(10, 2400)} ${rng.pick(['Main', 'Market', 'Oak', 'Elm', 'Broad', 'Water'])} Street`, city.city, city.state,
      `${city.zip}${String(rng.int(1, 99)).padStart(2, '0')}`, false, null]);
  }
  await insertRows(db, 'users', ['seq int', 'email text', 'password_hash text', 'first_name text', 'last_name text', 'company text', 'title text', 'phone text',
    'website text', 'address text', 'city text', 'state text', 'zip text', 'is_admin boolean', 'coid int', 'created_at timestamptz', 'updated_at timestamptz'],
    rows.map((r) => {
      const at = iso(daysBefore(rng.int(30, 1000)));
      return [...r, at, at];
    }));
  await syncSequence(db, 'users', 'seq');
  const architects = Array.from({ length: count }, (_, i) => firstArchitect + i);
  return { demoSeq: first, architects: demoAccounts ? [first, ...architects] : architects };
}
