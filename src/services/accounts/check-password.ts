import { verifyPassword } from '../../auth/passwords';
import type { Queryable } from '../../db/types';
import { fieldError } from './field-error';
import type { AccountLimits } from './limits';
import { passwordHashOf } from './users';

const WRONG_PASSWORD = 'Your current password is not correct';

/**
 * Checks a signed-in user's current password, naming `field` when it is wrong. Wrong answers are
 * counted per account (reserved before the check, refunded when right), so a stolen session can't be
 * used to guess it.
 */
export async function checkCurrentPassword(db: Queryable, limits: AccountLimits, seq: number, password: string, field: string): Promise<void> {
  const slot = await limits.passwordCheck.reserve(String(seq));
  if (!(await verifyPassword(password, await passwordHashOf(db, seq)))) throw fieldError(field, WRONG_PASSWORD);
  await slot.refund();
}
