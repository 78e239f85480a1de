import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schema (2020-12, OpenAPI 3.1's dialect) of what a client sends: the input side
 * of coercions and transforms. Anything zod cannot express becomes an open schema.
 */
export function toJsonSchema(schema: z.ZodType): JsonSchema {
  try {
    const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' });
    return rest as JsonSchema;
  } catch {
    return {};
  }
}

/** An object schema's properties with whether each is required; empty when it is not an object. */
export function objectProperties(schema: z.ZodType): { name: string; schema: JsonSchema; required: boolean }[] {
  const json = toJsonSchema(schema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({ name, schema: property, required: required.has(name) }));
}
