import type { z } from 'zod';
import { NUL_MESSAGE, nulFieldOf } from './domain/input-text';
import { AppError } from './errors';

type InputSource = 'query' | 'body' | 'params' | 'path';

/** Field → first message, e.g. { page: 'Too big: expected number to be <=100' }. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** A 400 naming each bad field: "Invalid query: page: must be …". */
function invalidInput(source: InputSource, fields: Record<string, string>): AppError {
  const summary = Object.entries(fields)
    .map(([field, message]) => `${field}: ${message}`)
    .join('; ');
  return new AppError(400, `Invalid ${source}: ${summary}`, { data: { fields } });
}

/** Text holding a NUL can never be stored (PostgreSQL 22021): refused here, naming the field. */
export function refuseNul(value: unknown, source: InputSource): void {
  const field = nulFieldOf(value);
  if (field !== null) throw invalidInput(source, { [field || source]: NUL_MESSAGE });
}

/** Parses request input with zod; failures become a 400 naming each bad field. */
export function parseInput<T>(schema: z.ZodType<T>, value: unknown, source: InputSource): T {
  refuseNul(value, source);
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw invalidInput(source, fieldErrors(result.error));
}
