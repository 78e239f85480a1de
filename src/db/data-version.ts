import { withReadRoute } from './read-routing';
import { sql } from './sql';
import type { Db, Queryable } from './types';

/** How long a read of data_version is trusted before asking the database again. */
const VERSION_TTL_MS = 1000;

/** Catalog transactions this process ran, per database: each makes its DataVersions ask again at once. */
const localWrites = new WeakMap<Db, number>();

function localWritesOf(db: Db): number {
  return localWrites.get(db) ?? 0;
}

/**
 * A transaction that writes catalog tables. Their triggers (migration 025) move the data version inside it, so
 * the write and its bump commit or fail together. Once it has ended, this process's DataVersions read the
 * version again on their next use: the writer's next page shows its write at once, other processes within
 * VERSION_TTL_MS. Also after a failure: a COMMIT whose answer was lost may still have committed.
 */
export async function catalogTransaction<T>(db: Db, work: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } finally {
    localWrites.set(db, localWritesOf(db) + 1);
  }
}

/**
 * The catalog's data version. Catalog writes in this process (catalogTransaction) make it read again at once;
 * other processes sharing the database see the change within VERSION_TTL_MS. One read at a time: requests that
 * find the value old share the read in flight (during an outage they wait out one timeout together,
 * not one each). A failed read is not remembered, so the first request after recovery reads again.
 */
export class DataVersion {
  private value = -1;
  private readAt = 0;
  private reading: Promise<number> | null = null;
  /** The local catalog writes seen: a read started before a local write is not trusted after it. */
  private writesSeen: number;

  constructor(private readonly db: Db) {
    this.writesSeen = localWritesOf(db);
  }

  /**
   * The version as last read, when that read is younger than VERSION_TTL_MS and no catalog write of this process
   * has ended since; otherwise null, and current() reads it. Lets a cached page be answered without a promise.
   */
  known(): number | null {
    if (localWritesOf(this.db) !== this.writesSeen) return null;
    return Date.now() - this.readAt <= VERSION_TTL_MS ? this.value : null;
  }

  async current(): Promise<number> {
    const writes = localWritesOf(this.db);
    const afterLocalWrite = writes !== this.writesSeen;
    if (afterLocalWrite) {
      this.writesSeen = writes;
      this.readAt = 0;
      this.reading = null;
    }
    if (Date.now() - this.readAt <= VERSION_TTL_MS) return this.value;
    if (this.reading) return this.reading;
    const reading = this.read(afterLocalWrite).finally(() => {
      if (this.reading === reading) this.reading = null;
    });
    this.reading = reading;
    return reading;
  }

  private async read(afterLocalWrite: boolean): Promise<number> {
    const writes = this.writesSeen;
    // From the replica when it serves (the pages this version keys are read there too, whoever asks first),
    // except just after a write of this process, which the replica may not have yet.
    const row = await withReadRoute(!afterLocalWrite, () => this.db.one<{ version: number }>(sql`SELECT version::int AS version FROM data_version`));
    if (writes === localWritesOf(this.db)) {
      this.value = row.version;
      this.readAt = Date.now();
    }
    return row.version;
  }
}
