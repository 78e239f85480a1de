// npm run files:copy -- --from local --to postgres
// Copies manufacturers' files and logos (files/, media/logos/) from one file store to the other: DATA_DIR on this host
// ('local') and the database ('postgres', DATABASE_URL or the embedded one). Run it before switching FILE_STORE; it is
// idempotent, so run it again after the last writes to the old store (docs/operations.md, "File store").
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../src/config';
import { connect } from '../src/db/connect';
import { migrate } from '../src/db/migrate';
import { createFileStore } from '../src/services/storage';
import { copyFiles } from '../src/services/storage/copy-files';

const storeKind = z.enum(['local', 'postgres'], { error: 'must be local or postgres' });
const argsSchema = z
  .object({ from: storeKind, to: storeKind })
  .refine((args) => args.from !== args.to, { message: 'must name two different stores', path: ['to'] });

const parsed = argsSchema.safeParse(parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' } } }).values);
if (!parsed.success) {
  console.error(`usage: npm run files:copy -- --from local --to postgres (${parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('; ')})`);
  process.exit(2);
}
const config = loadConfig();
const db = await connect({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrate(db);
  const { from, to } = parsed.data;
  const summary = await copyFiles(createFileStore({ ...config, FILE_STORE: from }, db), createFileStore({ ...config, FILE_STORE: to }, db), (line) => console.log(line));
  console.log(`files copied from ${from} to ${to}: ${summary.copied} copied, ${summary.unchanged} already there`);
} finally {
  await db.close();
}
