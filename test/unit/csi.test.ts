import { describe, it, expect } from 'vitest';
import {
  DEFAULT_MF,
  MF_CODES,
  divisionOf,
  divisionTitle,
  isDivision,
  isMfCode,
  normalizeSection,
  sectionSlug,
  sectionTitle,
} from '../../src/domain/csi';

describe('normalizeSection', () => {
  it.each([
    ['081113', '08 11 13'],
    ['08 11 13', '08 11 13'],
    ['08-11-13', '08 11 13'],
    ['08.11.13', '08 11 13'],
    [' 08 11 13 ', '08 11 13'],
    ['0811', '08 11 00'],
    ['08 11', '08 11 00'],
    ['08-11', '08 11 00'],
    ['220000', '22 00 00'],
    ['481000', '48 10 00'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeSection(input)).toBe(expected);
  });

  it.each(['', '08', '081', '08111', '0811131', '08 11 1', '08  11 13', '08/11/13', 'ab cd ef', '15 00 00', '99 11 13', '08 11 13.16', '０８１１１３'])(
    '%j → null',
    (input) => {
      expect(normalizeSection(input)).toBeNull();
    },
  );
});

describe('section helpers', () => {
  it('divisionOf', () => {
    expect(divisionOf('08 11 13')).toBe('08');
    expect(divisionOf('081113')).toBe('08');
    expect(divisionOf('23-37-13')).toBe('23');
    expect(divisionOf('08110')).toBe('08');
  });

  it('sectionSlug', () => {
    expect(sectionSlug('08 11 13')).toBe('081113');
    expect(sectionSlug('08-11-13')).toBe('081113');
    expect(sectionSlug('')).toBe('');
  });

  it('isDivision', () => {
    expect(isDivision('08')).toBe(true);
    expect(isDivision('48')).toBe(true);
    expect(isDivision('00')).toBe(true);
    expect(isDivision('8')).toBe(false);
    expect(isDivision('15')).toBe(false);
    expect(isDivision('47')).toBe(false);
    expect(isDivision(8)).toBe(false);
    expect(isDivision(null)).toBe(false);
  });

  it('divisionTitle', () => {
    expect(divisionTitle('08')).toBe('Openings');
    expect(divisionTitle('8')).toBe('Openings');
    expect(divisionTitle('06')).toBe('Wood, Plastics, and Composites');
    expect(divisionTitle('23')).toBe('Heating, Ventilating, and Air Conditioning (HVAC)');
    expect(divisionTitle('48')).toBe('Electrical Power Generation');
    expect(divisionTitle('')).toBeNull();
    expect(divisionTitle('15')).toBeNull();
  });

  it('sectionTitle accepts any input form and rejects unknown sections', () => {
    expect(sectionTitle('081113')).toBe('Hollow Metal Doors and Frames');
    expect(sectionTitle('09.91.23')).toBe('Interior Painting');
    expect(sectionTitle('0930')).toBe('Tiling');
    expect(sectionTitle('08 11 99')).toBeNull();
    expect(sectionTitle('nonsense')).toBeNull();
  });

  it('mf codes', () => {
    expect(MF_CODES).toEqual(['04', '95']);
    expect(DEFAULT_MF).toBe('04');
    expect(isMfCode('04')).toBe(true);
    expect(isMfCode('95')).toBe(true);
    expect(isMfCode('16')).toBe(false);
    expect(isMfCode(4)).toBe(false);
  });
});
