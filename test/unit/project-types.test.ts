import { describe, it, expect } from 'vitest';
import { ALL_PROJECT_TYPE_CODES, PROJECT_TYPES, projectTypeName } from '../../src/domain/project-types';

describe('PROJECT_TYPES', () => {
  it('has the four top-level groups in order', () => {
    expect(PROJECT_TYPES.map((t) => [t.code, t.name])).toEqual([
      [10, 'Commercial'],
      [20, 'Industrial'],
      [40, 'Institutional'],
      [50, 'Residential'],
    ]);
  });

  it('nests the subtypes', () => {
    expect(PROJECT_TYPES[0].children).toEqual([
      { code: 11, name: 'Office' },
      { code: 12, name: 'Retail' },
      { code: 13, name: 'Hotel' },
    ]);
    expect(PROJECT_TYPES[1].children).toEqual([]);
    expect(PROJECT_TYPES[2].children.map((c) => c.name)).toEqual(['Health', 'Education', 'Religious', 'Public', 'Recreation']);
    expect(PROJECT_TYPES[3].children).toEqual([]);
  });

  it('lists every code in tree order', () => {
    expect(ALL_PROJECT_TYPE_CODES).toEqual([10, 11, 12, 13, 20, 40, 41, 42, 43, 44, 45, 50]);
  });
});

describe('projectTypeName', () => {
  it.each([
    [10, 'Commercial'],
    [11, 'Office'],
    ['12', 'Retail'],
    [13, 'Hotel'],
    ['20', 'Industrial'],
    [40, 'Institutional'],
    [41, 'Health'],
    ['45', 'Recreation'],
    [' 50 ', 'Residential'],
  ])('%j → %s', (code, name) => {
    expect(projectTypeName(code)).toBe(name);
  });

  it.each([null, undefined, '', ' ', 0, 14, 30, 46, 99, -10, 11.5, '11.0', '1 1', 'Office', 'abc', NaN])(
    '%j → null',
    (code) => {
      expect(projectTypeName(code as number | string | null | undefined)).toBeNull();
    },
  );
});
