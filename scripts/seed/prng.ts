/**
 * Seeded pseudo-random numbers for the demo catalog: the same seed always gives
 * the same data. Never use Math.random() or the clock in the seed.
 */
import { stableHash } from '../../src/domain/stable-hash';

export class Rng {
  private state: number;

  constructor(readonly seed: number) {
    this.state = seed >>> 0;
  }

  /** mulberry32: a float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /**
   * An independent stream named by `label`: drawing from it never shifts this one,
   * so adding data to one part of the catalog leaves the other parts unchanged.
   */
  fork(label: string | number): Rng {
    return new Rng(stableHash(`${this.seed}:${label}`));
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick() from an empty list');
    return items[Math.floor(this.next() * items.length)];
  }

  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  }

  /** `count` distinct items (fewer when the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, Math.max(0, count));
  }

  /** Picks by weight: weighted([['a', 3], ['b', 1]]) gives 'a' three times as often. */
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T {
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let roll = this.next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return entries[entries.length - 1][0];
  }

  /** Skewed towards 0: many small values, a long tail of large ones (popularity). */
  skewed(max: number, power = 4): number {
    return Math.floor(max * Math.pow(this.next(), power));
  }

  /** Hex string of `bytes` random bytes (deterministic salts). */
  hex(bytes: number): string {
    let out = '';
    for (let i = 0; i < bytes; i++) out += Math.floor(this.next() * 256).toString(16).padStart(2, '0');
    return out;
  }

  /** Fills `{a|b|c}` alternatives in a template with one choice each. */
  fill(template: string): string {
    return template.replace(/\{([^{}]+)\}/g, (_, choices: string) => this.pick(choices.split('|')));
  }
}
