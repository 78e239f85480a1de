import type { Readable } from 'node:stream';

/** What the store knows of one object. */
export interface StoredObject {
  key: string;
  size: number;
  modifiedAt: Date;
}

/** What a write stored: its size and SHA-256 (hex), measured on the bytes as they went in. */
export interface PutResult {
  size: number;
  sha256: string;
}

/**
 * Where file bytes live (uploaded documents and their versions, logos): the local disk for the embedded demo,
 * a store every app host reaches for servers. Keys are relative paths of safe segments ('files/10001/a.dxf').
 * A put is atomic: a reader sees the old bytes or the new, never a part.
 */
export interface FileStore {
  /** The store's kind, for logs and health: 'local' or 'postgres'. */
  readonly kind: string;
  put(key: string, body: Readable | Buffer): Promise<PutResult>;
  /** The bytes, or null when there is no such object. */
  get(key: string): Promise<Readable | null>;
  stat(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  list(prefix: string): AsyncIterable<StoredObject>;
}

const SEGMENT = /^[A-Za-z0-9._-]{1,200}$/;

/** Refuses keys that could leave the store's root or name nothing: '..', empty segments, separators, control characters. */
export function assertStorageKey(key: string): void {
  const segments = key.split('/');
  if (segments.length > 8 || segments.some((s) => !SEGMENT.test(s) || s === '.' || s === '..')) {
    throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  }
}
