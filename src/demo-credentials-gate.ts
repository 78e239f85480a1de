import type { Config } from './config';
import type { Queryable } from './db/types';
import type { Logger } from './log';
import { describeDemoCredentials, findDemoCredentials } from './services/demo-credentials';

/**
 * A production start on a server database (NODE_ENV=production and DATABASE_URL) refuses to run while a
 * published demo password still opens an account or a client's report, unless the operator asked for
 * demo accounts (SEED_DEMO_ACCOUNTS=true). Returns the one line to exit with, or null to go on.
 */
export async function demoCredentialsRefusal(db: Queryable, config: Config, log: Logger): Promise<string | null> {
  if (!config.isProduction || !config.DATABASE_URL) return null;
  const found = await findDemoCredentials(db);
  if (found.length === 0) return null;
  const what = describeDemoCredentials(found);
  if (config.seedDemoAccounts) {
    log.warn(`demo passwords in use (SEED_DEMO_ACCOUNTS=true): ${what}`);
    return null;
  }
  return `Refusing to start in production: published demo passwords still work on this database (${what}). Run npm run demo:disable, or set SEED_DEMO_ACCOUNTS=true for a demo server (docs/operations.md, Production settings).`;
}
