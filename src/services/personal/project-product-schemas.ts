import { z } from 'zod';
import { rowId } from '../../domain/number-input';
import { optionalText, projectRefParams } from './schemas';

/** /api/char-project/{id}/products/{rowId}: the project's seq or projectId, and the product row. */
export const projectProductParams = projectRefParams.extend({ rowId });

const role = z.enum(['basis', 'equal'], { error: 'must be "basis" or "equal"' });
const section = z.string({ error: 'must be text' }).trim().max(20, 'must be a CSI section like "08 11 13"');
/** Empty (a form's blank field) or null clears it. */
const quantity = z.preprocess(
  (v) => (v === '' ? null : v),
  z.coerce.number({ error: 'must be a number' }).finite('must be a number').min(0, 'must not be negative').max(1e12, 'must be at most 1000000000000').nullable(),
);

/** POST /api/char-project/{id}/products and the "Add to project" forms. */
export const addProjectProductBody = z.object({
  productId: rowId,
  role: role.default('basis'),
  section: section.optional().transform((v) => (v === '' ? undefined : v)),
  notes: optionalText(2000).optional(),
  quantity: quantity.optional(),
});

/** PATCH /api/char-project/{id}/products/{rowId}. */
export const updateProjectProductBody = z
  .object({ role: role.optional(), notes: optionalText(2000).optional(), quantity: quantity.optional() })
  .strict()
  .refine((b) => b.role !== undefined || b.notes !== undefined || b.quantity !== undefined, 'give role, notes or quantity');
