import { describe, expect, it } from 'vitest';
import { restartDelay, STABLE_AFTER_MS } from '../../src/cluster/backoff';

describe('restartDelay', () => {
  it('replaces a worker at once after a stable life', () => {
    expect(restartDelay({ quickDeaths: 5 }, STABLE_AFTER_MS)).toEqual({ delayMs: 0, history: { quickDeaths: 0 } });
  });

  it('backs off while replacements keep dying young, up to 30 s', () => {
    let history = { quickDeaths: 0 };
    const delays: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      const next = restartDelay(history, 100);
      delays.push(next.delayMs);
      history = next.history;
    }
    expect(delays).toEqual([0, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });
});
