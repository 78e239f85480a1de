import { sql } from '../../src/db/sql';
import type { Db, Queryable } from '../../src/db/types';
import { iso } from './dates';
import { insertRows } from './insert';
import type { ContentPlan } from './model';

/**
 * Bulk insert of content items with their search vectors computed set-wise.
 *
 * The row trigger content_items_search_refresh (001_catalog.sql) looks up the company
 * name and the section title with two queries per row; on PGlite that costs ~0.4 ms a
 * row, five times the insert itself (8,300 items: 3.6 s with the trigger, 0.7 s without).
 * So, inside the chunk's transaction, the trigger is disabled and the INSERT computes the
 * same vectors with a join. `verifySearchVectors` then compares a sample with what the
 * real trigger produces and, if the trigger has changed since this was written,
 * recomputes every row through it.
 */

const COLUMNS = ['id int', 'coid int', 'product_seq int', 'content_type text', 'title text', 'description text',
  'mf text', 'division text', 'section text', 'filename text', 'file_format text', 'file_size int', 'url text',
  'online boolean', 'popularity int', 'published_at timestamptz', 'created_at timestamptz'];

function row(c: ContentPlan): unknown[] {
  const at = iso(c.publishedAt);
  return [c.id, c.coid, c.productSeq, c.contentType, c.title, c.description, '04', c.division, c.section, c.filename,
    c.fileFormat, c.fileSize, c.url, c.online, c.popularity, at, at];
}

/** Mirrors content_items_search_refresh (migration 020): section title A; title B; company name C; description D. */
const VECTORS = `
  setweight(to_tsvector('english', coalesce(s.title, '')), 'A') ||
  setweight(to_tsvector('english', coalesce(u.title, '')), 'B') ||
  setweight(to_tsvector('english', coalesce(c.name, '')), 'C') ||
  setweight(to_tsvector('english', coalesce(u.description, '')), 'D'),
  to_tsvector('simple', coalesce(u.title, '') || ' ' || coalesce(c.name, ''))`;

/** Whether this session may disable the table's trigger (it owns the table). */
export async function canBypassTrigger(db: Queryable): Promise<boolean> {
  const row = await db.one<{ ok: boolean }>(sql`SELECT pg_has_role(current_user, c.relowner, 'USAGE') AS ok
    FROM pg_class c WHERE c.oid = 'content_items'::regclass`);
  return row.ok;
}

export async function insertContentItems(tx: Queryable, items: readonly ContentPlan[], bypassTrigger: boolean): Promise<void> {
  if (!bypassTrigger) {
    await insertRows(tx, 'content_items', COLUMNS, items.map(row));
    return;
  }
  await tx.query(sql`ALTER TABLE content_items DISABLE TRIGGER content_items_search_refresh`);
  const names = COLUMNS.map((c) => c.split(' ')[0]);
  const types = COLUMNS.map((c) => c.split(' ')[1]);
  for (let start = 0; start < items.length; start += 5000) {
    const rows = items.slice(start, start + 5000).map(row);
    const arrays = types.map((type, i) => sql`${rows.map((r) => r[i])}::${sql.raw(type)}[]`);
    await tx.query(sql`INSERT INTO content_items (${sql.raw(names.join(', '))}, search, name_words)
      SELECT ${sql.raw(names.map((n) => `u.${n}`).join(', '))}, ${sql.raw(VECTORS)}
      FROM unnest(${sql.join(arrays, ', ')}) AS u(${sql.raw(names.join(', '))})
      LEFT JOIN companies c ON c.coid = u.coid
      LEFT JOIN csi_sections s ON s.mf = u.mf AND s.section = u.section`);
  }
  await tx.query(sql`ALTER TABLE content_items ENABLE TRIGGER content_items_search_refresh`);
}

/**
 * Re-runs the real trigger on a few rows and compares. On any difference, every
 * content item from `firstId` on is refreshed through the trigger (slow, but correct).
 */
export async function verifySearchVectors(db: Db, firstId: number, log: (line: string) => void): Promise<void> {
  const sample = await db.many<{ id: number; search: string; words: string }>(sql`
    SELECT id, search::text AS search, name_words::text AS words FROM content_items
    WHERE id >= ${firstId} ORDER BY id LIMIT 50`);
  if (sample.length === 0) return;
  const ids = sample.map((s) => s.id);
  const fresh = await db.many<{ id: number; search: string; words: string }>(sql`
    UPDATE content_items SET title = title WHERE id = ANY(${ids}::int[])
    RETURNING id, search::text AS search, name_words::text AS words`);
  const before = new Map(sample.map((s) => [s.id, s]));
  const same = fresh.every((f) => before.get(f.id)?.search === f.search && before.get(f.id)?.words === f.words);
  if (same) return;
  log('search vectors differ from the content_items trigger: refreshing every item through the trigger');
  await db.query(sql`UPDATE content_items SET title = title WHERE id >= ${firstId}`);
}
