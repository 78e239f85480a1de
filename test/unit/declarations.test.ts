import { describe, expect, it } from 'vitest';
import {
  addYears,
  disclosureLabel,
  expiryDate,
  isDeclarationKind,
  isExpired,
  matchesValidity,
  utcDay,
} from '../../src/domain/declarations';

describe('isExpired', () => {
  it('is false before the expiry day and true on and after it', () => {
    expect(isExpired('2024-05-01', '2024-04-30')).toBe(false);
    expect(isExpired('2024-05-01', '2024-05-01')).toBe(true);
    expect(isExpired('2024-05-01', '2024-05-02')).toBe(true);
    expect(isExpired('2024-05-01', '2031-01-01')).toBe(true);
    expect(isExpired('2029-12-31', '2026-11-22')).toBe(false);
  });

  it('compares across month and year ends', () => {
    expect(isExpired('2025-01-01', '2024-12-31')).toBe(false);
    expect(isExpired('2024-10-01', '2024-09-30')).toBe(false);
    expect(isExpired('2024-09-30', '2024-10-01')).toBe(true);
  });

  it('refuses anything but YYYY-MM-DD days, so a malformed date never reads as valid', () => {
    expect(() => isExpired('2024-5-1', '2024-06-01')).toThrow(RangeError);
    expect(() => isExpired('2024-05-01', '2024-06-01T00:00:00Z')).toThrow(/today/);
  });
});

describe('validity rules', () => {
  it('keeps an EPD valid five years and an HPD three', () => {
    expect(expiryDate('epd', '2021-03-14')).toBe('2026-03-14');
    expect(expiryDate('hpd', '2021-03-14')).toBe('2024-03-14');
  });

  it('moves February 29 to February 28 as PostgreSQL interval arithmetic does', () => {
    expect(addYears('2024-02-29', 5)).toBe('2029-02-28');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
    expect(expiryDate('hpd', '2024-02-29')).toBe('2027-02-28');
    expect(addYears('2023-12-31', 3)).toBe('2026-12-31');
  });

  it('filters current, expired and all by the day', () => {
    expect(matchesValidity('all', '2020-01-01', '2026-11-22')).toBe(true);
    expect(matchesValidity('current', '2026-11-23', '2026-11-22')).toBe(true);
    expect(matchesValidity('current', '2026-11-22', '2026-11-22')).toBe(false);
    expect(matchesValidity('expired', '2026-11-22', '2026-11-22')).toBe(true);
    expect(matchesValidity('expired', '2026-11-23', '2026-11-22')).toBe(false);
  });

  it('names the UTC day of a moment', () => {
    expect(utcDay(new Date('2026-11-22T23:59:59Z'))).toBe('2026-11-22');
    expect(utcDay(new Date('2026-11-23T00:00:00+02:00'))).toBe('2026-11-22');
  });

  it('knows the two declaration kinds and labels disclosure levels', () => {
    expect(isDeclarationKind('epd')).toBe(true);
    expect(isDeclarationKind('hpd')).toBe(true);
    expect(isDeclarationKind('certificate')).toBe(false);
    expect(disclosureLabel('full', 100)).toBe('Full disclosure to 100 ppm');
    expect(disclosureLabel('partial', 1000)).toBe('Partial disclosure (threshold 1000 ppm)');
    expect(disclosureLabel('partial', null)).toBe('Partial disclosure');
  });
});
