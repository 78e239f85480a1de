/** Hostile values for input walks (test/api/hostile-input.test.ts, test/web/hostile-pages.test.ts). */

export type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  minLength?: number;
  items?: JsonSchema;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  default?: unknown;
};

export type OpenApiOperation = {
  parameters: { name: string; in: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

export const NUL_TEXT = 'a\u0000b';
const LONG_TEXT = 'x'.repeat(3000);
const IMPOSSIBLE_DATES = ['2026-02-31', '0000-01-01', '2026-02-31T00:00:00Z', '0000-01-01T00:00:00Z'];
/** Broken percent-encodings, sent as they are in a URL. */
export const RAW_URL_VALUES = ['%E0%A4%A', '%'];

export const HOSTILE_TEXT: unknown[] = [NUL_TEXT, LONG_TEXT, ...IMPOSSIBLE_DATES];
export const HOSTILE_NUMBERS: unknown[] = [1e308, 99999999999999999999, -1, '1e308', '99999999999999999999'];

/** Values for a path or query parameter (all text in a URL). */
export function urlValuesFor(): string[] {
  return [NUL_TEXT, LONG_TEXT, ...IMPOSSIBLE_DATES, '1e308', '99999999999999999999', '-1', ...RAW_URL_VALUES];
}

/** A plausible value for a JSON schema, so one hostile field is tested with the others valid where possible. */
export function sampleOf(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return sampleOf(choice.find((s) => s.type !== 'null') ?? choice[0]);
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'date-time') return '2026-01-02T03:04:05Z';
      if (schema.format === 'date') return '2026-01-02';
      if (schema.format === 'email') return 'walker@example.com';
      return 'sample'.padEnd(schema.minLength ?? 0, 'x');
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'array':
      return schema.minItems && schema.items ? [sampleOf(schema.items)] : [];
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((key) => [key, sampleOf(schema.properties?.[key] ?? {})]));
    default:
      return 'sample';
  }
}
