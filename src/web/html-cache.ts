import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Validators } from './conditional';
import type { LayoutName } from '../domain/layouts';

export interface CachedPage extends Validators {
  html: string;
  /** The page's layout decides some of its headers (framing, AMP's policy). */
  layout: LayoutName;
  /** The route pattern that rendered it (the metrics' label of a cache hit). */
  route?: string;
}

interface Entry extends CachedPage {
  version: number;
}

/** How much the cache may hold: pages and bytes of HTML; either 0 turns it off. */
interface HtmlCacheLimits {
  entries: number;
  bytes: number;
}

/** A strong validator of exactly these bytes. */
export function contentEtag(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * Complete HTML of anonymous page responses, keyed by day, market and normalised URL (page-cache-key.ts),
 * dropped when the data version moves. Bounded in entries and in bytes (UTF-8 size of the page plus its key):
 * whichever limit is reached first evicts the least recently used pages.
 */
export class HtmlCache {
  private readonly entries: LRUCache<string, Entry> | null;

  constructor({ entries, bytes }: HtmlCacheLimits) {
    this.entries =
      entries > 0 && bytes > 0
        ? new LRUCache<string, Entry>({ max: entries, maxSize: bytes, sizeCalculation: (entry, key) => Buffer.byteLength(entry.html) + key.length })
        : null;
  }

  /** The cached page with its layout and validators, or null (an entry of an older data version is dropped). */
  lookup(key: string, version: number): CachedPage | null {
    const entry = this.entries?.get(key);
    if (!entry) return null;
    if (entry.version !== version) {
      this.entries?.delete(key);
      return null;
    }
    return entry;
  }

  /** The page kept under `key` whatever data version it was rendered for; the LRU order is left alone. */
  peek(key: string): CachedPage | null {
    return this.entries?.peek(key) ?? null;
  }

  set(key: string, version: number, html: string, layout: LayoutName = 'default', route?: string): void {
    this.entries?.set(key, { html, version, layout, route, etag: contentEtag(html), lastModified: new Date() });
  }

  /** Whether pages are kept at all (HTML_CACHE_ENTRIES or HTML_CACHE_BYTES 0 turns it off). */
  get enabled(): boolean {
    return this.entries !== null;
  }

  get size(): number {
    return this.entries?.size ?? 0;
  }
}
