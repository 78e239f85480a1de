import { LRUCache } from 'lru-cache';

/** A value and the time it was built. */
interface Built<T> {
  value: T;
  builtAt: Date;
}

/** Where the catalog's data version comes from (DataVersion; a test moves its own). */
interface VersionSource {
  current(): Promise<number>;
}

/**
 * The memo's two partitions: `catalog` holds facts whose keys the code fixes (navigation, a content type's counts,
 * banners, sitemaps), `lookups` the facts of one thing a URL names (a division, a section, a company's listing, a
 * search word) and `windows` the large facts of one thing a URL names (a common word's listed window with each item's
 * facet values, some 300 KB each), of which only a few are kept. Each is its own LRU, so no number of lookups can push
 * a catalog fact out, nor large ones fill the memory.
 */
type MemoPartition = 'catalog' | 'lookups' | 'windows';

/** Keys per partition: the catalog's are bounded by the code (the bound is a guard), lookups by the catalog's size. */
const MEMO_LIMITS: Readonly<Record<MemoPartition, number>> = { catalog: 1_000, lookups: 5_000, windows: 64 };

/** What the memo tells the metrics: a fact built (its family: the key up to the first colon), an entry evicted. */
export interface MemoObserver {
  built(partition: MemoPartition, fact: string): void;
  evicted(partition: MemoPartition): void;
}

type Build = () => Promise<Built<unknown> | undefined>;
type Partition = LRUCache<string, Built<unknown>, Build>;

/**
 * Facts that change only with the catalog, each built once per data version per process and shared by every
 * request. When the version moves, both partitions are replaced and every fact is rebuilt on its next read (builds
 * still running finish for their readers, into the dropped partition). Readers that arrive while a fact is being
 * built wait for that one build (single flight, lru-cache's fetch); a failed build is forgotten, so the next read
 * tries again. A lookup that finds nothing (null) is not kept: URLs can name endless things that do not exist.
 */
export class CatalogMemo {
  private version: number | null = null;
  private partitions: Record<MemoPartition, Partition>;

  constructor(
    private readonly dataVersion: VersionSource,
    private readonly observer?: MemoObserver,
    private readonly limits: Readonly<Record<MemoPartition, number>> = MEMO_LIMITS,
  ) {
    this.partitions = this.emptyPartitions();
  }

  /** The catalog fact named `key` of the current data version, with the time it was built. */
  async built<T>(key: string, build: () => Promise<T>): Promise<Built<T>> {
    return (await this.fetch('catalog', key, async () => ({ value: await build(), builtAt: new Date() }))) as Built<T>;
  }

  /** The catalog fact named `key` (a key the code fixes, never one a URL chooses) of the current data version. */
  async value<T>(key: string, build: () => Promise<T>): Promise<T> {
    return (await this.built(key, build)).value;
  }

  /**
   * The fact of one thing a URL names (a null, nothing found, is not kept: it is built again on every read); a large
   * one (`windows`) among the few kept of its kind.
   */
  async lookup<T>(key: string, build: () => Promise<T>, partition: 'lookups' | 'windows' = 'lookups'): Promise<T> {
    const found = await this.fetch(partition, key, async () => {
      const value = await build();
      return value === null ? undefined : { value, builtAt: new Date() };
    });
    // Nothing is kept only for a null value.
    return (found ? found.value : null) as T;
  }

  /**
   * A lookup fact already built for the current data version, or undefined (nothing is built): for a fact that its
   * reader fetches inside a statement it runs anyway, and keeps with `keep` for the next reader.
   */
  async kept<T>(key: string): Promise<T | undefined> {
    await this.sync();
    return this.partitions.lookups.get(key)?.value as T | undefined;
  }

  /** Keeps a lookup fact read for `version` (the version current before it was read), if that is still current. */
  keep<T>(key: string, value: T, version: number): void {
    if (version === this.version) this.partitions.lookups.set(key, { value, builtAt: new Date() });
  }

  /** The data version the memo's facts are of, moving to the current one (and dropping older facts) first. */
  async sync(): Promise<number> {
    const version = await this.dataVersion.current();
    if (version !== this.version) {
      this.version = version;
      this.partitions = this.emptyPartitions();
    }
    return version;
  }

  private async fetch(partition: MemoPartition, key: string, build: () => Promise<Built<unknown> | undefined>): Promise<Built<unknown> | undefined> {
    await this.sync();
    return this.partitions[partition].fetch(key, {
      context: async () => {
        this.observer?.built(partition, key.split(':', 1)[0]);
        return build();
      },
    });
  }

  private emptyPartitions(): Record<MemoPartition, Partition> {
    const partition = (name: MemoPartition): Partition =>
      new LRUCache<string, Built<unknown>, Build>({
        max: this.limits[name],
        // A build evicted while it runs still answers the readers waiting for it.
        ignoreFetchAbort: true,
        fetchMethod: (_key, _stale, { context }) => context(),
        dispose: (_value, _key, reason) => {
          if (reason === 'evict') this.observer?.evicted(name);
        },
      });
    return { catalog: partition('catalog'), lookups: partition('lookups'), windows: partition('windows') };
  }
}
