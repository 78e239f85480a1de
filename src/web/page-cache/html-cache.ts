import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { Validators } from '../conditional';
import type { LayoutName } from '../../domain/layouts';
import { htmlCacheEvictions } from '../metrics/registry';

export interface CachedPage extends Validators {
  /** The page's UTF-8 bytes, sent as they are (no encoding per hit). */
  body: Buffer;
  /** The same bytes gzip-encoded, made on the first hit of a client that accepts gzip and kept with the page. */
  gzipped(): Buffer;
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
 * Where a page is kept. `canonical`: pages asked for at their own canonical address, the catalog's pages. `other`:
 * a small share of the limits for pages whose address carries free text (search terms) or that are another address's
 * copy (an AMP page, a product's tab): however many of those arrive, they evict only each other.
 */
export type CachePartition = 'canonical' | 'other';

/** The share of HTML_CACHE_ENTRIES and HTML_CACHE_BYTES the `other` partition gets (taken from the total). */
const OTHER_SHARE = 0.1;

/**
 * Complete HTML of anonymous page responses, keyed by day, market and normalised URL (page-cache-key.ts),
 * dropped when the data version moves. Each partition is bounded in entries and in bytes (UTF-8 size of the page
 * plus its key): whichever limit is reached first evicts its least recently used pages.
 */
export class HtmlCache {
  private readonly partitions: Record<CachePartition, LRUCache<string, Entry> | null>;

  constructor({ entries, bytes }: HtmlCacheLimits) {
    const otherEntries = Math.floor(entries * OTHER_SHARE);
    const otherBytes = Math.floor(bytes * OTHER_SHARE);
    this.partitions = {
      canonical: bounded('canonical', entries - otherEntries, bytes - otherBytes),
      other: bounded('other', otherEntries, otherBytes),
    };
  }

  /** The cached page with its layout and validators, or null (an entry of an older data version is dropped). */
  lookup(key: string, version: number): CachedPage | null {
    for (const partition of Object.values(this.partitions)) {
      const entry = partition?.get(key);
      if (!entry) continue;
      if (entry.version === version) return entry;
      partition?.delete(key);
    }
    return null;
  }

  /** The page kept under `key` whatever data version it was rendered for; the LRU order is left alone. */
  peek(key: string): CachedPage | null {
    return this.partitions.canonical?.peek(key) ?? this.partitions.other?.peek(key) ?? null;
  }

  set(key: string, version: number, html: string, layout: LayoutName = 'default', route?: string, partition: CachePartition = 'canonical'): void {
    const target = this.partitions[partition];
    if (!target) return;
    const body = Buffer.from(html, 'utf8');
    let gzip: Buffer | null = null;
    const gzipped = () => (gzip ??= gzipSync(body));
    target.set(key, { body, gzipped, version, layout, route, etag: contentEtag(html), lastModified: new Date() });
  }

  /** Whether pages are kept at all (HTML_CACHE_ENTRIES or HTML_CACHE_BYTES 0 turns it off). */
  get enabled(): boolean {
    return this.partitions.canonical !== null;
  }

  get size(): number {
    return (this.partitions.canonical?.size ?? 0) + (this.partitions.other?.size ?? 0);
  }
}

function bounded(partition: CachePartition, entries: number, bytes: number): LRUCache<string, Entry> | null {
  if (entries <= 0 || bytes <= 0) return null;
  return new LRUCache<string, Entry>({
    max: entries,
    maxSize: bytes,
    // Counted with room for its gzip copy (a fraction of the page) so the byte limit holds once it is made.
    sizeCalculation: (entry, key) => entry.body.byteLength + Math.ceil(entry.body.byteLength / 4) + key.length,
    dispose: (_entry, _key, reason) => {
      if (reason === 'evict') htmlCacheEvictions.inc({ partition });
    },
  });
}
