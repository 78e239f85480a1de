import type { Queryable } from '../src/db/types';
import { DEMO_ACCOUNTS } from '../src/domain/demo-credentials';
import type { DemoSignIn } from '../src/domain/start-banner';
import { findDemoCredentials } from '../src/services/demo-credentials';

const ROLES: Record<string, string> = {
  [DEMO_ACCOUNTS.demo.email]: 'saved favorites, searches and projects',
  [DEMO_ACCOUNTS.admin.email]: 'administrator',
  [DEMO_ACCOUNTS.client.email]: 'staff of a manufacturer client',
};

/** The README's demo sign-ins that still work on this database (none on a server database seeded without them). */
export async function demoSignIns(db: Queryable): Promise<DemoSignIn[]> {
  const working = new Set((await findDemoCredentials(db)).filter((c) => c.kind === 'user').map((c) => c.label.toLowerCase()));
  return [DEMO_ACCOUNTS.demo, DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.client]
    .filter((account) => working.has(account.email))
    .map((account) => ({ email: account.email, password: account.password, role: ROLES[account.email] }));
}
