import { describe, it, expect } from 'vitest';
import { formatSort, parseSort, toggleSort, type SortState } from '../../src/domain/sort';

describe('toggleSort', () => {
  it('starts a new field ascending by default', () => {
    expect(toggleSort(null, 'name')).toEqual({ field: 'name', direction: 'asc' });
  });

  it('starts a new field at the given default direction', () => {
    expect(toggleSort(null, 'date', 'desc')).toEqual({ field: 'date', direction: 'desc' });
    expect(toggleSort({ field: 'name', direction: 'asc' }, 'date', 'desc')).toEqual({ field: 'date', direction: 'desc' });
  });

  it('flips when the same field is chosen again', () => {
    let state = toggleSort(null, 'name');
    state = toggleSort(state, 'name');
    expect(state).toEqual({ field: 'name', direction: 'desc' });
    state = toggleSort(state, 'name');
    expect(state).toEqual({ field: 'name', direction: 'asc' });
    expect(toggleSort({ field: 'date', direction: 'desc' }, 'date', 'desc')).toEqual({ field: 'date', direction: 'asc' });
  });

  it('resets direction on a different field', () => {
    expect(toggleSort({ field: 'name', direction: 'desc' }, 'city')).toEqual({ field: 'city', direction: 'asc' });
  });

  it('does not mutate the current state', () => {
    const current: SortState = { field: 'name', direction: 'asc' };
    toggleSort(current, 'name');
    expect(current).toEqual({ field: 'name', direction: 'asc' });
  });
});

describe('parseSort', () => {
  const allowed = ['name', 'date', 'city'] as const;
  const fallback: SortState = { field: 'date', direction: 'desc' };

  it.each([
    ['name', { field: 'name', direction: 'asc' }],
    ['-name', { field: 'name', direction: 'desc' }],
    ['city', { field: 'city', direction: 'asc' }],
    [' -date ', { field: 'date', direction: 'desc' }],
  ])('parses %j', (value, expected) => {
    expect(parseSort(value, allowed, fallback)).toEqual(expected);
  });

  it.each([undefined, '', '-', '--name', 'Name', 'unknown', '-unknown', '+name', 'name,date'])(
    'falls back for %j',
    (value) => {
      expect(parseSort(value, allowed, fallback)).toEqual(fallback);
    },
  );

  it('returns a copy of the fallback', () => {
    expect(parseSort('bad', allowed, fallback)).not.toBe(fallback);
  });
});

describe('formatSort', () => {
  it('formats ascending and descending', () => {
    expect(formatSort({ field: 'name', direction: 'asc' })).toBe('name');
    expect(formatSort({ field: 'name', direction: 'desc' })).toBe('-name');
  });

  it('is the inverse of parseSort', () => {
    const states: SortState[] = [
      { field: 'name', direction: 'asc' },
      { field: 'name', direction: 'desc' },
      { field: 'city', direction: 'desc' },
    ];
    for (const state of states) {
      expect(parseSort(formatSort(state), ['name', 'city'], { field: 'x', direction: 'asc' })).toEqual(state);
    }
  });
});
