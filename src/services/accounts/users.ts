import { hashPassword } from '../../auth/passwords';
import { sql } from '../../db/sql';
import type { SqlQuery } from '../../db/sql';
import type { Queryable } from '../../db/types';
import type { SessionUser } from '../../domain/session-user';
import { fieldError } from './field-error';
import type { NewAccount, ProfileChanges } from './schemas';

/** A user's own data (GET /api/circulation/me). Never the password hash. */
export interface Profile extends SessionUser {
  company: string;
  title: string;
  phone: string;
  website: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  /** The kind of firm stated on the profile (FIRM_TYPES), or null. */
  firmType: string | null;
  createdAt: Date;
}

const PROFILE = sql.raw(`seq, email, first_name AS "firstName", last_name AS "lastName", is_admin AS "isAdmin", coid,
  company, title, phone, website, address, city, state, zip, firm_type AS "firmType", created_at AS "createdAt"`);

/** Profile field → column; a fixed list, so column names never come from input. */
const COLUMNS: Record<keyof ProfileChanges, string> = {
  email: 'email',
  firstName: 'first_name',
  lastName: 'last_name',
  company: 'company',
  title: 'title',
  phone: 'phone',
  website: 'website',
  address: 'address',
  city: 'city',
  state: 'state',
  zip: 'zip',
  firmType: 'firm_type',
};

const EMAIL_TAKEN = 'An account with this email address already exists. Sign in, or reset your password.';

export function toSessionUser(p: Profile): SessionUser {
  return { seq: p.seq, email: p.email, firstName: p.firstName, lastName: p.lastName, isAdmin: p.isAdmin, coid: p.coid };
}

export function getProfile(db: Queryable, seq: number): Promise<Profile | null> {
  return db.maybeOne<Profile>(sql`SELECT ${PROFILE} FROM users WHERE seq = ${seq}`);
}

/** What sign-in needs. Emails are stored in lower case, so the lookup uses the unique index. */
export function findLogin(db: Queryable, email: string): Promise<{ seq: number; passwordHash: string } | null> {
  return db.maybeOne(sql`SELECT seq, password_hash AS "passwordHash" FROM users WHERE email = ${email.trim().toLowerCase()}`);
}

export async function passwordHashOf(db: Queryable, seq: number): Promise<string | null> {
  return (await db.maybeOne<{ hash: string }>(sql`SELECT password_hash AS hash FROM users WHERE seq = ${seq}`))?.hash ?? null;
}

/** Creates an account (409 naming the email field when the address is taken). */
export async function createUser(db: Queryable, input: NewAccount): Promise<Profile> {
  const hash = await hashPassword(input.password);
  const row = await db.maybeOne<Profile>(sql`
    INSERT INTO users (email, password_hash, first_name, last_name, company, title, phone, website, address, city, state, zip)
    VALUES (${input.email}, ${hash}, ${input.firstName}, ${input.lastName}, ${input.company ?? ''}, ${input.title ?? ''},
      ${input.phone ?? ''}, ${input.website ?? ''}, ${input.address ?? ''}, ${input.city ?? ''}, ${input.state ?? ''}, ${input.zip ?? ''})
    ON CONFLICT (email) DO NOTHING
    RETURNING ${PROFILE}`);
  if (!row) throw fieldError('email', EMAIL_TAKEN, 409);
  return row;
}

/** Updates the given fields only. */
export async function updateProfile(db: Queryable, seq: number, changes: ProfileChanges): Promise<Profile> {
  if (changes.email) {
    const taken = await db.maybeOne(sql`SELECT 1 FROM users WHERE email = ${changes.email} AND seq <> ${seq}`);
    if (taken) throw fieldError('email', EMAIL_TAKEN, 409);
  }
  const sets: SqlQuery[] = [];
  for (const [key, column] of Object.entries(COLUMNS) as [keyof ProfileChanges, string][]) {
    const value = changes[key];
    if (value !== undefined) sets.push(sql`${sql.raw(column)} = ${value}`);
  }
  sets.push(sql`updated_at = now()`);
  return db.one<Profile>(sql`UPDATE users SET ${sql.join(sets, ', ')} WHERE seq = ${seq} RETURNING ${PROFILE}`);
}

/** Stores a new hash (from hashPassword; hash before a transaction, scrypt is slow). */
export async function setPasswordHash(db: Queryable, seq: number, hash: string): Promise<void> {
  await db.query(sql`UPDATE users SET password_hash = ${hash}, updated_at = now() WHERE seq = ${seq}`);
}
