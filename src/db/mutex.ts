/** A promise-chain lock: one holder at a time, waiters served in order. */
export class Mutex {
  private tail: Promise<void> = Promise.resolve();
  /** The holder and the waiters. */
  private pending = 0;

  get holders(): number {
    return Math.min(this.pending, 1);
  }

  get waiting(): number {
    return Math.max(this.pending - 1, 0);
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    this.pending += 1;
    const previous = this.tail;
    let release!: () => void;
    this.tail = new Promise((resolve) => (release = resolve));
    await previous;
    try {
      return await work();
    } finally {
      this.pending -= 1;
      release();
    }
  }
}
