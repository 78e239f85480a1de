import { withReadRoute } from './read-routing';
import { sql } from './sql';
import type { Db } from './types';

/** How long a read of data_version is trusted before asking the database again. */
const VERSION_TTL_MS = 1000;

/**
 * The catalog's data version. Writes in this process bump it at once; other processes
 * sharing the database see the change within VERSION_TTL_MS. One read at a time: requests that
 * find the value old share the read in flight (during an outage they wait out one timeout together,
 * not one each). A failed read is not remembered, so the first request after recovery reads again.
 */
export class DataVersion {
  private value = -1;
  private readAt = 0;
  private reading: Promise<number> | null = null;
  /** Bumped by invalidate(): a read started before a local write must not be trusted after it. */
  private generation = 0;

  constructor(private readonly db: Db) {}

  async current(): Promise<number> {
    if (Date.now() - this.readAt <= VERSION_TTL_MS) return this.value;
    this.reading ??= this.read().finally(() => {
      this.reading = null;
    });
    return this.reading;
  }

  /** Forget the cached value so the next read asks the database. */
  invalidate(): void {
    this.generation += 1;
    this.readAt = 0;
    this.reading = null;
  }

  private async read(): Promise<number> {
    const generation = this.generation;
    // From the replica when it serves: the pages this version keys are read there too (whoever asks first).
    const row = await withReadRoute(true, () => this.db.one<{ version: number }>(sql`SELECT version::int AS version FROM data_version`));
    if (generation === this.generation) {
      this.value = row.version;
      this.readAt = Date.now();
    }
    return row.version;
  }
}
