import { z } from 'zod';
import type { Column, ColumnKind } from './types';

/** Query strings carry text: turn one into the column's JSON type before its schema checks it. */
const FROM_QUERY: Record<ColumnKind, (raw: string) => unknown> = {
  int: (raw) => (/^-?\d{1,16}$/.test(raw) ? Number(raw) : raw),
  bigint: (raw) => (/^\d{1,16}$/.test(raw) ? Number(raw) : raw),
  numeric: (raw) => (raw.trim() !== '' && Number.isFinite(Number(raw)) ? Number(raw) : raw),
  bool: (raw) => (raw === 'true' ? true : raw === 'false' ? false : raw),
  text: (raw) => raw,
  timestamp: (raw) => raw,
  date: (raw) => raw,
  json: (raw) => raw,
};

const MAX_FILTER_VALUES = 100;

/**
 * `?field=a,b,c` → [a, b, c] checked by the column's schema; `?field=null` → null (IS NULL)
 * for nullable columns. A bad value is a 400 naming the field and the value.
 */
export function filterSchema(col: Column) {
  const element = col.schema;
  const hint = col.nullable ? 'comma-separated values, or null' : 'comma-separated values';
  return z
    .string({ error: 'must be given once' })
    .max(4000, 'is too long')
    .transform((raw, ctx): readonly unknown[] | null => {
      if (raw === 'null' && col.nullable) return null;
      const parts = raw.split(',');
      if (parts.length > MAX_FILTER_VALUES) {
        ctx.addIssue({ code: 'custom', message: `must list at most ${MAX_FILTER_VALUES} values` });
        return z.NEVER;
      }
      const values: unknown[] = [];
      for (const part of parts) {
        const parsed = element.safeParse(FROM_QUERY[col.kind](part));
        if (!parsed.success) {
          ctx.addIssue({ code: 'custom', message: `"${part.slice(0, 40)}" ${parsed.error.issues[0]?.message ?? 'is not valid'}` });
          return z.NEVER;
        }
        values.push(parsed.data);
      }
      return values;
    })
    .optional()
    .describe(`Equality filter: ${hint}.`);
}
