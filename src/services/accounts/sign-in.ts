import { addressKey } from '../../auth/address-key';
import { verifyPassword } from '../../auth/passwords';
import { AppError } from '../../errors';
import type { Db } from '../../db/types';
import type { SessionUser } from '../../domain/session-user';
import { issueBearer } from './bearer-tokens';
import type { AccountLimits } from './limits';
import { findLogin, getProfile, toSessionUser } from './users';

interface SignInInput {
  email: string;
  password: string;
  rememberMe: boolean;
  /** The client's address, for the per-IP limit. */
  ip: string;
}

interface SignedIn {
  token: string;
  expiresAt: Date;
  user: SessionUser;
}

/** One message for a wrong password and an unknown address: it never tells which. */
const BAD_CREDENTIALS = 'The email address or password is not correct.';

/**
 * Checks the credentials and issues a bearer token. Each attempt is reserved, before the password is
 * checked, against the address (signInIp) and the account (ACCOUNT_FAILURE_RULES), and refunded when
 * the password is right: only failures count, and however many attempts race, no more than the budgets
 * allow get a password check. An attacker's address is stopped while the owner's right password from
 * an address that has not been failing still works. An unknown address still spends one scrypt, so
 * timing tells nothing either.
 */
export async function signIn(db: Db, limits: AccountLimits, input: SignInInput): Promise<SignedIn> {
  const account = input.email.trim().toLowerCase();
  const fromAddress = await limits.signInIp.reserve(addressKey(input.ip));
  const onAccount = await limits.signIn.reserve(account, input.ip).catch(async (error: unknown) => {
    await fromAddress.refund();
    throw error;
  });
  const login = await findLogin(db, account);
  const valid = await verifyPassword(input.password, login?.passwordHash);
  if (!valid || !login) throw new AppError(401, BAD_CREDENTIALS);
  await Promise.all([fromAddress.refund(), onAccount.succeed()]);
  const profile = await getProfile(db, login.seq);
  if (!profile) throw new AppError(401, BAD_CREDENTIALS);
  const issued = await issueBearer(db, login.seq, input.rememberMe);
  return { ...issued, user: toSessionUser(profile) };
}
