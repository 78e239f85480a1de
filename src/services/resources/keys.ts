import { z } from 'zod';
import { MAX_INT } from './columns';
import type { ResourceKey } from './types';

/** A key of one serial column: the id is the number itself. */
export function serialKey(field = 'seq'): ResourceKey {
  return {
    fields: [field],
    segment: z
      .string()
      .regex(/^\d{1,10}$/, 'must be a positive whole number')
      .transform(Number)
      .pipe(z.number().int().positive('must be a positive whole number').max(MAX_INT, 'is too large'))
      .transform((n): readonly unknown[] => [n]),
    format: (record) => record[field] as number,
    example: '42',
  };
}

/**
 * A key of several columns written as one segment, e.g. "04-08" for (mf, division).
 * `parse` returns the column values or null when the segment is malformed.
 */
export function compositeKey(
  fields: readonly string[],
  parse: (segment: string) => readonly unknown[] | null,
  format: (record: Record<string, unknown>) => string,
  example: string,
): ResourceKey {
  return {
    fields,
    segment: z
      .string()
      .max(40)
      .transform((segment, ctx) => {
        const values = parse(segment);
        if (values) return values;
        ctx.addIssue({ code: 'custom', message: `must look like ${example}` });
        return z.NEVER;
      }),
    format,
    example,
  };
}
