import { z } from 'zod';
import { requireUser } from '../../auth/require';
import type { Db } from '../../db/types';
import { rowId } from '../../domain/number-input';
import { VERDICTS } from '../../domain/project/substitution';
import { getProject, projectSeqOf } from '../../services/personal/char-projects';
import { projectRefParams } from '../../services/personal/schemas';
import { substitutionDocx, substitutionPdf } from '../../services/personal/substitutions/documents';
import { createSubstitution, getSubstitution, listSubstitutions, substitutionInput } from '../../services/personal/substitutions/reviews';
import { endpoint } from '../endpoint';
import { fileEndpoint } from '../file-endpoint';
import type { AreaRows } from '../table/row';
import { areaTable } from '../table/row';

const side = z.object({ seq: z.number().int(), name: z.string().describe('Product and manufacturer as reviewed') });
const verdict = z.enum(VERDICTS as [string, ...string[]]);

const reviewOutput = z
  .object({
    id: z.number().int(),
    projectSeq: z.number().int(),
    section: z.string(),
    basis: side,
    substitute: side,
    rows: z.array(
      z.object({
        key: z.string().describe('The template property id, certification:{type}, or gwp'),
        property: z.string(),
        basis: z.string().nullable().describe('The basis of design’s display value; null when it states none'),
        substitute: z.string().nullable(),
        verdict: verdict.describe('meets | below | missing | different, against the basis'),
        rule: z.string().describe('How it was judged: higher-is-better, lower-is-better, same, covers, includes, present'),
      }),
    ),
    counts: z.object({ meets: z.number().int(), below: z.number().int(), missing: z.number().int(), different: z.number().int() }),
    createdAt: z.string(),
    createdBy: z.string().nullable(),
    document: z.object({ docx: z.string(), pdf: z.string() }).describe('Where the review downloads as DOCX and PDF'),
  })
  .meta({ id: 'SubstitutionReview' });

const reviewParams = projectRefParams.extend({ sid: rowId });
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * Substitution reviews of a project (issue 26): POST /api/char-project/{id}/substitutions { basis, substitute }
 * (owner or editor) → 201 with its rows and document URLs; GET the list and one (anyone on the project);
 * GET …/{sid}/document.docx and .pdf. Someone not on the project gets 404 from each.
 */
export function substitutionsApi(db: Db): AreaRows {
  const table = areaTable({ guard: 'user' });
  table.post(
    '/char-project/:id/substitutions',
    endpoint(
      db,
      { params: projectRefParams, body: substitutionInput, status: 201, errors: [403, 404, 409, 422], summary: 'Review a proposed substitute for a basis-of-design product' },
      async ({ req, params, body }) => createSubstitution(db, requireUser(req).seq, await projectSeqOf(db, params.id), body),
    ),
    { output: reviewOutput },
  );
  table.get(
    '/char-project/:id/substitutions',
    endpoint(db, { params: projectRefParams, summary: 'The project’s substitution reviews, newest first' }, async ({ req, params }) => ({
      substitutions: await listSubstitutions(db, requireUser(req).seq, await projectSeqOf(db, params.id)),
    })),
    { output: z.object({ substitutions: z.array(reviewOutput) }) },
  );
  table.get(
    '/char-project/:id/substitutions/:sid',
    endpoint(db, { params: reviewParams, summary: 'One substitution review' }, async ({ req, params }) =>
      getSubstitution(db, requireUser(req).seq, await projectSeqOf(db, params.id), params.sid),
    ),
    { output: reviewOutput },
  );
  for (const [format, contentType, render] of [
    ['docx', DOCX, substitutionDocx],
    ['pdf', 'application/pdf', substitutionPdf],
  ] as const) {
    table.get(
      `/char-project/:id/substitutions/:sid/document.${format}`,
      fileEndpoint(db, { params: reviewParams, produces: [contentType], summary: `A substitution review as ${format.toUpperCase()}` }, async ({ req, params }) => {
        const userSeq = requireUser(req).seq;
        const project = await getProject(db, userSeq, params.id);
        const file = await render(await getSubstitution(db, userSeq, project.seq, params.sid), project);
        return { body: file.body, contentType, disposition: `attachment; filename="${file.filename}"` };
      }),
    );
  }
  return table.rows;
}
