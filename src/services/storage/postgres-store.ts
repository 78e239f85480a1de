import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { sql } from '../../db/sql';
import type { Db, Queryable } from '../../db/types';
import { assertStorageKey, keepEarlyErrors, listPrefix, type FileStore, type PutResult, type StoredObject } from './file-store';

/*
 * Chunks travel as base64 text, decoded and encoded by the database: PGlite converts a bytea parameter or column to and
 * from hex in JavaScript, four times slower than this both ways; node-postgres is no slower with it.
 */

/** Bytes a chunk row holds at most (the table's CHECK says the same). */
export const CHUNK_BYTES = 1024 * 1024;

/** A generation no key points at is kept this long after its last change, for readers still streaming it. */
const KEEP_UNUSED = '1 hour';
/** How often one store sweeps unused generations, at most. */
const SWEEP_EVERY_MS = 60_000;
/** Objects read per statement while listing. */
const LIST_PAGE = 500;

interface ObjectRow {
  key: string;
  size: string | number;
  modifiedAt: Date | string;
}

const objectOf = (row: ObjectRow): StoredObject => ({ key: row.key, size: Number(row.size), modifiedAt: new Date(row.modifiedAt) });

/** Cuts whatever sizes a stream gives into chunks of CHUNK_BYTES (the last one shorter), copying each byte once. */
async function* chunksOf(body: Readable | Buffer): AsyncGenerator<Buffer> {
  let chunk = Buffer.allocUnsafe(CHUNK_BYTES);
  let filled = 0;
  for await (const piece of Buffer.isBuffer(body) ? [body] : body) {
    const bytes = typeof piece === 'string' ? Buffer.from(piece) : (piece as Buffer);
    let at = 0;
    while (at < bytes.length) {
      const taken = bytes.copy(chunk, filled, at, Math.min(bytes.length, at + CHUNK_BYTES - filled));
      filled += taken;
      at += taken;
      if (filled === CHUNK_BYTES) {
        yield chunk;
        chunk = Buffer.allocUnsafe(CHUNK_BYTES);
        filled = 0;
      }
    }
  }
  if (filled > 0) yield chunk.subarray(0, filled);
}

/** Puts and deletes of one key take turns (for the rest of the transaction): their swaps never interleave or deadlock. */
async function lockKey(tx: Queryable, key: string): Promise<void> {
  await tx.query(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`file-store:${key}`}, 0))`);
}

/**
 * Files as rows of the database every app host already reaches (migration 034): an object's bytes are chunks of
 * at most 1 MB under a generation of their own, streamed in and out one chunk at a time. A put writes a fresh
 * generation, then points the key at it in one transaction; a reader pins the generation it found, so it reads the
 * old bytes or the new. Works on PGlite and on a PostgreSQL server alike.
 */
export function createPostgresFileStore(db: Db): FileStore {
  let lastSweep = 0;

  /** Drops generations no key points at that nothing touched for KEEP_UNUSED (their chunks go with them). */
  async function sweep(): Promise<void> {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    await db.query(sql`
      DELETE FROM stored_file_generations g
      WHERE g.touched_at < now() - ${KEEP_UNUSED}::interval
        AND NOT EXISTS (SELECT 1 FROM stored_files f WHERE f.generation = g.generation)`);
  }

  async function statOf(key: string): Promise<StoredObject | null> {
    assertStorageKey(key);
    const row = await db.maybeOne<ObjectRow>(sql`SELECT key, size, modified_at AS "modifiedAt" FROM stored_files WHERE key = ${key}`);
    return row ? objectOf(row) : null;
  }

  return {
    kind: 'postgres',
    async put(key, body): Promise<PutResult> {
      assertStorageKey(key);
      keepEarlyErrors(body);
      const generation = randomUUID();
      const hash = createHash('sha256');
      let size = 0;
      await db.query(sql`INSERT INTO stored_file_generations (generation, key) VALUES (${generation}, ${key})`);
      try {
        let n = 0;
        for await (const chunk of chunksOf(body)) {
          hash.update(chunk);
          size += chunk.length;
          await db.query(sql`
            WITH touched AS (UPDATE stored_file_generations SET touched_at = now() WHERE generation = ${generation})
            INSERT INTO stored_file_chunks (generation, n, bytes) VALUES (${generation}, ${n++}, decode(${chunk.toString('base64')}, 'base64'))`);
        }
        const sha256 = hash.digest('hex');
        await db.transaction(async (tx) => {
          await lockKey(tx, key);
          await tx.query(sql`
            INSERT INTO stored_files (key, generation, size, sha256, modified_at) VALUES (${key}, ${generation}, ${size}, ${sha256}, now())
            ON CONFLICT (key) DO UPDATE SET generation = excluded.generation, size = excluded.size, sha256 = excluded.sha256, modified_at = excluded.modified_at`);
          // The generation just replaced starts its time as unused now.
          await tx.query(sql`UPDATE stored_file_generations SET touched_at = now() WHERE key = ${key}`);
        });
        return { size, sha256 };
      } catch (error) {
        await db.query(sql`DELETE FROM stored_file_generations WHERE generation = ${generation}
          AND NOT EXISTS (SELECT 1 FROM stored_files WHERE generation = ${generation})`).catch(() => undefined);
        throw error;
      } finally {
        await sweep().catch(() => undefined);
      }
    },
    async get(key) {
      assertStorageKey(key);
      const found = await db.maybeOne<{ generation: string; size: string | number }>(sql`SELECT generation, size FROM stored_files WHERE key = ${key}`);
      if (!found) return null;
      const { generation } = found;
      const size = Number(found.size);
      async function* bytes(): AsyncGenerator<Buffer> {
        let read = 0;
        for (let n = 0; read < size; n++) {
          const row = await db.maybeOne<{ base64: string }>(sql`
            SELECT encode(bytes, 'base64') AS base64 FROM stored_file_chunks WHERE generation = ${generation} AND n = ${n}`);
          if (!row) throw new Error(`${key}: chunk ${n} of its generation is gone (the object was removed long after this read began)`);
          const chunk = Buffer.from(row.base64, 'base64');
          read += chunk.length;
          yield chunk;
        }
      }
      return Readable.from(bytes(), { objectMode: false });
    },
    stat: statOf,
    async delete(key) {
      assertStorageKey(key);
      await db.transaction(async (tx) => {
        await lockKey(tx, key);
        await tx.query(sql`DELETE FROM stored_files WHERE key = ${key}`);
        await tx.query(sql`UPDATE stored_file_generations SET touched_at = now() WHERE key = ${key}`);
      });
      await sweep().catch(() => undefined);
    },
    async *list(prefix) {
      const folder = listPrefix(prefix);
      const under = folder === '' ? '' : `${folder}/`;
      let after = '';
      for (;;) {
        const rows = await db.many<ObjectRow>(sql`
          SELECT key, size, modified_at AS "modifiedAt" FROM stored_files
          WHERE key COLLATE "C" >= ${under} AND starts_with(key, ${under}) AND key COLLATE "C" > ${after}
          ORDER BY key COLLATE "C" LIMIT ${LIST_PAGE}`);
        for (const row of rows) yield objectOf(row);
        if (rows.length < LIST_PAGE) return;
        after = rows[rows.length - 1].key;
      }
    },
  };
}
