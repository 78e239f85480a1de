import { z } from 'zod';
import { templateDeclarationSchema } from './declared-units';
import { isCanonical, sameQuantity, UNIT_IDS, type UnitId } from './units';

/** The data sheet's sections, in the order it prints them. */
const PROPERTY_GROUPS = ['performance', 'dimensions', 'construction', 'standards', 'warranty'] as const;
export type PropertyGroup = (typeof PROPERTY_GROUPS)[number];

const PROPERTY_TYPES = ['number', 'range', 'enumeration', 'boolean', 'text'] as const;
type PropertyType = (typeof PROPERTY_TYPES)[number];

const unitId = z.enum(UNIT_IDS as [UnitId, ...UnitId[]]);
const propertyId = z.string().regex(/^[a-z][a-z0-9-]{1,39}$/, 'must be lower-case words joined by hyphens');
/** `Pset_DoorCommon.FireRating`: a property set of IFC 4.3 and one of its properties. */
const ifcProperty = z.string().regex(/^[A-Za-z][A-Za-z0-9_]*\.[A-Za-z][A-Za-z0-9]*$/, 'must be PropertySet.Property');

const propertyDefinitionSchema = z
  .object({
    id: propertyId,
    name: z.string().min(1).max(80),
    group: z.enum(PROPERTY_GROUPS),
    type: z.enum(PROPERTY_TYPES),
    /** The canonical SI unit values are stored in (number and range only). */
    unit: unitId.optional(),
    /** The unit the trade reads; the pages print values in it. Defaults to `unit`. */
    display: unitId.optional(),
    /** Decimals shown in the display unit; lengths in inches print as fractions to 1/32 instead. */
    decimals: z.number().int().min(0).max(4).optional(),
    /** How the number is written: `R-{}`, `STC {}`, `{}-gauge`. Without it: `{} {display unit}`. */
    format: z.string().max(40).optional(),
    /** Allowed range, in the canonical unit. */
    min: z.number().optional(),
    max: z.number().optional(),
    /** Allowed values of an enumeration. */
    values: z.array(z.string().min(1).max(80)).min(1).max(60).optional(),
    /** An enumeration that holds several of its values (standards a product is tested to). */
    multiple: z.boolean().optional(),
    facet: z.boolean().default(false),
    required: z.boolean().default(false),
    ifc: ifcProperty.optional(),
    /** buildingSMART Data Dictionary URI of the property, where one exists. */
    bsdd: z.url().optional(),
    /** How the description says it: `{} cold-rolled steel face sheets`; `{}` is the display value. */
    phrase: z.string().max(120).optional(),
    /** Values a demo catalog and a blank form start from, in the display unit. */
    typical: z.array(z.union([z.number(), z.string(), z.boolean()])).max(30).optional(),
  })
  .superRefine((p, ctx) => {
    const measured = p.type === 'number' || p.type === 'range';
    if (measured && !p.unit) ctx.addIssue({ code: 'custom', message: `${p.id}: a ${p.type} needs a unit`, path: ['unit'] });
    if (!measured && (p.unit || p.display)) ctx.addIssue({ code: 'custom', message: `${p.id}: only numbers have units`, path: ['unit'] });
    if (p.unit && !isCanonical(p.unit)) ctx.addIssue({ code: 'custom', message: `${p.id}: ${p.unit} is not a canonical SI unit`, path: ['unit'] });
    if (p.unit && p.display && !sameQuantity(p.unit, p.display)) {
      ctx.addIssue({ code: 'custom', message: `${p.id}: ${p.display} does not measure what ${p.unit} does`, path: ['display'] });
    }
    if (p.type === 'enumeration' && !p.values) ctx.addIssue({ code: 'custom', message: `${p.id}: an enumeration needs values`, path: ['values'] });
    if (p.multiple && p.type !== 'enumeration') ctx.addIssue({ code: 'custom', message: `${p.id}: only enumerations hold several values`, path: ['multiple'] });
    if (p.min !== undefined && p.max !== undefined && p.min > p.max) ctx.addIssue({ code: 'custom', message: `${p.id}: min above max`, path: ['min'] });
  });
export type PropertyDefinition = z.infer<typeof propertyDefinitionSchema>;

/** The IFC entity a template's products are exported as. */
export const IFC_CLASSES = [
  'IfcDoor', 'IfcWindow', 'IfcCurtainWall', 'IfcWall', 'IfcCovering', 'IfcRoof', 'IfcSlab', 'IfcPlate', 'IfcMember', 'IfcBeam',
  'IfcStair', 'IfcRailing', 'IfcBuildingElementProxy', 'IfcFurniture', 'IfcSystemFurnitureElement', 'IfcTransportElement',
  'IfcSanitaryTerminal', 'IfcFireSuppressionTerminal', 'IfcValve', 'IfcFan', 'IfcAirTerminal', 'IfcUnitaryEquipment',
  'IfcLightFixture', 'IfcAlarm', 'IfcSensor', 'IfcCommunicationsAppliance', 'IfcDiscreteAccessory', 'IfcSign',
  'IfcFurnishingElement', 'IfcShadingDevice', 'IfcGeographicElement',
] as const;

export const productTemplateSchema = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9-]{1,59}$/),
    version: z.number().int().min(1),
    name: z.string().min(1).max(80),
    /** MasterFormat 2004 sections whose products this template describes. */
    sections: z.array(z.string().regex(/^\d{2} \d{2} \d{2}$/)).min(1),
    ifcClass: z.enum(IFC_CLASSES),
    properties: z.array(propertyDefinitionSchema).min(1).max(40),
    /** What its products' EPDs are declared per, and the GWP range published for the category. */
    epd: templateDeclarationSchema,
  })
  .superRefine((t, ctx) => {
    const seen = new Set<string>();
    for (const p of t.properties) {
      if (seen.has(p.id)) ctx.addIssue({ code: 'custom', message: `${t.id}: property ${p.id} twice`, path: ['properties'] });
      seen.add(p.id);
    }
  });
export type ProductTemplate = z.infer<typeof productTemplateSchema>;
/** A template as its family file writes it; the EPD facts are joined from templates/declarations.ts. */
export type TemplateDraft = Omit<ProductTemplate, 'epd'>;
