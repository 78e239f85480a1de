import type { DataVersion } from './html-cache';

/** A value and the time it was built. */
export interface Built<T> {
  value: T;
  builtAt: Date;
}

/**
 * A value that changes only with the catalog, built once per data version. Requests that arrive while it is being
 * built wait for that one build (single flight) instead of starting their own; a failed build is forgotten, so the
 * next request tries again.
 */
export class PerDataVersion<T> {
  private current: { version: number; built: Promise<Built<T>> } | null = null;

  constructor(
    private readonly dataVersion: DataVersion,
    private readonly build: () => Promise<T>,
  ) {}

  async get(): Promise<Built<T>> {
    const version = await this.dataVersion.current();
    if (this.current === null || this.current.version !== version) this.current = this.start(version);
    return this.current.built;
  }

  private start(version: number): { version: number; built: Promise<Built<T>> } {
    const current = { version, built: this.build().then((value) => ({ value, builtAt: new Date() })) };
    current.built.catch(() => {
      if (this.current === current) this.current = null;
    });
    return current;
  }
}
