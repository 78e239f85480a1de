import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, keepEarlyErrors, listPrefix, UnreadableObject, type FileStore, type PutResult, type StoredObject } from './file-store';

/** Files on this host's disk under root (DATA_DIR): the embedded demo's store. */
export function createLocalDiskStore(root: string): FileStore {
  const fileOf = (key: string): string => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };

  /** What is on disk under the key: a file, nothing (null), or something else ('other'). */
  async function entryOf(key: string): Promise<StoredObject | null | 'other'> {
    const s = await stat(fileOf(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null;
      throw new UnreadableObject(key, `cannot be read: ${error.code ?? error.message}`);
    });
    if (!s) return null;
    return s.isFile() ? { key, size: s.size, modifiedAt: s.mtime } : 'other';
  }

  async function statOf(key: string): Promise<StoredObject | null> {
    const entry = await entryOf(key);
    if (entry === 'other') throw new UnreadableObject(key, 'is not a regular file');
    return entry;
  }

  return {
    kind: 'local',
    async put(key, body): Promise<PutResult> {
      const file = fileOf(key);
      keepEarlyErrors(body);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomUUID()}.part`;
      const hash = createHash('sha256');
      let size = 0;
      const measure = new Transform({
        transform(chunk: Buffer, _enc, done) {
          hash.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
      });
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, measure, createWriteStream(temp));
        await rename(temp, file);
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
      return { size, sha256: hash.digest('hex') };
    },
    async get(key) {
      if (!(await statOf(key))) return null;
      const handle = await open(fileOf(key), 'r').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw new UnreadableObject(key, `cannot be read: ${error.code ?? error.message}`);
      });
      return handle ? handle.createReadStream() : null;
    },
    stat: statOf,
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async *list(prefix) {
      const folder = listPrefix(prefix);
      const dir = folder === '' ? root : fileOf(folder);
      let names: string[];
      try {
        names = await readdir(dir, { recursive: true });
      } catch {
        return;
      }
      for (const name of names.sort()) {
        if (name.endsWith('.part')) continue;
        const key = [folder, ...name.split(path.sep)].filter(Boolean).join('/');
        const found = await entryOf(key).catch(() => null);
        if (found && found !== 'other') yield found;
      }
    },
  };
}
