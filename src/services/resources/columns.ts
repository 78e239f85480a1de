import { z } from 'zod';
import { isoDateSchema, isoDateTimeSchema } from '../../domain/validation';
import type { Column, ColumnKind } from './types';

export const MAX_INT = 2_147_483_647;

type Options = Omit<Column, 'kind' | 'schema'> & { schema?: z.ZodType };

const DEFAULT_SCHEMAS: Record<ColumnKind, () => z.ZodType> = {
  int: () => z.number({ error: 'must be a whole number' }).int('must be a whole number').min(-MAX_INT).max(MAX_INT),
  bigint: () => z.number({ error: 'must be a whole number' }).int('must be a whole number').min(0),
  numeric: () => z.number({ error: 'must be a number' }),
  text: () => z.string({ error: 'must be text' }).max(20_000, 'must be 20,000 characters or fewer'),
  bool: () => z.boolean({ error: 'must be true or false' }),
  timestamp: () => isoDateTimeSchema,
  date: () => isoDateSchema,
  json: () => z.json({ error: 'must be JSON' }),
};

function column(kind: ColumnKind) {
  return (options: Options = {}): Column => ({ ...options, kind, schema: options.schema ?? DEFAULT_SCHEMAS[kind]() });
}

/** Column builders: `text({ write: 'always', required: true, sort: true })`. */
export const int = column('int');
export const bigint = column('bigint');
export const numeric = column('numeric');
export const text = column('text');
export const bool = column('bool');
export const timestamp = column('timestamp');
export const date = column('date');
export const json = column('json');

/** A serial key column: read-only, filterable and sortable. */
export const serial = (options: Options = {}): Column =>
  int({ schema: z.number().int().positive().max(MAX_INT), filter: true, sort: true, ...options });

/** `treeOrder` → `tree_order`. */
function snakeCase(field: string): string {
  return field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

export function columnName(field: string, col: Column): string {
  return col.column ?? snakeCase(field);
}

/** The schema of a written value: the column's schema, or null where the column allows it. */
export function valueSchema(col: Column): z.ZodType {
  return col.nullable ? col.schema.nullable() : col.schema;
}
