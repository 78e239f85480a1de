import { describe, expect, it } from 'vitest';
import type { DatedHomepagePromo } from '../../src/services/homepage-promo';
import { runningPromo } from '../../src/services/homepage-promo';

const promo = (seq: number, startsAt: string, endsAt: string | null): DatedHomepagePromo => ({
  seq,
  title: `Promo ${seq}`,
  body: '',
  linkUrl: '/',
  linkLabel: 'More',
  startsAt,
  endsAt,
});

// Most recently starting first, as datedHomepagePromos answers them (built once per data version).
const promos = [promo(3, '2026-12-01T00:00:00.000Z', null), promo(2, '2026-11-20T00:00:00.000Z', '2026-11-25T00:00:00.000Z'), promo(1, '2026-11-01T00:00:00.000Z', null)];

describe('the promotion running now, chosen by the clock from the per-version list', () => {
  it('is the most recently started one within its dates', () => {
    expect(runningPromo(promos, new Date('2026-11-24T12:00:00Z'))?.seq).toBe(2);
  });

  it('moves on when a promotion ends or a later one starts, without a new data version', () => {
    expect(runningPromo(promos, new Date('2026-11-25T00:00:00Z'))?.seq).toBe(1);
    expect(runningPromo(promos, new Date('2026-12-01T00:00:00Z'))?.seq).toBe(3);
  });

  it('is none before any has started, and carries no dates', () => {
    expect(runningPromo(promos, new Date('2026-10-01T00:00:00Z'))).toBeNull();
    expect(runningPromo(promos, new Date('2026-11-24T12:00:00Z'))).not.toHaveProperty('startsAt');
  });
});
