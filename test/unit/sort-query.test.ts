import { describe, expect, it } from 'vitest';
import { sortQuery, typedSortQuery } from '../../src/domain/sort-query';

describe('one ?sort= rule for every list', () => {
  const fields = ['title', 'date'] as const;

  it('parses a field ascending, -field descending and blank as the default order', () => {
    const schema = typedSortQuery(fields);
    expect(schema.parse('title')).toEqual({ field: 'title', direction: 'asc' });
    expect(schema.parse(' -date ')).toEqual({ field: 'date', direction: 'desc' });
    expect(schema.parse('')).toBeUndefined();
  });

  it('refuses anything else naming every allowed value, in both schemas alike', () => {
    for (const schema of [sortQuery(fields), typedSortQuery(fields)]) {
      const bad = schema.safeParse('--title');
      expect(bad.error?.issues[0].message).toBe('must be one of title, -title, date, -date');
    }
  });
});
