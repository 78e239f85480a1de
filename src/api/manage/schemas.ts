import { z } from 'zod';
import { PRODUCT_STATES } from '../../domain/manage';

/** The states the workspace and the API name (docs/decisions/2026-11-27-publishing-states.md). */
const stateOutput = z.enum(PRODUCT_STATES);

export const createdOutput = z.object({ id: z.number().int(), state: z.literal('draft') });
export const changedOutput = z.object({ id: z.number().int(), state: stateOutput });
export const stateAnswer = z.object({ state: stateOutput });
export const removedOutput = z.object({ state: z.enum(['removed', 'withdrawn']).describe('removed: a never-published product is gone; withdrawn: a published one is off the site') });

export const workspaceProductOutput = z
  .object({
    id: z.number().int(),
    code: z.string().nullable(),
    name: z.string(),
    tradename: z.string().nullable(),
    section: z.string().nullable(),
    template: z.string().nullable(),
    state: stateOutput,
    online: z.boolean().describe('on the public site now'),
    everPublished: z.boolean(),
    changePending: z.boolean().describe('a change waits to be submitted or published'),
    treeOrder: z.number().int(),
    updatedAt: z.string(),
  })
  .meta({ id: 'WorkspaceProduct' });

export const auditEntryOutput = z
  .object({
    seq: z.number().int(),
    actor: z.string().describe("'user:<email>' or 'api-key:<prefix>'"),
    action: z.string(),
    targetKind: z.enum(['company', 'product', 'document', 'import', 'spec']),
    targetId: z.number().int().nullable(),
    before: z.unknown(),
    after: z.unknown(),
    at: z.string(),
  })
  .meta({ id: 'AuditEntry' });

export const reviewItemOutput = z
  .object({
    coid: z.number().int(),
    companyName: z.string(),
    id: z.number().int(),
    name: z.string(),
    firstPublication: z.boolean(),
    submittedAt: z.string(),
    lines: z.array(z.object({ field: z.string(), label: z.string(), before: z.string().nullable(), after: z.string().nullable() })),
  })
  .meta({ id: 'ReviewItem' });

export const managedCompanyOutput = z.object({
  coid: z.number().int(),
  name: z.string(),
  trusted: z.boolean().describe('publishes without review'),
  description: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
});
