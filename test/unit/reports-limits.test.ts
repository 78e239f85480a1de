import { describe, expect, it } from 'vitest';
import { REPORT_LINK_FAILURE_RULES, REPORT_LINK_LIMITS } from '../../src/services/reports';

describe('report link limits', () => {
  it('allow 30 failures per IP and 10 per (abbreviation, IP) in 15 minutes, 100 per abbreviation in an hour', () => {
    expect(REPORT_LINK_LIMITS).toEqual({ linkIp: { limit: 30, windowMs: 900_000 } });
    expect(REPORT_LINK_FAILURE_RULES.perAddress).toEqual({ limit: 10, windowMs: 900_000 });
    expect(REPORT_LINK_FAILURE_RULES.perIdentity.ceiling).toBe(100);
    expect(REPORT_LINK_FAILURE_RULES.cleanAddressesExempt).toBe(true);
  });
});
