import type { FileStore } from '../storage/file-store';
import { ObjectTooLarge, readObjectWithin } from '../storage/read-within';

/** The stored object's bytes: 'missing' when there is none, 'too-large' past `max` (storage/read-within.ts reads them). */
export async function readStoredWithin(store: FileStore, key: string, max: number): Promise<Uint8Array<ArrayBuffer> | 'missing' | 'too-large'> {
  try {
    return (await readObjectWithin(store, key, max)) ?? 'missing';
  } catch (error) {
    if (error instanceof ObjectTooLarge) return 'too-large';
    throw error;
  }
}
