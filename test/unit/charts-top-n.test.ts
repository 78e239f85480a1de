import { describe, expect, it } from 'vitest';
import { countBy, topN } from '../../src/domain/charts/top-n';

const data = [
  { label: 'Schools', value: 4 },
  { label: 'Offices', value: 9 },
  { label: 'Hospitals', value: 4 },
  { label: 'Airports', value: 1 },
  { label: 'Prisons', value: 2 },
  { label: 'Museums', value: 0 },
];

describe('topN', () => {
  it('keeps the n largest, ties by label, and sums the rest into Other', () => {
    expect(topN(data, 3)).toEqual([
      { label: 'Offices', value: 9 },
      { label: 'Hospitals', value: 4 },
      { label: 'Schools', value: 4 },
      { label: 'Other', value: 3 },
    ]);
    expect(topN(data, 1, 'Everything else')).toEqual([{ label: 'Offices', value: 9 }, { label: 'Everything else', value: 11 }]);
  });

  it('adds no Other bucket when everything fits, and drops zeros', () => {
    expect(topN(data, 5).map((d) => d.label)).toEqual(['Offices', 'Hospitals', 'Schools', 'Prisons', 'Airports']);
    expect(topN(data, 10)).toHaveLength(5);
    expect(topN([], 3)).toEqual([]);
  });

  it('does not reorder its input', () => {
    const copy = data.map((d) => ({ ...d }));
    topN(data, 2);
    expect(data).toEqual(copy);
  });
});

describe('countBy', () => {
  it('counts values and puts null and blank under the empty label', () => {
    const rows = [{ t: 'Office' }, { t: null }, { t: 'Office' }, { t: '  ' }, { t: 'School' }];
    expect(countBy(rows, (r) => r.t)).toEqual([
      { label: 'Office', value: 2 },
      { label: 'Not given', value: 2 },
      { label: 'School', value: 1 },
    ]);
  });
});
