import { z } from 'zod';

/**
 * An object schema that refuses unknown keys with one issue per key, at that key's path,
 * so a 400 names the field (`{ fields: { colour: 'is not a known field' } }`). zod's own
 * `.strict()` reports them all at the root. The JSON schema still says additionalProperties: false.
 */
export function strictFields<Shape extends Record<string, z.ZodType>>(shape: Shape, message = 'is not a known field') {
  const known = new Set(Object.keys(shape));
  return z
    .looseObject(shape)
    .superRefine(
      (value, ctx) => {
        if (typeof value !== 'object' || value === null) return;
        for (const key of Object.keys(value)) {
          if (!known.has(key)) ctx.addIssue({ code: 'custom', path: [key], message });
        }
      },
      // Run even when known fields already failed, so every problem is reported at once.
      { when: () => true },
    )
    .meta({ additionalProperties: false });
}
