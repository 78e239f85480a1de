import { z } from 'zod';
import { requireAdmin } from '../../auth/require';
import { manageActor } from '../../auth/manage-actor';
import type { Db } from '../../db/types';
import { NOTATION_MAX_CHARS, printSpecNotation } from '../../domain/spec-notation';
import { notFound } from '../../errors';
import { findEditableSpec, listWorkspaceSpecs, publishSpec, saveSpecDraft, sendBackSpec, SPEC_STATES, submitSpec } from '../../services/manage/spec-drafts';
import { listSpecReviewQueue } from '../../services/manage/spec-review';
import { coidParam, endpoint } from '../endpoint';
import { itemsOf } from '../schemas/shapes';
import type { AreaRows } from '../table/row';
import { areaTable } from '../table/row';

const companyParams = z.object({ coid: coidParam });
const specParams = z.object({ coid: coidParam, id: z.coerce.number({ error: 'must be a section id' }).int().min(1).max(2_147_483_647) });
const specState = z.enum(SPEC_STATES);

const workspaceSpecOutput = z
  .object({
    id: z.number().int(),
    section: z.string().describe("MasterFormat 2004 number, '08 11 13'"),
    title: z.string(),
    state: specState,
    online: z.boolean().describe('on the public site now'),
    changePending: z.boolean().describe('an edit waits to be submitted or published'),
    updatedAt: z.string(),
  })
  .meta({ id: 'WorkspaceSpec' });

const editableSpecOutput = workspaceSpecOutput
  .extend({ text: z.string().describe('The section in the specification notation (docs/decisions/2026-11-27-spec-notation.md): the waiting edit, else the public text') })
  .meta({ id: 'EditableSpec' });

const specTextBody = z
  .object({ text: z.string({ error: 'must be the section in the specification notation' }).max(NOTATION_MAX_CHARS, `must be at most ${NOTATION_MAX_CHARS} characters`) })
  .strict();

const sendBackBody = z.object({ note: z.string({ error: 'say what to change' }).trim().min(1, 'say what to change').max(2000, 'must be at most 2000 characters') }).strict();

const specReviewOutput = z
  .object({
    coid: z.number().int(),
    companyName: z.string(),
    id: z.number().int(),
    section: z.string(),
    title: z.string(),
    submittedAt: z.string(),
    lines: z.array(z.object({ label: z.string().describe("'1.4.C', '2.1', 'PART 2' or 'Title'"), before: z.string().nullable(), after: z.string().nullable() })),
  })
  .meta({ id: 'SpecReviewItem' });

/**
 * /api/manage/{coid}/specs…: a manufacturer's specification sections, edited as notation text, on the products'
 * states (draft → submitted → published). Who may call: as /api/manage products (`manageActor`).
 */
export function manageSpecsApi(db: Db): AreaRows {
  const table = areaTable({ guard: 'manager' });
  table.get(
    '/manage/review/specs',
    endpoint(db, { output: itemsOf(specReviewOutput), summary: 'Submitted specification sections of every manufacturer, each changed paragraph before and after' }, async ({ req }) => {
      requireAdmin(req);
      return { items: await listSpecReviewQueue(db) };
    }),
    { guard: 'admin' },
  );
  table.get(
    '/manage/:coid/specs',
    endpoint(db, { params: companyParams, output: itemsOf(workspaceSpecOutput), summary: "The manufacturer's specification sections with their states" }, async ({ params, req }) => {
      await manageActor(db, req, params.coid, 'read');
      return { items: await listWorkspaceSpecs(db, params.coid) };
    }),
  );
  table.get(
    '/manage/:coid/specs/:id',
    endpoint(db, { params: specParams, output: editableSpecOutput, summary: 'One section as notation text (the waiting edit, else the public text)' }, async ({ params, req }) => {
      await manageActor(db, req, params.coid, 'read');
      const spec = await findEditableSpec(db, params.coid, params.id);
      if (!spec) throw notFound('No such specification section of this manufacturer');
      const { body, ...facts } = spec;
      return { ...facts, text: printSpecNotation(body) };
    }),
  );
  table.put(
    '/manage/:coid/specs/:id',
    endpoint(
      db,
      { params: specParams, body: specTextBody, output: z.object({ id: z.number().int(), state: specState }), errors: [422], summary: 'Save an edit as the section’s draft; 422 lists every wrong line' },
      async ({ params, body, req }) => saveSpecDraft(db, await manageActor(db, req, params.coid, 'write'), params.coid, params.id, body.text),
    ),
  );
  table.post(
    '/manage/:coid/specs/:id/submit',
    endpoint(db, { params: specParams, output: z.object({ state: specState }), errors: [409], summary: 'Submit a section’s draft for review' }, async ({ params, req }) =>
      submitSpec(db, await manageActor(db, req, params.coid, 'write'), params.coid, params.id),
    ),
  );
  table.post(
    '/manage/:coid/specs/:id/publish',
    endpoint(db, { params: specParams, output: z.object({ state: specState }), errors: [409], summary: 'Publish a section’s waiting edit (administrators, or staff of a trusted manufacturer)' }, async ({ params, req }) =>
      publishSpec(db, await manageActor(db, req, params.coid, 'write'), params.coid, params.id),
    ),
  );
  table.post(
    '/manage/:coid/specs/:id/send-back',
    endpoint(db, { params: specParams, body: sendBackBody, output: z.object({ state: specState }), errors: [409], summary: 'Return a submitted section to its manufacturer as a draft, with a note (administrators)' }, async ({ params, body, req }) =>
      sendBackSpec(db, await manageActor(db, req, params.coid, 'write'), params.coid, params.id, body.note),
    ),
    { guard: 'admin' },
  );
  return table.rows;
}
