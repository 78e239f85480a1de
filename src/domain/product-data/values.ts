import { z } from 'zod';
import type { ProductTemplate, PropertyDefinition } from './template';

/** A property's value as stored: numbers in the canonical unit; a range as its two ends. */
export type PropertyValue = number | { min: number; max: number } | string | string[] | boolean;
export type PropertyValues = Record<string, PropertyValue>;

interface PropertyError {
  property: string;
  message: string;
}

const finite = z.number({ error: 'must be a number' }).finite('must be a finite number');

function bounded(def: PropertyDefinition, schema: z.ZodNumber): z.ZodNumber {
  const unit = def.unit ? ` ${def.unit}` : '';
  let s = schema;
  if (def.min !== undefined) s = s.min(def.min, `must be at least ${def.min}${unit}`);
  if (def.max !== undefined) s = s.max(def.max, `must be at most ${def.max}${unit}`);
  return s;
}

function valueSchema(def: PropertyDefinition): z.ZodType<PropertyValue> {
  switch (def.type) {
    case 'number':
      return bounded(def, finite);
    case 'range':
      return z
        .object({ min: bounded(def, finite), max: bounded(def, finite) }, { error: 'must be { min, max }' })
        .strict()
        .refine((r) => r.min <= r.max, 'min must not be above max');
    case 'enumeration': {
      const one = z.string({ error: 'must be text' }).refine((v) => def.values!.includes(v), `must be one of: ${def.values!.join(', ')}`);
      return def.multiple ? z.array(one, { error: 'must be a list' }).min(1).max(def.values!.length) : one;
    }
    case 'boolean':
      return z.boolean({ error: 'must be true or false' });
    case 'text':
      return z.string({ error: 'must be text' }).trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters');
  }
}

/**
 * A product's properties checked against its template: every id known, every value of its type, in
 * range and among the allowed values, required ones present. Errors name the property, one each.
 */
export function validateProperties(
  template: ProductTemplate,
  input: Record<string, unknown>,
): { ok: true; values: PropertyValues } | { ok: false; errors: PropertyError[] } {
  const byId = new Map(template.properties.map((p) => [p.id, p]));
  const errors: PropertyError[] = [];
  const values: PropertyValues = {};
  for (const [id, raw] of Object.entries(input)) {
    const def = byId.get(id);
    if (!def) {
      errors.push({ property: id, message: `is not a property of the ${template.name} template` });
      continue;
    }
    if (raw === null || raw === undefined) continue;
    const parsed = valueSchema(def).safeParse(raw);
    if (parsed.success) values[id] = parsed.data;
    else errors.push({ property: id, message: parsed.error.issues[0].message });
  }
  for (const def of template.properties) {
    if (def.required && values[def.id] === undefined && !errors.some((e) => e.property === def.id)) {
      errors.push({ property: def.id, message: 'is required' });
    }
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, values };
}
