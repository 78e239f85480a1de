import { hashPassword, verifyPassword } from '../auth/passwords';
import { randomPassword } from '../auth/random-password';
import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import { DEMO_ACCOUNTS, demoReportPassword } from '../domain/demo-credentials';

/** A stored hash a published demo password opens. */
interface DemoCredential {
  kind: 'user' | 'report';
  /** An email (user) or a client's webabrv (report); the shared architects' hash reads "architects". */
  label: string;
  /** The users whose hash this is (kind user), or the client (kind report). */
  key: string;
}

const NAMED = [DEMO_ACCOUNTS.demo, DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.client];

/** Runs the checks a few at a time (scrypt takes one of libuv's four threads each). */
async function inBatches<T, R>(items: readonly T[], work: (item: T) => Promise<R>, size = 4): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return out;
}

/**
 * The demo credentials that still work on this database: the named demo accounts' passwords, the
 * architects' shared one (a hash held by more than one user is the seed's) and every client's
 * demo-report-{webabrv}. One scrypt per named account, shared hash and client: cheap enough at start.
 */
export async function findDemoCredentials(db: Queryable): Promise<DemoCredential[]> {
  const named = await db.many<{ email: string; hash: string }>(sql`SELECT email, password_hash AS hash FROM users
    WHERE lower(email) = ANY(${NAMED.map((a) => a.email)}::text[]) AND password_hash IS NOT NULL`);
  const shared = await db.many<{ hash: string }>(sql`SELECT password_hash AS hash FROM users
    WHERE password_hash IS NOT NULL GROUP BY password_hash HAVING count(*) > 1 LIMIT 10`);
  const clients = await db.many<{ webabrv: string; hash: string }>(sql`SELECT webabrv, report_password_hash AS hash FROM companies
    WHERE is_client AND webabrv IS NOT NULL AND report_password_hash IS NOT NULL`);
  const checks: { credential: DemoCredential; password: string; hash: string }[] = [
    ...named.map((row) => ({
      credential: { kind: 'user' as const, label: row.email, key: row.hash },
      password: NAMED.find((a) => a.email === row.email.toLowerCase())!.password,
      hash: row.hash,
    })),
    ...shared.map((row) => ({ credential: { kind: 'user' as const, label: 'architects', key: row.hash }, password: DEMO_ACCOUNTS.architect.password, hash: row.hash })),
    ...clients.map((row) => ({ credential: { kind: 'report' as const, label: row.webabrv, key: row.webabrv }, password: demoReportPassword(row.webabrv), hash: row.hash })),
  ];
  const opens = await inBatches(checks, (check) => verifyPassword(check.password, check.hash));
  return checks.filter((_, i) => opens[i]).map((check) => check.credential);
}

/** One line naming what was found, for the refusal at start. */
export function describeDemoCredentials(found: readonly DemoCredential[]): string {
  const users = found.filter((f) => f.kind === 'user').map((f) => f.label);
  const reports = found.filter((f) => f.kind === 'report').length;
  return [users.length ? `accounts ${users.join(', ')}` : '', reports ? `report passwords of ${reports} clients` : ''].filter(Boolean).join('; ');
}

/**
 * Replaces every working demo password by a random one nobody is told: users keep their rows (and
 * their history) but can only get in through a password reset; clients get a new report password
 * an administrator sets and sees once (/account/report-passwords). Returns what was replaced.
 */
export async function disableDemoCredentials(db: Queryable): Promise<DemoCredential[]> {
  const found = await findDemoCredentials(db);
  for (const credential of found) {
    const hash = await hashPassword(randomPassword());
    if (credential.kind === 'user') await db.query(sql`UPDATE users SET password_hash = ${hash}, is_admin = false WHERE password_hash = ${credential.key}`);
    else await db.query(sql`UPDATE companies SET report_password_hash = ${hash} WHERE webabrv = ${credential.key} AND is_client`);
  }
  return found;
}
