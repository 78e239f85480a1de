import type { Db } from '../../db/types';
import { checkCurrentPassword } from './check-password';
import { fieldError } from './field-error';
import type { AccountLimits } from './limits';
import type { ProfileUpdate } from './schemas';
import type { Profile } from './users';
import { updateProfile } from './users';

/** PUT /api/circulation/{seq}: saves the given fields; a change of email also needs the current password. */
export async function saveProfile(db: Db, limits: AccountLimits, current: Profile, update: ProfileUpdate): Promise<Profile> {
  const { currentPassword, ...changes } = update;
  if (changes.email && changes.email !== current.email) {
    if (!currentPassword) throw fieldError('currentPassword', 'Enter your current password to change your email address');
    await checkCurrentPassword(db, limits, current.seq, currentPassword, 'currentPassword');
  }
  return updateProfile(db, current.seq, changes);
}
