import type { Readable } from 'node:stream';
import { fileNameProblem } from '../../domain/file-name';

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
  /**
   * The bytes, or null when there is no such object; opened before it returns, so an object that cannot be read
   * fails here (UnreadableObject), not half-way through a response.
   */
  get(key: string): Promise<Readable | null>;
  /** Null when there is no such object; UnreadableObject when something is there that cannot be read as one. */
  stat(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** Objects under a folder-like prefix ('files/10001' or 'files/10001/'; '' for all), in key order. */
  list(prefix: string): AsyncIterable<StoredObject>;
}

/** Something is stored under the key but cannot be served (on disk: a folder or a device): a fault, never a crash. */
export class UnreadableObject extends Error {
  constructor(
    readonly key: string,
    /** What is wrong, worded to follow a name: 'is not a regular file'. */
    readonly reason: string,
  ) {
    super(`${key} ${reason}`);
  }
}

/**
 * Refuses keys that could leave the store's root or name nothing: '..', empty segments, backslashes, control
 * characters (NUL), hidden names. Each segment follows the rule of a stored file's name, so an uploaded file keeps its own.
 */
export function assertStorageKey(key: string): void {
  const segments = key.split('/');
  if (segments.length > 8 || segments.some((s) => fileNameProblem(s) !== null)) {
    throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  }
}

/** The key of what `list(prefix)` lists under, checked: '' for everything, else a key without its trailing '/'. */
export function listPrefix(prefix: string): string {
  const folder = prefix.replace(/\/$/, '');
  if (folder !== '') assertStorageKey(folder);
  return folder;
}

/**
 * A body's error before the store begins to read it (it is still creating folders or rows) would have no listener
 * and end the process; from here on it is kept by the stream, and the store's read of it fails with it instead.
 */
export function keepEarlyErrors(body: Readable | Buffer): void {
  if (!Buffer.isBuffer(body)) body.on('error', () => undefined);
}
