import { sql } from '../db/sql';
import type { Db } from '../db/types';
import type { LayoutName } from '../domain/layouts';

/** How long a read of data_version is trusted before asking the database again. */
const VERSION_TTL_MS = 1000;

/**
 * The catalog's data version. Writes in this process bump it at once; other processes
 * sharing the database see the change within VERSION_TTL_MS.
 */
export class DataVersion {
  private value = -1;
  private readAt = 0;

  constructor(private readonly db: Db) {}

  async current(): Promise<number> {
    if (Date.now() - this.readAt > VERSION_TTL_MS) {
      const row = await this.db.one<{ version: number }>(sql`SELECT version::int AS version FROM data_version`);
      this.value = row.version;
      this.readAt = Date.now();
    }
    return this.value;
  }

  /** Forget the cached value so the next read asks the database. */
  invalidate(): void {
    this.readAt = 0;
  }
}

interface Entry {
  html: string;
  version: number;
  /** The page's layout decides some of its headers (framing, AMP's policy). */
  layout: LayoutName;
  /** The route pattern that rendered it (the metrics' label of a cache hit). */
  route?: string;
}

export type CachedPage = Pick<Entry, 'html' | 'layout' | 'route'>;

/** Complete HTML of anonymous page responses, keyed by layout and URL, dropped when the data version moves. */
export class HtmlCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly maxEntries: number) {}

  get(key: string, version: number): string | null {
    return this.lookup(key, version)?.html ?? null;
  }

  /** The cached page with its layout, or null. */
  lookup(key: string, version: number): CachedPage | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.version !== version) {
      this.entries.delete(key);
      return null;
    }
    // Map keeps insertion order: re-inserting makes this the most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** The page kept under `key` whatever data version it was rendered for; the LRU order is left alone. */
  peek(key: string): CachedPage | null {
    return this.entries.get(key) ?? null;
  }

  set(key: string, version: number, html: string, layout: LayoutName = 'default', route?: string): void {
    if (this.maxEntries === 0) return;
    this.entries.delete(key);
    this.entries.set(key, { html, version, layout, route });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
