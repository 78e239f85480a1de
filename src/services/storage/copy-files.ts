import { createHash } from 'node:crypto';
import type { FileStore, StoredObject } from './file-store';

/** The folders of a store that hold manufacturers' bytes: what moves between stores (DATA_DIR holds much else). */
const STORED_FOLDERS = ['files', 'media/logos'] as const;

interface CopySummary {
  /** Objects written to the target: missing there, or with other bytes. */
  copied: number;
  /** Objects the target already held, byte for byte. */
  unchanged: number;
}

/** The SHA-256 of an object, streamed (never the whole object in memory); null when it is gone. */
async function digestOf(files: FileStore, key: string): Promise<string | null> {
  const stream = await files.get(key);
  if (!stream) return null;
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function sameBytes(from: FileStore, to: FileStore, object: StoredObject): Promise<boolean> {
  const there = await to.stat(object.key);
  if (!there || there.size !== object.size) return false;
  const [a, b] = await Promise.all([digestOf(from, object.key), digestOf(to, object.key)]);
  return a !== null && a === b;
}

/**
 * Copies every object of the stored folders (files/, media/logos/) from one store to the other, one streamed object at a
 * time. Idempotent: an object the target holds with the same bytes is left as it is, so a copy cut short is resumed by
 * running it again. Nothing is deleted from either store.
 */
export async function copyFiles(from: FileStore, to: FileStore, log: (line: string) => void = () => undefined): Promise<CopySummary> {
  const summary: CopySummary = { copied: 0, unchanged: 0 };
  for (const folder of STORED_FOLDERS) {
    for await (const object of from.list(folder)) {
      if (await sameBytes(from, to, object)) {
        summary.unchanged++;
        continue;
      }
      const body = await from.get(object.key);
      if (!body) continue;
      await to.put(object.key, body);
      summary.copied++;
      if (summary.copied % 500 === 0) log(`  ${summary.copied} copied, ${summary.unchanged} already there`);
    }
  }
  return summary;
}
