import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/types';
import { copyFiles } from '../../src/services/storage/copy-files';
import type { FileStore } from '../../src/services/storage/file-store';
import { createLocalDiskStore } from '../../src/services/storage/local-disk-store';
import { createPostgresFileStore } from '../../src/services/storage/postgres-store';
import { createTestDb } from '../helpers/test-db';

/** npm run files:copy: moving a site's files from DATA_DIR to the database (and back), as often as it takes. */

let db: Db;
let dataDir: string;
let local: FileStore;
let postgres: FileStore;

async function readAll(stream: Readable | null): Promise<Buffer | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function keysOf(files: FileStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const found of files.list('')) keys.push(found.key);
  return keys;
}

const drawing = randomBytes(1024 * 1024 + 17);

beforeAll(async () => {
  db = await createTestDb();
  postgres = createPostgresFileStore(db);
  dataDir = mkdtempSync(path.join(tmpdir(), 'files-copy-'));
  local = createLocalDiskStore(dataDir);
  // A DATA_DIR as a site has it: files and logos, and much that is no manufacturer's file.
  const write = (relative: string, body: Buffer | string) => {
    mkdirSync(path.dirname(path.join(dataDir, relative)), { recursive: true });
    writeFileSync(path.join(dataDir, relative), body);
  };
  write('files/10001/door.dxf', drawing);
  write('files/10002/sheet.pdf', '%PDF-1.7 sheet');
  write('media/logos/10001.png', Buffer.from('89504e470d0a1a0a', 'hex'));
  write('media/videos/10001/tour.mp4', 'video');
  write('previews/12-abc.svg', '<svg/>');
  write('pgdata/PG_VERSION', '17');
  write('session-secret', 'secret');
});
// Each test starts from the same two stores: the site's DATA_DIR, and a database holding no file.
beforeEach(async () => {
  writeFileSync(path.join(dataDir, 'files/10002/sheet.pdf'), '%PDF-1.7 sheet');
  for (const key of await keysOf(postgres)) await postgres.delete(key);
});
afterAll(async () => {
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('copyFiles', () => {
  it('copies the files and logos of DATA_DIR into the database, and nothing else there', async () => {
    expect(await copyFiles(local, postgres)).toEqual({ copied: 3, unchanged: 0 });
    expect(await keysOf(postgres)).toEqual(['files/10001/door.dxf', 'files/10002/sheet.pdf', 'media/logos/10001.png']);
    expect((await readAll(await postgres.get('files/10001/door.dxf')))!.equals(drawing)).toBe(true);
  });

  it('is idempotent: a second run copies nothing, and a file changed since is copied again', async () => {
    expect(await copyFiles(local, postgres)).toEqual({ copied: 3, unchanged: 0 });
    expect(await copyFiles(local, postgres)).toEqual({ copied: 0, unchanged: 3 });
    // Same size, other bytes: compared by content, not by size.
    writeFileSync(path.join(dataDir, 'files/10002/sheet.pdf'), '%PDF-1.7 SHEET');
    expect(await copyFiles(local, postgres)).toEqual({ copied: 1, unchanged: 2 });
    expect((await readAll(await postgres.get('files/10002/sheet.pdf')))!.toString()).toBe('%PDF-1.7 SHEET');
  });

  it('copies back from the database to another host’s disk', async () => {
    await copyFiles(local, postgres);
    const other = mkdtempSync(path.join(tmpdir(), 'files-copy-back-'));
    try {
      const back = createLocalDiskStore(other);
      expect(await copyFiles(postgres, back)).toEqual({ copied: 3, unchanged: 0 });
      expect((await readAll(await back.get('files/10001/door.dxf')))!.equals(drawing)).toBe(true);
      expect(await copyFiles(postgres, back)).toEqual({ copied: 0, unchanged: 3 });
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
