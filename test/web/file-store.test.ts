import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import type { Db } from '../../src/db/types';
import { UnreadableObject, type FileStore } from '../../src/services/storage/file-store';
import { createLocalDiskStore } from '../../src/services/storage/local-disk-store';
import { CHUNK_BYTES, createPostgresFileStore } from '../../src/services/storage/postgres-store';
import { createTestDb } from '../helpers/test-db';

/** One contract, both stores: what uploads, downloads and logos rely on, whichever FILE_STORE a site runs. */

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function bytesOf(files: FileStore, key: string): Promise<Buffer | null> {
  const stream = await files.get(key);
  return stream ? readAll(stream) : null;
}

async function keysUnder(files: FileStore, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const found of files.list(prefix)) keys.push(found.key);
  return keys;
}

/** A stream giving `bytes` in pieces of `piece` bytes, as a request body arrives. */
const inPieces = (bytes: Buffer, piece = 64 * 1024) =>
  Readable.from((function* () {
    for (let at = 0; at < bytes.length; at += piece) yield bytes.subarray(at, at + piece);
  })());

interface StoreCase {
  files: FileStore;
  /** Chunk rows of the postgres store, for its own checks; null for the disk. */
  db: Db | null;
  close(): Promise<void>;
}

/** Where the local store under test keeps a key: its root is the test's temporary folder. */
const localRoots = new WeakMap<FileStore, string>();
const localFileOf = (files: FileStore, key: string) => path.join(localRoots.get(files)!, ...key.split('/'));

const stores: Record<string, () => Promise<StoreCase>> = {
  local: async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'file-store-'));
    const files = createLocalDiskStore(root);
    localRoots.set(files, root);
    return { files, db: null, close: async () => rmSync(root, { recursive: true, force: true }) };
  },
  postgres: async () => {
    const db = await createTestDb();
    return { files: createPostgresFileStore(db), db, close: () => db.close() };
  },
};

