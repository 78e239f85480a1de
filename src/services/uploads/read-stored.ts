import type { Readable } from 'node:stream';
import type { FileStore } from '../storage/file-store';

/** A stream's bytes, or null when it holds more than `max` (it is then destroyed, the rest unread). */
async function readWithin(stream: Readable, max: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) {
      stream.destroy();
      return null;
    }
    chunks.push(chunk);
  }
  // A buffer of its own (not a slice of Node's pool), so it can be moved to a worker.
  return new Uint8Array(Buffer.concat(chunks));
}

/** The stored object's bytes: 'missing' when there is none, 'too-large' past `max` (checked by stat before reading). */
export async function readStoredWithin(store: FileStore, key: string, max: number): Promise<Uint8Array<ArrayBuffer> | 'missing' | 'too-large'> {
  const found = await store.stat(key);
  if (!found) return 'missing';
  if (found.size > max) return 'too-large';
  const stream = await store.get(key);
  if (!stream) return 'missing';
  return (await readWithin(stream, max)) ?? 'too-large';
}
