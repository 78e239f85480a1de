import { addressKey } from '../../auth/address-key';
import { hashPassword } from '../../auth/passwords';
import { hashToken, newToken, RESET_TTL_MS } from '../../auth/tokens';
import { sql } from '../../db/sql';
import type { Db } from '../../db/types';
import { AppError } from '../../errors';
import type { AccountLimits } from './limits';
import type { MailDeps } from './mail';
import { sendMail } from './mail';
import { findLogin, setPasswordHash } from './users';
import { revokeUserBearers } from './bearer-tokens';

export const RESET_SENT = 'If that address has an account, we sent a link to reset its password. The link works once, for one hour.';
export const RESET_INVALID = 'This reset link is not valid: it has expired or was already used. Ask for a new one.';

interface ResetDeps extends MailDeps {
  db: Db;
  limits: AccountLimits;
}

/** Counts a forgot-password request (per IP, per address and IP, per address); throws 429 past the limit. */
export async function countResetRequest(limits: AccountLimits, email: string, ip: string): Promise<void> {
  const address = email.trim().toLowerCase();
  await limits.forgotIp.hit(addressKey(ip));
  await limits.forgot.reserve(address, ip);
}

/**
 * Creates a single-use reset token (stored hashed, one hour) and mails its link. Unknown
 * addresses do nothing; callers answer the same either way (RESET_SENT).
 */
/**
 * Starts the reset mail without waiting for it: the answer comes back equally fast whether
 * or not the address has an account (and whatever SMTP takes), so timing reveals nothing.
 * The work is durable either way: the token row first, then SMTP or the outbox.
 */
export function startResetMail(deps: ResetDeps, email: string): void {
  requestPasswordReset(deps, email).catch((error: unknown) => {
    deps.log.error({ err: error }, 'password reset request failed');
  });
}

async function requestPasswordReset(deps: ResetDeps, email: string): Promise<void> {
  const login = await findLogin(deps.db, email);
  if (!login) {
    deps.log.info('password reset asked for an address without an account');
    return;
  }
  const token = newToken();
  await deps.db.query(sql`INSERT INTO auth_tokens (token_hash, user_seq, kind, expires_at)
    VALUES (${hashToken(token)}, ${login.seq}, 'reset', ${new Date(Date.now() + RESET_TTL_MS)})`);
  const link = new URL(`/reset/${token}`, deps.config.PUBLIC_URL).href;
  await sendMail(deps, {
    to: email.trim().toLowerCase(),
    subject: 'Reset your SpecFind password',
    text: [
      'Someone (we hope you) asked to reset the password of your SpecFind account.',
      '',
      `Choose a new password here: ${link}`,
      '',
      'The link works once and expires in one hour. If you did not ask for it, ignore this mail:',
      'your password stays as it is.',
    ].join('\n'),
  });
}

/** Counts a use of a reset link (per IP and per token). */
export async function countResetAttempt(limits: AccountLimits, token: string, ip: string): Promise<void> {
  await limits.resetIp.hit(addressKey(ip));
  await limits.resetToken.hit(hashToken(token));
}

/** True when the token is an unused, unexpired reset token. */
export async function isResetTokenLive(db: Db, token: string): Promise<boolean> {
  const row = await db.maybeOne(sql`SELECT 1 FROM auth_tokens
    WHERE token_hash = ${hashToken(token)} AND kind = 'reset' AND used_at IS NULL AND expires_at > now()`);
  return row !== null;
}

/**
 * Sets the new password, uses up the token (and any other reset links of the account) and
 * signs the account out everywhere. 404 when the token is not live.
 */
export async function resetPassword(db: Db, token: string, password: string): Promise<number> {
  const hash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const row = await tx.maybeOne<{ userSeq: number }>(sql`UPDATE auth_tokens SET used_at = now()
      WHERE token_hash = ${hashToken(token)} AND kind = 'reset' AND used_at IS NULL AND expires_at > now()
      RETURNING user_seq AS "userSeq"`);
    if (!row) throw new AppError(404, RESET_INVALID);
    await tx.query(sql`UPDATE auth_tokens SET used_at = now() WHERE user_seq = ${row.userSeq} AND kind = 'reset' AND used_at IS NULL`);
    await setPasswordHash(tx, row.userSeq, hash);
    await revokeUserBearers(tx, row.userSeq);
    return row.userSeq;
  });
}
