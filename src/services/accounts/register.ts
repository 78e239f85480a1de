import { addressKey } from '../../auth/address-key';
import type { Db } from '../../db/types';
import type { AccountLimits } from './limits';
import type { NewAccount } from './schemas';
import type { Profile } from './users';
import { createUser } from './users';

/**
 * Registration (POST /api/circulation and the /signin "create account" form). Counted per IP:
 * a taken address answers 409, so the limit also bounds probing for accounts this way.
 */
export async function registerAccount(db: Db, limits: AccountLimits, input: NewAccount, ip: string): Promise<Profile> {
  await limits.createIp.hit(addressKey(ip));
  return createUser(db, input);
}
