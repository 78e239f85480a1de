import { loadConfig } from '../src/config';
import { connect } from '../src/db/connect';
import { migrate } from '../src/db/migrate';

const config = loadConfig();
const db = await connect({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const applied = await migrate(db);
console.log(applied.length ? `applied ${applied.join(', ')}` : 'database is up to date');
await db.close();
