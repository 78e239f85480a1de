import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/** Shared shapes found while converting, by id: they go to components.schemas. */
export type SharedSchemas = Record<string, JsonSchema>;

const COMPONENT_REF = '#/components/schemas/';

function refsToComponents(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(refsToComponents);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, key === '$ref' && typeof inner === 'string' ? inner.replace('#/$defs/', COMPONENT_REF) : refsToComponents(inner)]),
    );
  }
  return value;
}

/**
 * The JSON Schema (2020-12, OpenAPI 3.1's dialect) of a zod schema, input side: what a client
 * sends for inputs, and for outputs what an answer holds at least (plain objects stay open, as
 * zod reads them). Schemas given an id with `.meta({ id })` become `$ref`s into `shared`.
 */
export function toJsonSchema(schema: z.ZodType, shared: SharedSchemas = {}): JsonSchema {
  const { $schema: _dialect, $defs, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  for (const [id, def] of Object.entries(($defs ?? {}) as SharedSchemas)) shared[id] = refsToComponents(def) as JsonSchema;
  return refsToComponents(rest) as JsonSchema;
}

/** An object schema's properties with whether each is required; empty when it is not an object. */
export function objectProperties(schema: z.ZodType): { name: string; schema: JsonSchema; required: boolean }[] {
  const json = toJsonSchema(schema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({ name, schema: property, required: required.has(name) }));
}
