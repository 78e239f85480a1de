import { describe, it, expect } from 'vitest';
import { isStateCode, STATES } from '../../src/domain/states';

describe('STATES', () => {
  it('has 50 states, DC and 13 Canadian provinces and territories', () => {
    expect(STATES).toHaveLength(64);
    const canadian = STATES.filter((s) => s.code.endsWith(', CAN'));
    expect(canadian).toHaveLength(13);
    const us = STATES.filter((s) => !s.code.endsWith(', CAN'));
    expect(us).toHaveLength(51);
    expect(us.every((s) => /^[A-Z]{2}$/.test(s.code))).toBe(true);
    expect(canadian.every((s) => /^[A-Z]{2}, CAN$/.test(s.code))).toBe(true);
  });

  it('has unique codes and names', () => {
    expect(new Set(STATES.map((s) => s.code)).size).toBe(STATES.length);
    expect(new Set(STATES.map((s) => s.name)).size).toBe(STATES.length);
  });

  it.each([
    ['NY', 'New York'],
    ['DC', 'District of Columbia'],
    ['CA', 'California'],
    ['WY', 'Wyoming'],
    ['ON, CAN', 'Ontario'],
    ['QC, CAN', 'Quebec'],
    ['NU, CAN', 'Nunavut'],
    ['YT, CAN', 'Yukon'],
    ['NL, CAN', 'Newfoundland and Labrador'],
  ])('maps %s to %s', (code, name) => {
    expect(STATES.find((s) => s.code === code)?.name).toBe(name);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(STATES)).toBe(true);
    expect(Object.isFrozen(STATES[0])).toBe(true);
  });
});

describe('isStateCode', () => {
  it.each(['NY', 'TX', 'DC', 'AK', 'HI', 'ON, CAN', 'BC, CAN', 'ny', ' on, can '])('accepts %j', (code) => {
    expect(isStateCode(code)).toBe(true);
  });

  it.each(['', 'XX', 'ON', 'QC', 'PR', 'GU', 'New York', 'ON,CAN', 'ON, CA', 'N Y', 'NYC'])('rejects %j', (code) => {
    expect(isStateCode(code)).toBe(false);
  });
});
