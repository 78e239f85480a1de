import { hashPassword } from '../../auth/passwords';
import type { Db } from '../../db/types';
import { revokeUserBearers } from './bearer-tokens';
import { checkCurrentPassword } from './check-password';
import { fieldError } from './field-error';
import type { AccountLimits } from './limits';
import type { PasswordChange } from './schemas';
import { setPasswordHash } from './users';

/**
 * PUT /api/circulation/{seq}/password: the old password must match. Every other session of
 * the account is signed out; `keepToken` (the one making the change) stays.
 */
export async function changePassword(db: Db, limits: AccountLimits, seq: number, change: PasswordChange, keepToken?: string): Promise<void> {
  await checkCurrentPassword(db, limits, seq, change.oldPassword, 'oldPassword');
  if (change.oldPassword === change.newPassword) throw fieldError('newPassword', 'Choose a password different from the current one');
  await setPasswordHash(db, seq, await hashPassword(change.newPassword));
  await revokeUserBearers(db, seq, keepToken);
}
