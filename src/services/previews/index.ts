import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PREVIEW_SIZE, PREVIEWED_TYPES, previewVersion, type PreviewFormat } from '../../domain/preview-paths';
import type { Queryable } from '../../db/types';
import type { Logger } from '../../log';
import type { FileStore } from '../storage/file-store';
import { FileTooLarge, findDownloadById, readDownloadWithin, storedFile, type DownloadItem } from '../downloads';
import { BudgetExceeded, PoolUnavailable, TaskFailed, WorkerPool } from '../workers/pool';
import { workerEntry } from '../workers/worker-entry';
import { PREVIEW_LIMITS, PREVIEW_POOL_BUDGETS } from './budgets';
import { failureMarkPath, rememberedFailure, rememberFailure, sourceStamp, writeAtomically } from './failure-marks';
import { placeholderSvg } from './placeholder';
import { reportPreview, type RenderOutcome } from './preview-events';
import { rasterize } from './rasterize';
import type { PreviewFiles, PreviewKind, PreviewTask } from './render-task';
import { currentVersion } from '../uploads/document-versions';
import { readStoredWithin } from '../uploads/read-stored';

interface PreviewImage {
  body: Buffer;
  mime: 'image/svg+xml' | 'image/png';
  /** The digest of the source; equal to the `?v=` of the page's link when that link is current. */
  version: string;
  /** False for the placeholder of a missing or unreadable file. */
  drawn: boolean;
}

export interface Previews {
  /**
   * The preview of content item `id` (a CAD drawing, a BIM model, or the first page of a catalog or data sheet),
   * drawn once in the pool and kept in DATA_DIR/previews/<id>-<version>.<format>. Null when no online previewed
   * item has that id; a file that cannot be drawn gives the placeholder, and is not tried again until it changes.
   */
  image(db: Queryable, id: number, format: PreviewFormat): Promise<PreviewImage | null>;
  /**
   * The SVG preview of an uploaded file's bytes (a manufacturer's version before it is published), drawn in the
   * pool with the same budgets; null when it cannot be drawn. Not cached here: the caller keeps it.
   */
  drawFile(kind: PreviewKind, bytes: Uint8Array<ArrayBuffer>, title: string): Promise<Buffer | null>;
  /** Renders running in the pool now, and waiting for a worker. */
  stats(): { running: number; waiting: number };
  close(): Promise<void>;
}

interface PreviewSettings {
  /** Where the previews and failure marks are kept: this host's cache (DATA_DIR/previews), whatever the file store. */
  dataDir: string;
  /** Where the files previewed are read from. */
  files: FileStore;
  log: Logger;
  /** PREVIEW_TIME_BUDGET_MS: one render's wall-clock time. */
  timeBudgetMs: number;
  /** PREVIEW_WORKERS: renders at once (each a worker thread). */
  workers: number;
}

const MIME = { svg: 'image/svg+xml', png: 'image/png' } as const;

let placeholderThumb: Buffer | null = null;

/** The thumbnail placeholder, rasterised once per process: its title is not drawn, so every one looks the same. */
function placeholderPng(): Buffer {
  const { width, height } = PREVIEW_SIZE.png;
  placeholderThumb ??= rasterize(placeholderSvg(width, height, 'Preview not available'), width);
  return placeholderThumb;
}

const kindOf = (item: DownloadItem): PreviewKind => (item.contentType === 'cad' ? 'dxf' : item.contentType === 'bim' ? 'ifc' : 'pdf');

function titleOf(item: DownloadItem): string {
  if (item.contentType === 'cad') return `Drawing: ${item.title}`;
  return item.contentType === 'bim' ? `BIM model: ${item.title}` : `Cover of ${item.title}`;
}

/** An uploaded version's bytes within `limit` (FileTooLarge past it: remembered like any file over a budget). */
async function uploadedBytes(store: FileStore, key: string, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = await readStoredWithin(store, key, limit);
  if (bytes === 'too-large') throw new FileTooLarge(`${key} has more than ${limit} bytes`);
  if (bytes === 'missing') throw new Error(`${key} is not in the file store`);
  return bytes;
}

/** A failure of this version of the file, remembered earlier: answered without a render or a log line. */
class RememberedFailure extends Error {}

/** How a failure is counted, and whether it says something about the file (remembered) or about the moment (not). */
function judge(error: unknown): { outcome: RenderOutcome | null; remember: boolean } {
  if (error instanceof BudgetExceeded) return { outcome: 'over_budget', remember: error.certain };
  if (error instanceof FileTooLarge) return { outcome: 'over_budget', remember: true };
  if (error instanceof TaskFailed) return { outcome: error.kind === 'OverBudget' ? 'over_budget' : 'unreadable', remember: true };
  // The pool was full or closed, or the file could not be read: nothing is known about the drawing.
  return { outcome: null, remember: false };
}

