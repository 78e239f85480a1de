import { describe, expect, it } from 'vitest';
import { capCount, formatCount, sumCounts } from '../../src/domain/capped-count';
import { containsPattern } from '../../src/domain/like-pattern';
import { DEFAULT_SEARCH_SORT, isDefaultSearchSort, searchSortSchema } from '../../src/domain/search-sort';

describe('capped counts', () => {
  it('stop at 1000 and show the rest as "+"', () => {
    expect(capCount(0)).toEqual({ count: 0, capped: false });
    expect(capCount(1000)).toEqual({ count: 1000, capped: false });
    expect(capCount(1001)).toEqual({ count: 1000, capped: true });
    expect(formatCount(capCount(2793))).toBe('1000+');
    expect(formatCount(capCount(45))).toBe('45');
  });

  it('add up to a figure no larger than the cap, capped when any part is', () => {
    expect(sumCounts([])).toEqual({ count: 0, capped: false });
    expect(sumCounts([capCount(11), capCount(45)])).toEqual({ count: 56, capped: false });
    expect(sumCounts([capCount(600), capCount(500)])).toEqual({ count: 1000, capped: true });
    expect(sumCounts([capCount(2793), capCount(45)])).toEqual({ count: 1000, capped: true });
    expect(sumCounts([{ count: 3, capped: true }])).toEqual({ count: 3, capped: true });
  });
});

describe('search sort', () => {
  it('parses a field or -field, and names the allowed values otherwise', () => {
    expect(searchSortSchema.parse('title')).toEqual({ field: 'title', direction: 'asc' });
    expect(searchSortSchema.parse('-date')).toEqual({ field: 'date', direction: 'desc' });
    expect(searchSortSchema.parse('')).toEqual(DEFAULT_SEARCH_SORT);
    const bad = searchSortSchema.safeParse('nonsense');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].message).toBe('must be one of relevance, -relevance, title, -title, date, -date, company, -company');
    expect(searchSortSchema.safeParse('--title').success).toBe(false);
  });

  it('knows the default order', () => {
    expect(isDefaultSearchSort({ field: 'relevance', direction: 'desc' })).toBe(true);
    expect(isDefaultSearchSort({ field: 'relevance', direction: 'asc' })).toBe(false);
    expect(isDefaultSearchSort({ field: 'title', direction: 'desc' })).toBe(false);
  });
});

describe('containsPattern', () => {
  it('matches anywhere and takes LIKE wildcards literally', () => {
    expect(containsPattern('door')).toBe('%door%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
