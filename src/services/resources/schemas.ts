import { z } from 'zod';
import { pageNumber, pageSize } from '../../domain/number-input';
import { valueSchema } from './columns';
import { filterSchema } from './query-values';
import { strictFields } from './strict-fields';
import type { Column, ListRequest, ResourceDefinition } from './types';

const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
const MAX_PAGE = 10_000;
const MAX_IDS = 100;
const MAX_SORT_FIELDS = 3;
/** Names of list parameters; no filterable field may use them. */
export const LIST_PARAMETERS = ['sort', 'page', 'size', 'q'] as const;

const entries = (def: ResourceDefinition) => Object.entries(def.columns);

/** POST body: every writable field; the required ones must be present. */
export function createBodySchema(def: ResourceDefinition) {
  const shape: Record<string, z.ZodType> = {};
  for (const [field, col] of entries(def)) {
    if (!col.write) continue;
    shape[field] = col.required ? valueSchema(col) : valueSchema(col).optional();
  }
  return strictFields(shape, `is not a writable field of ${def.name}`);
}

/** PUT body: a partial update of the fields writable after creation; at least one. */
export function updateBodySchema(def: ResourceDefinition) {
  const shape: Record<string, z.ZodType> = {};
  for (const [field, col] of entries(def)) {
    if (col.write === 'always') shape[field] = valueSchema(col).optional();
  }
  return strictFields(shape, `is not an updatable field of ${def.name}`).refine(
    (body) => Object.values(body).some((value) => value !== undefined),
    'give at least one field to change',
  );
}

function sortableFields(def: ResourceDefinition): string[] {
  return entries(def).filter(([, col]) => col.sort).map(([field]) => field);
}

/** `?sort=-publishedAt,title`: whitelisted fields, `-` for descending. */
function sortSchema(def: ResourceDefinition) {
  const allowed = sortableFields(def);
  return z
    .string()
    .max(200)
    .default(def.defaultSort)
    .transform((raw, ctx): ListRequest['sort'] => {
      const parts = raw.split(',').filter(Boolean);
      if (parts.length > MAX_SORT_FIELDS) ctx.addIssue({ code: 'custom', message: `must name at most ${MAX_SORT_FIELDS} fields` });
      const sort = parts.map((part) => ({ field: part.replace(/^-/, ''), descending: part.startsWith('-') }));
      const unknown = sort.find((s) => !allowed.includes(s.field));
      if (unknown) ctx.addIssue({ code: 'custom', message: `cannot sort by "${unknown.field.slice(0, 40)}"; use ${allowed.join(', ')}` });
      return sort;
    })
    .describe(`Comma-separated fields, "-" for descending: ${allowed.join(', ')}.`);
}

/** GET /{name}?filters&sort&page&size[&q]: strict, so an unknown parameter is a 400 naming it. */
export function listQuerySchema(def: ResourceDefinition) {
  const shape: Record<string, z.ZodType> = {};
  for (const [field, col] of entries(def)) if (col.filter) shape[field] = filterSchema(col);
  shape.sort = sortSchema(def);
  shape.page = pageNumber(MAX_PAGE).describe('Page number, from 1.');
  shape.size = pageSize(DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE).describe(`Items per page, at most ${MAX_PAGE_SIZE}.`);
  if (entries(def).some(([, col]) => col.search)) {
    shape.q = z.string().trim().min(1).max(200).optional().describe('Case-insensitive text contained in the searchable fields.');
  }
  return strictFields(shape, `is not a filter of ${def.name}`).transform((query): ListRequest => {
    const { sort, page, size, q, ...filters } = query as Record<string, unknown>;
    const defined = Object.entries(filters).filter(([, value]) => value !== undefined);
    return {
      filters: Object.fromEntries(defined) as ListRequest['filters'],
      sort: sort as ListRequest['sort'],
      page: page as number,
      size: size as number,
      ...(typeof q === 'string' ? { q } : {}),
    };
  });
}

export function idParamsSchema(def: ResourceDefinition) {
  return z.object({ id: def.key.segment.describe(`The id, e.g. ${def.key.example}.`) });
}

/** `/by-ids/1,2,3`: at most 100 ids, duplicates dropped. */
export function idsParamsSchema(def: ResourceDefinition) {
  return z.object({
    ids: z
      .string()
      .max(4000)
      .transform((raw) => [...new Set(raw.split(','))])
      .pipe(z.array(def.key.segment).min(1).max(MAX_IDS, `must list at most ${MAX_IDS} ids`))
      .describe(`Comma-separated ids (at most ${MAX_IDS}), e.g. ${def.key.example}.`),
  });
}

const OUTPUT_KINDS: Record<Column['kind'], () => z.ZodType> = {
  int: () => z.number().int(),
  bigint: () => z.number().int(),
  numeric: () => z.number(),
  text: () => z.string(),
  bool: () => z.boolean(),
  timestamp: () => z.string(),
  date: () => z.string(),
  json: () => z.unknown(),
};

/**
 * One record as readers get it: every field by its kind (null where the column allows it or is computed; the
 * fields only administrators read may be absent). Given an id, it is one shared shape of the
 * OpenAPI document.
 */
export function recordOutputSchema(def: ResourceDefinition) {
  const shape: Record<string, z.ZodType> = {};
  for (const [field, col] of entries(def)) {
    // A computed field is null when what it reads is missing (e.g. a page of a catalog whose company has no web abbreviation).
    const value = col.nullable || col.expr ? OUTPUT_KINDS[col.kind]().nullable() : OUTPUT_KINDS[col.kind]();
    shape[field] = col.adminRead ? value.optional() : value;
  }
  Object.assign(shape, def.expand?.schema);
  const id = def.label.replace(/(^|[\s-])(\w)/g, (_m, _sep, c: string) => c.toUpperCase());
  return z.object(shape).meta({ id });
}
