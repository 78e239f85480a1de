import { requireManager } from '../auth/require';
import type { SessionUser } from '../domain/session-user';
import type { ManageActor } from '../services/manage/audit';

/** The signed-in manufacturer's staff member or administrator acting for `coid`, as the audit log names them (401/403 otherwise). */
export function managerActor(asker: { user: SessionUser | null }, coid: number): ManageActor {
  const user = requireManager(asker, coid);
  return { userSeq: user.seq, label: `user:${user.email}`, isAdmin: user.isAdmin };
}
