// npm run demo:disable
// Replaces every published demo password that still works on the configured database (the README's demo
// accounts, the seeded architects' shared one, clients' demo-report-{webabrv}) by a random one nobody is
// told, and takes the administrator role from those accounts. Client report passwords are then set anew by
// an administrator at /account/report-passwords (shown once). Nothing secret is printed.
import { loadConfig } from '../src/config';
import { connect } from '../src/db/connect';
import { migrate } from '../src/db/migrate';
import { describeDemoCredentials, disableDemoCredentials } from '../src/services/demo-credentials';

const config = loadConfig();
const db = await connect({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrate(db);
  const replaced = await disableDemoCredentials(db);
  console.log(replaced.length ? `replaced demo passwords: ${describeDemoCredentials(replaced)}` : 'no demo password works on this database');
} finally {
  await db.close();
}
