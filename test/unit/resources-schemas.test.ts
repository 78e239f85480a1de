import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../src/parse-input';
import { definitionProblems } from '../../src/services/resources/check-definition';
import { RESOURCE_FAMILIES } from '../../src/services/resources/families';
import { csiDivisions, csiSections } from '../../src/services/resources/families/csi';
import { podcasts } from '../../src/services/resources/families/editorial';
import { products } from '../../src/services/resources/families/products';
import { catalogPages } from '../../src/services/resources/families/content-items';
import {
  createBodySchema,
  idsParamsSchema,
  listQuerySchema,
  MAX_PAGE_SIZE,
  updateBodySchema,
} from '../../src/services/resources/schemas';

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);

describe('resource definitions', () => {
  it.each(RESOURCE_FAMILIES.map((def) => [def.name, def] as const))('%s is sound', (_name, def) => {
    expect(definitionProblems(def)).toEqual([]);
  });

  it('have unique URL names', () => {
    const names = RESOURCE_FAMILIES.map((def) => def.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('finds problems in a broken definition', () => {
    const broken = { ...podcasts, table: 'podcasts; DROP TABLE users', defaultSort: 'transcript', columns: { ...podcasts.columns, page: { ...podcasts.columns.title, filter: true } } };
    const problems = definitionProblems(broken);
    expect(problems.some((p) => p.includes('not an identifier'))).toBe(true);
    expect(problems.some((p) => p.includes('default sort transcript'))).toBe(true);
    expect(problems.some((p) => p.includes('collides with a list parameter'))).toBe(true);
  });
});

describe('resource body schemas', () => {
  it('require the required fields and name unknown, read-only and badly typed ones', () => {
    const result = createBodySchema(podcasts).safeParse({ summary: 3, colour: 'red', seq: 5 });
    const fields = errorsOf(result);
    expect(Object.keys(fields).sort()).toEqual(['colour', 'seq', 'summary', 'title']);
    expect(fields.colour).toMatch(/not a writable field of podcasts/);
  });

  it('accept a good body and leave out what was not given', () => {
    const result = createBodySchema(podcasts).parse({ title: ' Glass ', durationSec: 60, ceuSeq: null });
    expect(result).toEqual({ title: 'Glass', durationSec: 60, ceuSeq: null });
  });

  it('update only fields writable after creation, at least one', () => {
    expect(errorsOf(updateBodySchema(catalogPages).safeParse({ pageNumber: 2 }))).toHaveProperty('pageNumber');
    expect(updateBodySchema(catalogPages).safeParse({}).success).toBe(false);
    expect(updateBodySchema(catalogPages).parse({ data: 'text' })).toEqual({ data: 'text' });
  });
});

describe('resource list query', () => {
  const parse = (query: Record<string, string>) => listQuerySchema(products).safeParse(query);

  it('defaults to the definition sort, page 1 and 20 items', () => {
    expect(parse({}).data).toEqual({ filters: {}, sort: [{ field: 'coid', descending: false }, { field: 'tree_order', descending: false }], page: 1, size: 20 });
  });

  it('parses comma lists, null, booleans and descending sorts', () => {
    const result = parse({ coid: '10001,10002', parent_id: 'null', online: 'true', section: '081113', sort: '-name', page: '2', size: '5', q: 'door' });
    expect(result.data).toEqual({
      filters: { coid: [10001, 10002], parent_id: null, online: [true], section: ['08 11 13'] },
      sort: [{ field: 'name', descending: true }],
      page: 2,
      size: 5,
      q: 'door',
    });
  });

  it('names unknown parameters, bad values, unknown sorts and sizes over the limit', () => {
    const fields = errorsOf(parse({ colour: 'red', coid: 'abc', sort: 'description', size: String(MAX_PAGE_SIZE + 1) }));
    expect(fields.colour).toMatch(/not a filter of products/);
    expect(fields.coid).toMatch(/"abc"/);
    expect(fields.sort).toMatch(/cannot sort by "description"/);
    expect(fields.size).toBeTruthy();
    expect(errorsOf(parse({ coid: 'null' })).coid).toBeTruthy();
  });
});

describe('resource ids', () => {
  it('take at most 100 comma-separated ids, without duplicates', () => {
    const schema = idsParamsSchema(podcasts);
    expect(schema.parse({ ids: '3,1,3' }).ids).toEqual([[3], [1]]);
    expect(schema.safeParse({ ids: Array.from({ length: 101 }, (_, i) => i + 1).join(',') }).success).toBe(false);
    expect(errorsOf(schema.safeParse({ ids: '1,x' }))).toHaveProperty('ids.1');
  });

  it('read CSI keys in both MasterFormat editions and format them back', () => {
    const division = csiDivisions.key;
    expect(division.segment.parse('08')).toEqual(['04', '08']);
    expect(division.segment.parse('95-08')).toEqual(['95', '08']);
    expect(division.segment.safeParse('96-08').success).toBe(false);
    expect(division.format({ mf: '04', division: '08' })).toBe('04-08');
    const section = csiSections.key;
    expect(section.segment.parse('081113')).toEqual(['04', '08 11 13']);
    expect(section.segment.parse('95-08110')).toEqual(['95', '08110']);
    expect(section.segment.safeParse('95-081113').success).toBe(false);
    expect(section.format({ mf: '04', section: '08 11 13' })).toBe('04-081113');
    expect(catalogPages.key.segment.parse('12-3')).toEqual([12, 3]);
  });
});