export function createPreviews({ dataDir, files, log, timeBudgetMs, workers }: PreviewSettings): Previews {
  const pool = new WorkerPool<PreviewTask, PreviewFiles>({
    name: 'previews',
    entry: workerEntry(new URL('./preview-worker.js', import.meta.url), new URL('./preview-worker.ts', import.meta.url)),
    size: workers,
    budgets: { ...PREVIEW_POOL_BUDGETS, timeMs: timeBudgetMs },
    maxQueue: 32,
    idleMs: 60_000,
    onRestart: (reason) => reportPreview('restarted', reason),
  });
  /** Renders running now, by item and version: a second request for one waits for it instead of drawing it again. */
  const drawing = new Map<string, Promise<Buffer>>();

  async function draw(db: Queryable, item: DownloadItem, format: PreviewFormat, cached: string, failed: string): Promise<Buffer> {
    const kind = kindOf(item);
    let source = '';
    try {
      const uploaded = await currentVersion(db, item.id);
      const stored = uploaded ? null : await storedFile(files, item);
      source = uploaded ? `${uploaded.storageKey}:${uploaded.size}` : sourceStamp(stored);
      const reason = await rememberedFailure(failed, source);
      if (reason !== null) {
        reportPreview('remembered');
        throw new RememberedFailure(reason);
      }
      const limit = kind === 'pdf' ? PREVIEW_LIMITS.pdfFileBytes : PREVIEW_LIMITS.drawingFileBytes;
      const bytes = uploaded ? await uploadedBytes(files, uploaded.storageKey, limit) : await readDownloadWithin(db, files, item, stored, limit);
      const drawn = await pool.run({ kind, source: bytes, title: titleOf(item), format }, [bytes.buffer]);
      reportPreview('rendered', kind, 'drawn');
      for (const [name, body] of Object.entries(drawn)) await writeAtomically(cached.replace(/\.(svg|png)$/, `.${name}`), body);
      return Buffer.from(drawn[format]!);
    } catch (error) {
      if (error instanceof RememberedFailure) throw error;
      const { outcome, remember } = judge(error);
      if (outcome) reportPreview('rendered', kind, outcome);
      const budget = error instanceof BudgetExceeded ? error.budget : error instanceof TaskFailed ? error.kind : (error as Error).name;
      log.warn({ item: item.id, kind, budget, remembered: remember, err: error }, 'preview not drawn: placeholder answered');
      if (remember) {
        await rememberFailure(failed, source, (error as Error).message).catch((markError: unknown) =>
          log.error({ err: markError, item: item.id }, 'preview failure not remembered: DATA_DIR/previews is not writable'),
        );
      }
      throw error;
    }
  }

  return {
    async image(db, id, format) {
      const item = await findDownloadById(db, id);
      if (!item || !PREVIEWED_TYPES.has(item.contentType)) return null;
      const version = previewVersion(item);
      const cached = path.join(dataDir, 'previews', `${item.id}-${version}.${format}`);
      const placeholder = () => {
        const { width, height } = PREVIEW_SIZE[format];
        const body = format === 'svg' ? Buffer.from(placeholderSvg(width, height, `No preview of ${item.title}`)) : placeholderPng();
        return { body, mime: MIME[format], version, drawn: false };
      };
      // One render of a file version at a time, whichever format is asked: requests meanwhile wait for it.
      const key = `${item.id}-${version}`;
      for (;;) {
        const kept = await readFile(cached).catch(() => null);
        if (kept) return { body: kept, mime: MIME[format], version, drawn: true };
        const busy = drawing.get(key);
        if (!busy) break;
        // Its failure is this request's too: a file that just failed is not tried again at once by every waiter.
        if (!(await busy.then(() => true, () => false))) return placeholder();
      }
      const pending = draw(db, item, format, cached, failureMarkPath(dataDir, item.id, version)).finally(() => drawing.delete(key));
      drawing.set(key, pending);
      try {
        return { body: await pending, mime: MIME[format], version, drawn: true };
      } catch {
        return placeholder();
      }
    },
    async drawFile(kind, bytes, title) {
      try {
        const files = await pool.run({ kind, source: bytes, title, format: 'svg' }, [bytes.buffer]);
        return files.svg ? Buffer.from(files.svg) : null;
      } catch (error) {
        log.warn({ kind, err: error }, 'uploaded file preview not drawn');
        return null;
      }
    },
    stats: () => pool.stats(),
    close: () => pool.close(),
  };
}
