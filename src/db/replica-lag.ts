/** A WAL position ("16/B374D848") as a number that compares. */
export function parseLsn(lsn: string): bigint {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(lsn);
  if (!match) throw new Error(`not a WAL position: ${lsn}`);
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

/**
 * How far a replica trails its primary, in time: the age of the oldest primary WAL position seen that the
 * replica has not replayed yet (0 when it replayed everything seen). Unlike `now() - pg_last_xact_replay_timestamp()`
 * it stays 0 on an idle primary, and it is exact to one check interval.
 */
export class LagTracker {
  /** Primary positions not replayed yet as far as we know, oldest first. */
  private pending: { lsn: bigint; at: number }[] = [];

  constructor(private readonly keep = 10_000) {}

  /** The primary's current WAL position at `at` (ms). */
  observePrimary(lsn: string, at: number): void {
    const position = parseLsn(lsn);
    const last = this.pending.at(-1);
    // When full, the oldest positions (the ones that measure the lag) stay; newer ones are only finer steps.
    if ((last && last.lsn >= position) || this.pending.length >= this.keep) return;
    this.pending.push({ lsn: position, at });
  }

  /** The replica replayed up to `replayed` by `at` (ms): how long the oldest position it lacks has waited. */
  lagMs(replayed: string, at: number): number {
    const position = parseLsn(replayed);
    this.pending = this.pending.filter((sample) => sample.lsn > position);
    const oldest = this.pending[0];
    return oldest ? Math.max(0, at - oldest.at) : 0;
  }
}
