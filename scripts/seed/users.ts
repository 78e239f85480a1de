import type { Queryable } from '../../src/db/types';
import { slugify } from '../../src/domain/slug';
import { daysBefore, iso } from './dates';
import { insertRows, nextId, syncSequence } from './insert';
import { firmName } from './learning';
import type { CompanyPlan } from './model';
import { hashPasswords } from './password';
import type { Rng } from './prng';
import { FIRST_NAMES, JOB_TITLES, LAST_NAMES } from './vocab-names';
import { CITIES } from './vocab-places';

/**
 * Demo accounts (plain passwords are for the demo only):
 * - demo@example.com / demo-password-2026
 * - admin@example.com / admin-password-2026 (is_admin)
 * - client@example.com / client-password-2026 (staff of the first client company)
 * - ~200 architects, all with the password architect-password-2026 (one shared hash keeps seeding fast).
 */
export const DEMO_ACCOUNTS = {
  demo: { email: 'demo@example.com', password: 'demo-password-2026' },
  admin: { email: 'admin@example.com', password: 'admin-password-2026' },
  client: { email: 'client@example.com', password: 'client-password-2026' },
  architect: { password: 'architect-password-2026' },
} as const;

export interface SeededUsers {
  demoSeq: number;
  clientSeq: number;
  /** Every architect's seq, the demo user first. */
  architects: number[];
}

/** Starts hashing the demo passwords on the thread pool (demo, admin, client, architect). */
export function hashUserPasswords(rng: Rng): Promise<string[]> {
  const { demo, admin, client, architect } = DEMO_ACCOUNTS;
  const salts = [0, 1, 2, 3].map(() => rng.hex(16));
  return hashPasswords([demo, admin, client, architect].map((a, i) => ({ password: a.password, saltHex: salts[i] })));
}

export async function seedUsers(db: Queryable, rng: Rng, plans: CompanyPlan[], hashes: string[], count = 200): Promise<SeededUsers> {
  const [demoHash, adminHash, clientHash, architectHash] = hashes;
  const client = plans.find((p) => p.isClient)!;
  const first = await nextId(db, 'users', 'seq');
  const place = () => rng.pick(CITIES);
  const home = place();
  const rows: unknown[][] = [
    [first, DEMO_ACCOUNTS.demo.email, demoHash, 'Dana', 'Demo', 'Demo Architecture Studio', 'Project Architect', `(${home.area}) 482-3310`, 'https://www.demoarchitecture.example', '100 Main Street', home.city, home.state, `${home.zip}01`, false, null],
    [first + 1, DEMO_ACCOUNTS.admin.email, adminHash, 'Avery', 'Admin', 'SpecFinder', 'Administrator', '', '', '', '', '', '', true, null],
    [first + 2, DEMO_ACCOUNTS.client.email, clientHash, 'Casey', 'Client', client.name, 'Marketing Manager', client.phone, client.website, client.address, client.city, client.state, client.zip, false, client.coid],
  ];
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
    rows.push([first + 3 + i, email, architectHash, firstName, lastName, firm, rng.pick(JOB_TITLES),
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
  return {
    demoSeq: first,
    clientSeq: first + 2,
    architects: [first, ...Array.from({ length: count }, (_, i) => first + 3 + i)],
  };
}
