import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { StoredFile } from '../downloads';

/**
 * A preview that could not be drawn is remembered in DATA_DIR/previews/<id>-<version>.failed, beside where
 * the preview would be, with the stored file's size and change time: the same file is never rendered again,
 * a new one (another upload, another publication date) is. Every process of the site reads the same marks.
 */

interface FailureMark {
  /** Which version of the source failed: `<size>:<modified ms>` of the stored file, or `generated`. */
  source: string;
  reason: string;
  at: string;
}

/** The version of the source a mark is about. */
export function sourceStamp(stored: StoredFile | null): string {
  return stored ? `${stored.size}:${stored.modifiedAt.getTime()}` : 'generated';
}

export function failureMarkPath(dataDir: string, id: number, version: string): string {
  return path.join(dataDir, 'previews', `${id}-${version}.failed`);
}

/** The reason the preview failed for this version of its source, or null when it has not (or was not remembered). */
export async function rememberedFailure(file: string, source: string): Promise<string | null> {
  const text = await readFile(file, 'utf8').catch(() => null);
  if (text === null) return null;
  try {
    const mark = JSON.parse(text) as Partial<FailureMark>;
    return mark.source === source ? String(mark.reason) : null;
  } catch {
    return null;
  }
}

/** Writes next to the final name, then renames: a reader never sees half a file. */
export async function writeAtomically(file: string, body: Uint8Array | string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temp, body);
  await rename(temp, file);
}

export async function rememberFailure(file: string, source: string, reason: string): Promise<void> {
  await writeAtomically(file, JSON.stringify({ source, reason, at: new Date().toISOString() } satisfies FailureMark));
}
