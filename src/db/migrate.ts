import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from './sql';
import type { Db } from './types';

const defaultDir = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Applies the .sql files of the migrations folder in name order, each once, each in a transaction. */
export async function migrate(db: Db, dir = defaultDir): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const done = new Set(
    (await db.many<{ name: string }>(sql`SELECT name FROM schema_migrations`)).map((r) => r.name),
  );
  const files = readdirSync(dir).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const script = readFileSync(`${dir}/${file}`, 'utf8');
    const record = `INSERT INTO schema_migrations (name) VALUES ('${file.replace(/'/g, "''")}');`;
    try {
      await db.exec(`BEGIN;\n${script}\n${record}\nCOMMIT;`);
    } catch (error) {
      await db.exec('ROLLBACK').catch(() => undefined);
      throw new Error(`Migration ${file} failed: ${(error as Error).message}`);
    }
    applied.push(file);
  }
  return applied;
}
