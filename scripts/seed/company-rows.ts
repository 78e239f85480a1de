import { randomBytes } from 'node:crypto';
import { randomPassword } from '../../src/auth/random-password';
import { sql } from '../../src/db/sql';
import { demoReportPassword } from '../../src/domain/demo-credentials';
import type { Queryable } from '../../src/db/types';
import { daysBefore, iso, isoDay } from './dates';
import { insertRows } from './insert';
import type { CompanyPlan } from './model';
import { hashPasswords } from './password';
import type { Rng } from './prng';

/** The demo report password of a client company (demo-report-<webabrv>); only its scrypt hash is stored. */
export const reportPassword = demoReportPassword;

/**
 * Starts hashing the clients' report passwords on the thread pool; resolves to coid → hash. With demo
 * accounts each is `demo-report-<webabrv>`; without, a random one that is never shown (an administrator
 * sets a new one for a client, shown once: /account/report-passwords).
 */
export function hashReportPasswords(rng: Rng, plans: CompanyPlan[], demoAccounts: boolean): Promise<Map<number, string>> {
  const clients = plans.filter((p) => p.isClient);
  const salts = clients.map(() => rng.hex(16));
  const entries = clients.map((c, i) =>
    demoAccounts
      ? { password: reportPassword(c.webabrv), saltHex: salts[i] }
      : { password: randomPassword(), saltHex: randomBytes(16).toString('hex') },
  );
  return hashPasswords(entries).then((hashes) => new Map(clients.map((c, i) => [c.coid, hashes[i]])));
}

/** Stores the report password hashes (computed while the catalog was being written). */
export async function storeReportPasswords(db: Queryable, hashes: Map<number, string>): Promise<void> {
  if (hashes.size === 0) return;
  const values = [...hashes].map(([coid, hash]) => sql`(${coid}::int, ${hash}::text)`);
  await db.query(sql`UPDATE companies c SET report_password_hash = v.hash
    FROM (VALUES ${sql.join(values, ', ')}) AS v(coid, hash) WHERE c.coid = v.coid`);
}

export async function insertCompanies(db: Queryable, rng: Rng, plans: CompanyPlan[]): Promise<void> {
  await insertRows(
    db,
    'companies',
    ['coid int', 'name text', 'slug text', 'webabrv text', 'is_client boolean', 'report_password_hash text', 'description text', 'address text', 'city text', 'state text',
      'zip text', 'phone text', 'email text', 'website text', 'urls jsonb', 'category text', 'has_news boolean', 'has_projects boolean', 'founded int', 'created_at timestamptz'],
    plans.map((p) => [
      p.coid, p.name, p.slug, p.webabrv, p.isClient, null, p.description, p.address, p.city, p.state,
      p.zip, p.phone, p.email, p.website, JSON.stringify(p.urls), p.category.title, p.hasNews, p.hasProjects, p.founded,
      iso(p.createdAt),
    ]),
  );
  await insertRows(
    db,
    'company_sections',
    ['coid int', 'mf text', 'section text'],
    plans.flatMap((p) => [
      ...p.sections.map((s) => [p.coid, '04', s]),
      ...p.sections95.map((s) => [p.coid, '95', s]),
    ]),
  );
  await insertRows(
    db,
    'clients',
    ['coid int', 'plan text', 'starts_at date', 'ends_at date'],
    plans.filter((p) => p.isClient).map((p) => {
      const starts = daysBefore(rng.int(30, 900));
      // Every demo client is current: its term ends one to three years after the base date.
      return [p.coid, rng.weighted([['standard', 6], ['premium', 3], ['enterprise', 1]] as const), isoDay(starts), isoDay(daysBefore(-rng.int(1, 3) * 365))];
    }),
  );
}
