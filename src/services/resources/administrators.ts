import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { hashPassword } from '../../auth/passwords';
import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';
import { emailSchema } from '../../domain/validation';

/** The same rule sign-up applies to a chosen password (at least 10 characters). */
const ADMIN_PASSWORD_MIN = 10;

export const administratorInput = z.object({
  email: emailSchema.transform((value) => value.toLowerCase()),
  password: z.string().min(ADMIN_PASSWORD_MIN, `must be at least ${ADMIN_PASSWORD_MIN} characters`).max(200).optional(),
});

interface AdministratorResult {
  seq: number;
  email: string;
  /** A new account (true) or an existing one promoted (false). */
  created: boolean;
  /** The password generated for a new account given none; shown once, never stored in clear. */
  generatedPassword?: string;
}

/**
 * Creates an administrator, or gives an existing account the role (the product names no roles
 * beyond anonymous and signed-in; docs/decisions/2026-11-22-administrator-role.md). A password given replaces the account's; a new account given
 * none gets a random one.
 */
export async function ensureAdministrator(db: Queryable, input: z.input<typeof administratorInput>): Promise<AdministratorResult> {
  const { email, password } = administratorInput.parse(input);
  const existing = await db.maybeOne<{ seq: number }>(sql`SELECT seq FROM users WHERE email = ${email}`);
  if (existing) {
    const hash = password ? await hashPassword(password) : null;
    await db.query(sql`UPDATE users SET is_admin = true, password_hash = coalesce(${hash}, password_hash), updated_at = now()
      WHERE seq = ${existing.seq}`);
    return { seq: existing.seq, email, created: false };
  }
  const generatedPassword = password ? undefined : randomBytes(15).toString('base64url');
  const hash = await hashPassword(password ?? generatedPassword!);
  const row = await db.one<{ seq: number }>(sql`
    INSERT INTO users (email, password_hash, is_admin) VALUES (${email}, ${hash}, true) RETURNING seq`);
  return { seq: row.seq, email, created: true, ...(generatedPassword ? { generatedPassword } : {}) };
}
