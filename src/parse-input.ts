import type { z } from 'zod';
import { AppError } from './errors';

export type InputSource = 'query' | 'body' | 'params';

/** Field → first message, e.g. { page: 'Too big: expected number to be <=100' }. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Parses request input with zod; failures become a 400 naming each bad field. */
export function parseInput<T>(schema: z.ZodType<T>, value: unknown, source: InputSource): T {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  const summary = Object.entries(fields)
    .map(([field, message]) => `${field}: ${message}`)
    .join('; ');
  throw new AppError(400, `Invalid ${source}: ${summary}`, { data: { fields } });
}
