import { describe, expect, it } from 'vitest';
import { LagTracker, parseLsn } from '../../src/db/replica-lag';

describe('replica lag from WAL positions', () => {
  it('orders WAL positions across the slash', () => {
    expect(parseLsn('0/FFFFFFFF') < parseLsn('1/0')).toBe(true);
    expect(parseLsn('16/B374D848')).toBe((0x16n << 32n) | 0xb374d848n);
    expect(() => parseLsn('nonsense')).toThrow(/not a WAL position/);
  });

  it('is 0 on an idle primary however old the last replayed transaction is', () => {
    const lag = new LagTracker();
    lag.observePrimary('0/3000000', 0);
    expect(lag.lagMs('0/3000000', 3_600_000)).toBe(0);
    lag.observePrimary('0/3000000', 3_600_000);
    expect(lag.lagMs('0/3000000', 3_601_000)).toBe(0);
  });

  it('is the age of the oldest primary position not replayed yet, and 0 once replayed', () => {
    const lag = new LagTracker();
    lag.observePrimary('0/100', 1000);
    lag.observePrimary('0/200', 2000);
    lag.observePrimary('0/300', 3000);
    expect(lag.lagMs('0/50', 3500)).toBe(2500);
    expect(lag.lagMs('0/100', 3500)).toBe(1500);
    expect(lag.lagMs('0/300', 3500)).toBe(0);
  });

  it('keeps the oldest positions when full, so a long lag is not forgotten', () => {
    const lag = new LagTracker(2);
    lag.observePrimary('0/100', 1000);
    lag.observePrimary('0/200', 2000);
    lag.observePrimary('0/300', 3000);
    expect(lag.lagMs('0/0', 10_000)).toBe(9000);
  });
});
