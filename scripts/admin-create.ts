// npm run admin:create -- --email a@b.example [--password ...]
// Creates an administrator or promotes an existing account; with no password for a new
// account, generates one and prints it once.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../src/config';
import { connect } from '../src/db/connect';
import { migrate } from '../src/db/migrate';
import { ensureAdministrator } from '../src/services/resources/administrators';

function fail(message: string): never {
  console.error(`admin:create: ${message}`);
  console.error('usage: npm run admin:create -- --email a@b.example [--password secret-of-10+-chars]');
  process.exit(1);
}

let options: { email?: string; password?: string };
try {
  options = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } }, strict: true }).values;
} catch (error) {
  fail((error as Error).message);
}
if (!options.email) fail('--email is required');

const config = loadConfig();
const db = await connect({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrate(db);
  const result = await ensureAdministrator(db, { email: options.email, password: options.password });
  console.log(`${result.created ? 'created administrator' : 'made administrator'} ${result.email} (user ${result.seq})`);
  if (result.generatedPassword) console.log(`password (shown once, change it after signing in): ${result.generatedPassword}`);
} catch (error) {
  if (error instanceof z.ZodError) {
    fail(error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('; '));
  }
  throw error;
} finally {
  await db.close();
}
