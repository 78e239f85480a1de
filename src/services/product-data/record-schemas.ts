import { z } from 'zod';

const propertyValue = z.union([z.number(), z.object({ min: z.number(), max: z.number() }), z.string(), z.array(z.string()), z.boolean()]);

export const recordPropertyOutput = z
  .object({
    id: z.string(),
    name: z.string(),
    group: z.string(),
    value: propertyValue.describe('In the canonical SI unit (`unit`); a range as { min, max }; several values as a list'),
    unit: z.string().nullable().describe('Canonical unit id (s, m, W/m2K, m2K/W, Pa…), null for values without a unit'),
    display: z.string().describe('As the pages print it, in the unit the trade reads'),
    ifc: z.string().nullable().describe('IFC property it is exported as, PropertySet.Property'),
  })
  .meta({ id: 'RecordProperty' });

export const recordDeclarationOutput = z
  .object({
    id: z.number().int(),
    type: z.enum(['epd', 'hpd']),
    declaredUnit: z.string().nullable(),
    gwp: z.number().nullable().describe('kg CO2e per declared unit'),
    issuedOn: z.string(),
    expiresOn: z.string(),
    current: z.boolean(),
  })
  .meta({ id: 'RecordDeclaration' });

/** What writers send as `properties`: `{ id: value }`, or the list readers get (only `id` and `value` are read). */
export const propertiesInput = z
  .union([z.record(z.string().max(40), z.json()), z.array(z.object({ id: z.string().max(40), value: z.json() }).loose()).max(60)])
  .transform((p) => (Array.isArray(p) ? Object.fromEntries(p.map((x) => [x.id, x.value])) : p));

const unitIdOutput = z.string();
const propertyDefinitionOutput = z
  .object({
    id: z.string(),
    name: z.string(),
    group: z.string(),
    type: z.enum(['number', 'range', 'enumeration', 'boolean', 'text']),
    unit: unitIdOutput.optional(),
    display: unitIdOutput.optional(),
    displaySymbol: z.string().optional(),
    decimals: z.number().int().optional(),
    format: z.string().optional(),
    min: z.number().optional(),
    max: z.number().optional(),
    values: z.array(z.string()).optional(),
    multiple: z.boolean().optional(),
    facet: z.boolean(),
    required: z.boolean(),
    ifc: z.string().optional(),
    bsdd: z.string().optional(),
    phrase: z.string().optional(),
    typical: z.array(z.union([z.number(), z.string(), z.boolean()])).optional(),
  })
  .meta({ id: 'PropertyDefinition' });

export const productTemplateOutput = z
  .object({
    id: z.string(),
    version: z.number().int(),
    name: z.string(),
    sections: z.array(z.string()),
    ifcClass: z.string(),
    properties: z.array(propertyDefinitionOutput),
    epd: z
      .object({
        declaredUnit: z.string().describe('What its products\' EPDs are declared per: door-leaf, unit, m, m2, m2-rsi1 (at RSI 1 m2K/W), m3, t or kg'),
        gwp: z.array(z.number()).length(2).describe('Published cradle-to-gate GWP range of the category, kg CO2e per declared unit'),
      })
      .describe('EPD declared unit; GWP is only compared between declarations of one unit'),
  })
  .meta({ id: 'ProductTemplate' });
