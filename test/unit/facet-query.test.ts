import { describe, expect, it } from 'vitest';
import { activeFacets, facetQuery, hasFacets, withFacets, withoutFacetValue } from '../../src/domain/facets';

const parse = (query: Record<string, unknown>) => facetQuery.safeParse(query);

describe('facetQuery', () => {
  it('reads one value or several, sorted and without duplicates; blanks and absent fields are no filter', () => {
    const parsed = facetQuery.parse({ manufacturer: ['30', '4', '30'], format: 'pdf', section: ['081113', '08 71 00'], division: '', updated: '' });
    expect(parsed).toEqual({ manufacturer: [4, 30], format: ['pdf'], section: ['08 11 13', '08 71 00'], division: [], updated: [] });
    expect(hasFacets(parsed)).toBe(true);
    expect(hasFacets(facetQuery.parse({ division: '' }))).toBe(false);
    expect(hasFacets(facetQuery.parse({}))).toBe(false);
  });

  it.each([
    ['manufacturer', '0'],
    ['manufacturer', '12a'],
    ['division', '99'],
    ['section', '08 11'.repeat(3)],
    ['format', 'EXE'],
    ['updated', 'today'],
    ['updated', ['30d', 'week']],
    ['declaration', 'lca'],
    ['gwp', '5'],
    ['division', { nested: '08' }],
  ])('refuses %s=%j, naming the field and what it must be', (field, value) => {
    const result = parse({ [field]: value });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0].path).toEqual([field]);
    expect(result.error!.issues[0].message).toMatch(/^must be /);
  });

  it.each([
    ['manufacturer', Array.from({ length: 11 }, (_, i) => String(i + 1)), 10],
    ['division', ['03', '04', '05', '06', '07', '08', '09', '10', '11', '12', '13'], 10],
    ['section', Array.from({ length: 11 }, (_, i) => `08 11 ${String(i + 10)}`), 10],
    ['format', ['dxf', 'ifc', 'pdf', 'mp4', 'html', 'pdf'], 5],
    ['updated', ['30d', '12m', 'older', '30d'], 3],
    ['declaration', ['epd', 'hpd', 'epd'], 2],
    ['gwp', ['door-leaf.under-50', 'door-leaf.50-100', 'door-leaf.100-200', 'door-leaf.200-plus', 'm2.5-20'], 4],
  ])('refuses more than its cap of %s values, naming the field', (field, values, cap) => {
    const result = parse({ [field]: values });
    expect(result.error!.issues[0].path).toEqual([field]);
    expect(result.error!.issues[0].message).toBe(`must be at most ${cap} values`);
    expect(parse({ [field]: values.slice(0, cap) }).success).toBe(true);
  });

  it('writes a combination in one order whatever order it was read in, after the path\'s own query', () => {
    const a = facetQuery.parse({ section: '08 71 00', manufacturer: ['9', '12'], updated: '12m' });
    const b = facetQuery.parse({ updated: '12m', manufacturer: ['12', '9'], section: '087100' });
    expect(withFacets('/search/door', a)).toBe('/search/door?manufacturer=9&manufacturer=12&section=08+71+00&updated=12m');
    expect(withFacets('/search/door?sort=title', b)).toBe(withFacets('/search/door?sort=title', a));
    expect(withFacets('/search/door', facetQuery.parse({}))).toBe('/search/door');
  });

  it('lists the chosen values and removes one at a time', () => {
    const filters = facetQuery.parse({ manufacturer: ['9', '12'], updated: '30d' });
    expect(activeFacets(filters)).toEqual([
      { facet: 'manufacturer', value: '9' },
      { facet: 'manufacturer', value: '12' },
      { facet: 'updated', value: '30d' },
    ]);
    expect(withFacets('/s', withoutFacetValue(filters, 'manufacturer', '9'))).toBe('/s?manufacturer=12&updated=30d');
    expect(withFacets('/s', withoutFacetValue(filters, 'updated', '30d'))).toBe('/s?manufacturer=9&manufacturer=12');
  });
});