describe.each(Object.keys(stores))('the %s file store', (kind) => {
  let store: StoreCase;
  let files: FileStore;
  beforeAll(async () => {
    store = await stores[kind]();
    files = store.files;
  });
  afterAll(() => store.close());

  it('names its kind', () => {
    expect(files.kind).toBe(kind);
  });

  it('gives back a multi-megabyte file streamed in, with the size and SHA-256 of what went in', async () => {
    const body = randomBytes(3 * CHUNK_BYTES + 12_345);
    const put = await files.put('files/10001/drawing.dxf', inPieces(body, 100_000));
    expect(put).toEqual({ size: body.length, sha256: sha256(body) });
    const found = await files.stat('files/10001/drawing.dxf');
    expect(found).toMatchObject({ key: 'files/10001/drawing.dxf', size: body.length });
    expect(found!.modifiedAt).toBeInstanceOf(Date);
    const back = await bytesOf(files, 'files/10001/drawing.dxf');
    expect(back!.length).toBe(body.length);
    expect(sha256(back!)).toBe(sha256(body));
  });

  it('keeps a name as uploaded (spaces, parentheses, letters beyond ASCII) and an empty file', async () => {
    await files.put('files/10001/Door schedule (rev 2) – façade.pdf', Buffer.from('%PDF-1.7'));
    expect((await bytesOf(files, 'files/10001/Door schedule (rev 2) – façade.pdf'))!.toString()).toBe('%PDF-1.7');
    expect(await files.put('files/10001/empty.txt', Buffer.alloc(0))).toEqual({ size: 0, sha256: sha256(Buffer.alloc(0)) });
    expect((await bytesOf(files, 'files/10001/empty.txt'))!.length).toBe(0);
  });

  it('answers null for missing keys, and deleting one is no error', async () => {
    expect(await files.get('files/99999/none.pdf')).toBeNull();
    expect(await files.stat('files/99999/none.pdf')).toBeNull();
    await expect(files.delete('files/99999/none.pdf')).resolves.toBeUndefined();
  });

  it('refuses hostile keys in every operation', async () => {
    const hostile = ['..', '../x', 'files/../x', 'files/./x', '/', '/etc/passwd', 'files//x', 'files/x/', '', 'a\0b', 'files/a\\b', 'files/.hidden', 'files/x\n'];
    for (const key of hostile) {
      await expect(files.put(key, Buffer.from('x')), JSON.stringify(key)).rejects.toThrow(/not a storage key/);
      await expect(files.get(key), JSON.stringify(key)).rejects.toThrow(/not a storage key/);
      await expect(files.stat(key), JSON.stringify(key)).rejects.toThrow(/not a storage key/);
      await expect(files.delete(key), JSON.stringify(key)).rejects.toThrow(/not a storage key/);
    }
    await expect(keysUnder(files, '../')).rejects.toThrow(/not a storage key/);
    await expect(keysUnder(files, 'files/../..')).rejects.toThrow(/not a storage key/);
  });

  it('lists the objects under a folder-like prefix, in key order, and nothing of a neighbour sharing its first letters', async () => {
    for (const key of ['list/1/b.pdf', 'list/1/a.pdf', 'list/1/v2/c.ifc', 'list/10/d.pdf', 'list/1.pdf']) await files.put(key, Buffer.from(key));
    expect(await keysUnder(files, 'list/1')).toEqual(['list/1/a.pdf', 'list/1/b.pdf', 'list/1/v2/c.ifc']);
    expect(await keysUnder(files, 'list/1/')).toEqual(['list/1/a.pdf', 'list/1/b.pdf', 'list/1/v2/c.ifc']);
    expect(await keysUnder(files, 'list/nothing')).toEqual([]);
    const listed = [];
    for await (const found of files.list('list/10')) listed.push(found);
    expect(listed).toEqual([{ key: 'list/10/d.pdf', size: 'list/10/d.pdf'.length, modifiedAt: expect.any(Date) }]);
  });

  it('deletes an object: no bytes, no stat, not listed', async () => {
    await files.put('gone/1/a.pdf', Buffer.from('bytes'));
    await files.delete('gone/1/a.pdf');
    expect(await files.get('gone/1/a.pdf')).toBeNull();
    expect(await files.stat('gone/1/a.pdf')).toBeNull();
    expect(await keysUnder(files, 'gone')).toEqual([]);
  });

  it('replaces atomically: a reader during a put, and one that opened before it ended, sees the old bytes whole', async () => {
    const key = 'swap/1/model.ifc';
    const old = Buffer.alloc(2 * CHUNK_BYTES + 99, 'a');
    const next = Buffer.alloc(3 * CHUNK_BYTES + 7, 'b');
    await files.put(key, old);
    const slow = new PassThrough();
    const writing = files.put(key, slow);
    slow.write(next.subarray(0, CHUNK_BYTES + 5));
    // The put has begun: what is read now is the old object, whole.
    expect((await bytesOf(files, key))!.equals(old)).toBe(true);
    const openedBefore = await files.get(key);
    slow.end(next.subarray(CHUNK_BYTES + 5));
    await writing;
    expect((await readAll(openedBefore!)).equals(old)).toBe(true);
    expect((await bytesOf(files, key))!.equals(next)).toBe(true);
    expect((await files.stat(key))!.size).toBe(next.length);
  });

  it('keeps the old object when a put fails half-way', async () => {
    const key = 'swap/1/broken.pdf';
    await files.put(key, Buffer.from('the old data sheet'));
    const failing = new PassThrough();
    const writing = files.put(key, failing);
    failing.write(Buffer.alloc(CHUNK_BYTES + 1, 'x'));
    failing.destroy(new Error('client went away'));
    await expect(writing).rejects.toThrow('client went away');
    expect((await bytesOf(files, key))!.toString()).toBe('the old data sheet');
    expect(await keysUnder(files, 'swap/1')).toContain(key);
  });

  it('takes 50 parallel puts of distinct keys, each whole', async () => {
    const bodies = Array.from({ length: 50 }, (_, i) => randomBytes(1000 + i * 997));
    const results = await Promise.all(bodies.map((body, i) => files.put(`many/1/file-${String(i).padStart(2, '0')}.bin`, body)));
    expect(results.map((r) => r.sha256)).toEqual(bodies.map(sha256));
    expect(await keysUnder(files, 'many/1')).toHaveLength(50);
    const back = await Promise.all(bodies.map((_, i) => bytesOf(files, `many/1/file-${String(i).padStart(2, '0')}.bin`)));
    expect(back.map((b) => sha256(b!))).toEqual(bodies.map(sha256));
  });

  it('takes 50 parallel puts of one key and readers meanwhile: every read is one whole version, the last put wins whole', async () => {
    const key = 'one/1/logo.png';
    // Every tenth version spans two chunks: a reader pinned to it must get both of its own.
    const bodies = Array.from({ length: 50 }, (_, i) => Buffer.alloc(i % 10 === 0 ? CHUNK_BYTES + 10 * i : 20_000 + i, String.fromCharCode(65 + (i % 26))));
    const versions = new Set(bodies.map(sha256));
    await files.put(key, bodies[0]);
    const reads: Promise<Buffer | null>[] = [];
    const puts = bodies.map((body, i) => {
      if (i % 5 === 0) reads.push(bytesOf(files, key));
      return files.put(key, body);
    });
    await Promise.all(puts);
    for (const read of await Promise.all(reads)) expect(versions.has(sha256(read!))).toBe(true);
    const final = (await bytesOf(files, key))!;
    expect(versions.has(sha256(final))).toBe(true);
    expect((await files.stat(key))!.size).toBe(final.length);
    expect(await keysUnder(files, 'one/1')).toEqual([key]);
  });

  it.runIf(kind === 'local')('answers a folder where a file should be as unreadable (a fault to report), and lists around it', async () => {
    await files.put('odd/1/ok.pdf', Buffer.from('ok'));
    mkdirSync(localFileOf(files, 'odd/1/folder.pdf'), { recursive: true });
    await expect(files.stat('odd/1/folder.pdf')).rejects.toThrow(UnreadableObject);
    await expect(files.get('odd/1/folder.pdf')).rejects.toThrow('odd/1/folder.pdf is not a regular file');
    expect(await keysUnder(files, 'odd/1')).toEqual(['odd/1/ok.pdf']);
  });

  it.runIf(kind === 'postgres')('keeps bytes in chunks of at most 1 MB, and only the live generation once replaced ones are swept', async () => {
    const db = store.db!;
    const key = 'chunks/1/sheet.pdf';
    await files.put(key, Buffer.alloc(2 * CHUNK_BYTES + 1, 'c'));
    const chunks = await db.many<{ n: number; size: number }>(sql`
      SELECT c.n, octet_length(c.bytes) AS size FROM stored_file_chunks c JOIN stored_files f USING (generation) WHERE f.key = ${key} ORDER BY c.n`);
    expect(chunks).toEqual([{ n: 0, size: CHUNK_BYTES }, { n: 1, size: CHUNK_BYTES }, { n: 2, size: 1 }]);
    await files.put(key, Buffer.from('short'));
    // An hour on: the replaced generation is past its keep, and the next write sweeps it.
    await db.query(sql`UPDATE stored_file_generations SET touched_at = now() - interval '2 hours' WHERE key = ${key}`);
    const sweeping = createPostgresFileStore(db);
    await sweeping.delete('chunks/1/other.pdf');
    const left = await db.many<{ generation: string }>(sql`SELECT generation FROM stored_file_generations WHERE key = ${key}`);
    const live = await db.one<{ generation: string }>(sql`SELECT generation FROM stored_files WHERE key = ${key}`);
    expect(left).toEqual([live]);
    expect((await bytesOf(files, key))!.toString()).toBe('short');
  });
});
