import type { FileStore } from './file-store';

/** Thrown when an object is larger than its reader allows, before or while it is read. */
export class ObjectTooLarge extends Error {
  constructor(
    readonly key: string,
    readonly size: number,
    readonly maxBytes: number,
  ) {
    super(`${key} has ${size} bytes, more than ${maxBytes}`);
  }
}

/**
 * The whole object as bytes in a buffer of its own (so it can be moved to a worker), at most `maxBytes` of them: its
 * stored size is checked before it is read, and the bytes are counted as they come (an object replaced meanwhile by a
 * larger one is caught too). Null when there is no such object.
 */
export async function readObjectWithin(files: FileStore, key: string, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const found = await files.stat(key);
  if (!found) return null;
  if (found.size > maxBytes) throw new ObjectTooLarge(key, found.size, maxBytes);
  const stream = await files.get(key);
  if (!stream) return null;
  let length = 0;
  let grown = new Uint8Array(Math.min(maxBytes, found.size));
  try {
    for await (const piece of stream) {
      const chunk = piece as Uint8Array;
      if (length + chunk.length > maxBytes) throw new ObjectTooLarge(key, length + chunk.length, maxBytes);
      if (length + chunk.length > grown.length) {
        const larger = new Uint8Array(Math.min(maxBytes, Math.max(grown.length * 2, length + chunk.length)));
        larger.set(grown.subarray(0, length));
        grown = larger;
      }
      grown.set(chunk, length);
      length += chunk.length;
    }
  } finally {
    stream.destroy();
  }
  return length === grown.length ? grown : grown.slice(0, length);
}
