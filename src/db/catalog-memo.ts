/** A value and the time it was built. */
interface Built<T> {
  value: T;
  builtAt: Date;
}

/** Where the catalog's data version comes from (DataVersion; a test moves its own). */
interface VersionSource {
  current(): Promise<number>;
}

/** Past this many keys the memo starts over: a guard against keys that grow without bound, not a cache policy. */
const MAX_KEYS = 10_000;

/**
 * Facts that change only with the catalog (navigation, counts, candidate lists, sitemaps), each built once per data
 * version per process and shared by every request. All keys belong to one version: when the version moves, every
 * fact is forgotten and rebuilt on its next read. Requests that arrive while a fact is being built wait for that one
 * build (single flight); a failed build is forgotten, so the next request tries again.
 */
export class CatalogMemo {
  private version: number | null = null;
  private readonly entries = new Map<string, Promise<Built<unknown>>>();

  constructor(private readonly dataVersion: VersionSource) {}

  /** The fact named `key` of the current data version, with the time it was built. */
  async built<T>(key: string, build: () => Promise<T>): Promise<Built<T>> {
    const version = await this.dataVersion.current();
    if (version !== this.version || this.entries.size >= MAX_KEYS) {
      this.version = version;
      this.entries.clear();
    }
    let entry = this.entries.get(key);
    if (!entry) {
      const started = build().then((value) => ({ value, builtAt: new Date() }));
      entry = started;
      this.entries.set(key, started);
      started.catch(() => {
        if (this.entries.get(key) === started) this.entries.delete(key);
      });
    }
    return entry as Promise<Built<T>>;
  }

  /** The fact named `key` of the current data version. */
  async value<T>(key: string, build: () => Promise<T>): Promise<T> {
    return (await this.built(key, build)).value;
  }
}
