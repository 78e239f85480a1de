import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type FileStore, type PutResult, type StoredObject } from './file-store';

/** Files on this host's disk under root (DATA_DIR): the embedded demo's store. */
export function createLocalDiskStore(root: string): FileStore {
  const fileOf = (key: string): string => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };

  async function statOf(key: string): Promise<StoredObject | null> {
    try {
      const s = await stat(fileOf(key));
      return s.isFile() ? { key, size: s.size, modifiedAt: s.mtime } : null;
    } catch {
      return null;
    }
  }

  return {
    kind: 'local',
    async put(key, body): Promise<PutResult> {
      const file = fileOf(key);
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
      return (await statOf(key)) ? createReadStream(fileOf(key)) : null;
    },
    stat: statOf,
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async *list(prefix) {
      const dir = prefix === '' ? root : fileOf(prefix.replace(/\/$/, ''));
      let names: string[];
      try {
        names = await readdir(dir, { recursive: true });
      } catch {
        return;
      }
      for (const name of names.sort()) {
        if (name.endsWith('.part')) continue;
        const key = [prefix.replace(/\/$/, ''), ...name.split(path.sep)].filter(Boolean).join('/');
        const found = await statOf(key);
        if (found) yield found;
      }
    },
  };
}
