import { AppError } from '../../errors';
import { columnName } from './columns';
import type { ResourceDefinition } from './types';

interface PgError {
  code?: string;
  message?: string;
  constraint?: string;
  column?: string;
}

/** The API field a constraint or column name points at, if any (names follow PostgreSQL's defaults). */
function fieldOf(def: ResourceDefinition, error: PgError): string | undefined {
  const text = `${error.constraint ?? ''} ${error.column ?? ''} ${error.message ?? ''}`;
  for (const [field, col] of Object.entries(def.columns)) {
    const name = columnName(field, col);
    const patterns = [`${def.table}_${name}_fkey`, `${def.table}_${name}_key`, `column "${name}"`, `${def.table}_${name}_check`];
    if (name !== 'id' && patterns.some((p) => text.includes(p))) return field;
  }
  return undefined;
}

function withField(status: number, message: string, field: string | undefined): AppError {
  return new AppError(status, field ? `${field}: ${message}` : message, { data: field ? { fields: { [field]: message } } : undefined });
}

/**
 * Turns a PostgreSQL error of a write into a clear 4xx (never a 500): a missing referenced
 * row or a failed check is the caller's input (400), a duplicate or a row still in use is a
 * conflict (409). Only the error code and message are used: the worker-thread driver keeps no more.
 */
export function dbWriteError(def: ResourceDefinition, cause: unknown): unknown {
  const error = (cause ?? {}) as PgError;
  const field = fieldOf(def, error);
  switch (error.code) {
    case '23505':
      return withField(409, `another ${def.label} already has this value`, field);
    case '23503':
      return /delete/i.test(error.message ?? '') && !/insert or update/i.test(error.message ?? '')
        ? new AppError(409, `this ${def.label} is still referenced by other records`)
        : withField(400, 'refers to a record that does not exist', field);
    case '23502':
      return withField(400, 'is required', field);
    case '23514':
      return withField(400, 'is not an allowed value', field);
    case '22001':
    case '22003':
    case '22007':
    case '22008':
    case '22P02':
      return withField(400, 'has a value the database cannot store', field);
    default:
      return cause;
  }
}
