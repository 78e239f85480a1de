import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { backfillProductRecords } from './product-record-backfill';
import { syncProductTemplates } from './product-templates';
import { sql } from './sql';
import type { Db, Session } from './types';

const defaultDir = fileURLToPath(new URL('./migrations/', import.meta.url));

/** The advisory lock every process migrating this database takes: any fixed number, the same in every process. */
const MIGRATION_LOCK_KEY = 5_350_454_346;

async function applyPending(session: Session, dir: string): Promise<string[]> {
  await session.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const done = new Set((await session.many<{ name: string }>(sql`SELECT name FROM schema_migrations`)).map((r) => r.name));
  const files = readdirSync(dir).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const script = readFileSync(`${dir}/${file}`, 'utf8');
    const record = `INSERT INTO schema_migrations (name) VALUES ('${file.replace(/'/g, "''")}');`;
    try {
      await session.exec(`BEGIN;\n${script}\n${record}\nCOMMIT;`);
    } catch (error) {
      await session.exec('ROLLBACK').catch(() => undefined);
      throw new Error(`Migration ${file} failed: ${(error as Error).message}`);
    }
    applied.push(file);
  }
  return applied;
}

/**
 * Applies the .sql files of the migrations folder in name order, each once, each in a transaction.
 * Processes started together (several servers, or workers) take turns: each holds a session-level
 * advisory lock on its own connection while it reads what was applied and applies the rest, so the
 * first one migrates and the others find nothing left to do.
 */
export async function migrate(db: Db, dir = defaultDir): Promise<string[]> {
  return db.session(async (session) => {
    // Waiting for another process's migration, and a long migration itself, must not be cut short by a
    // statement timeout meant for requests; the connection's own setting comes back afterwards.
    await session.exec('SET statement_timeout = 0');
    await session.query(sql`SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      const applied = await applyPending(session, dir);
      if (await syncProductTemplates(session)) await backfillProductRecords(session);
      return applied;
    } finally {
      await session.query(sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
      await session.exec('RESET statement_timeout');
    }
  });
}
