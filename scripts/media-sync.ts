// npm run media:sync
// After putting videos, webinar recordings or tool installers under DATA_DIR/media/{videos|webinars|software}/{coid}/
// (at the address each item records), puts those items online, and takes offline any whose file is gone.
import { loadConfig } from '../src/config';
import { connect } from '../src/db/connect';
import { migrate } from '../src/db/migrate';
import { syncMediaItems } from '../src/services/media-sync';

const config = loadConfig();
const db = await connect({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrate(db);
  const { online, offline } = await syncMediaItems(db, config.DATA_DIR, config);
  console.log(`media items put online: ${online.length ? online.join(', ') : 'none'}; taken offline: ${offline.length ? offline.join(', ') : 'none'}`);
} finally {
  await db.close();
}
