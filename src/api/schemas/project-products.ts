import { z } from 'zod';
import { asSpecifiedSchema } from '../../domain/project/as-specified';
import type { ProjectProduct } from '../../services/personal/project-products-list';

const documentOutput = asSpecifiedSchema.shape.documents.element;

const changesOutput = z
  .object({
    properties: z.array(z.object({ id: z.string(), name: z.string(), was: z.string().nullable(), now: z.string().nullable() })).describe('Each property as specified → as now (null: not stated)'),
    newDocuments: z.array(documentOutput).describe('Documents added since, or with a newer version'),
    removedDocuments: z.array(documentOutput),
    withdrawn: z.boolean().describe('Withdrawn by its manufacturer since it was specified'),
    declarations: z
      .array(z.object({ id: z.number().int(), type: z.enum(['epd', 'hpd', 'certificate']), validUntil: z.string(), state: z.enum(['expired', 'expiring']) }))
      .describe('Declarations that have expired or expire within 90 days'),
  })
  .meta({ id: 'AsSpecifiedChanges' });

export const projectProductOutput = z
  .object({
    id: z.number().int().describe('The row, for DELETE and the accept/keep calls'),
    productId: z.number().int(),
    section: z.string(),
    sectionTitle: z.string().nullable(),
    role: z.enum(['basis', 'equal']),
    notes: z.string(),
    quantity: z.number().nullable().describe('In the template’s declared unit; null when not entered'),
    specifiedAt: z.string(),
    specified: asSpecifiedSchema.meta({ id: 'AsSpecifiedRecord' }).describe('What the architect relied on: the frozen record'),
    url: z.string().nullable(),
    changes: changesOutput,
    changed: z.boolean().describe('Whether `changes` has anything to show'),
    keptAt: z.string().nullable().describe('When the original was kept over the change now showing'),
  })
  .meta({ id: 'ProjectProduct' }) satisfies z.ZodType<ProjectProduct>;

export const projectProductsOutput = z.object({ products: z.array(projectProductOutput) });
