import { z } from 'zod';
import { requireUser } from '../../auth/require';
import type { Db } from '../../db/types';
import { rowId } from '../../domain/number-input';
import { projectSeqOf } from '../../services/personal/char-projects';
import { requireProjectRole } from '../../services/personal/project-access';
import { listProjectActivity } from '../../services/personal/project-activity';
import { addMember, listMembers, memberInput, removeMember } from '../../services/personal/project-members';
import { projectRefParams } from '../../services/personal/schemas';
import { endpoint } from '../endpoint';
import type { AreaRows } from '../table/row';
import { areaTable } from '../table/row';

const memberOutput = z
  .object({
    userId: z.number().int(),
    name: z.string(),
    email: z.string(),
    role: z.enum(['owner', 'editor', 'viewer']),
    addedAt: z.string().nullable().describe('When they were invited; null for the owner'),
  })
  .meta({ id: 'ProjectMember' });

const activityOutput = z
  .object({
    seq: z.number().int(),
    action: z.string(),
    detail: z.string(),
    by: z.string().nullable().describe('Who made the change; null once their account is deleted'),
    byUserSeq: z.number().int().nullable(),
    at: z.string(),
  })
  .meta({ id: 'ProjectActivity' });

const memberParams = projectRefParams.extend({ userId: rowId });

/**
 * Colleagues on a project (issue 26): GET /api/char-project/{id}/members (anyone on the project),
 * POST (the owner invites by email as editor or viewer; 422 for an address without an account),
 * DELETE …/members/{userId} (the owner, or the colleague leaving), GET …/activity (who changed what).
 * Someone not on the project gets 404 from each, as for a project that does not exist.
 */
export function projectMembersApi(db: Db): AreaRows {
  const table = areaTable({ guard: 'user' });
  table.get(
    '/char-project/:id/members',
    endpoint(db, { params: projectRefParams, summary: 'The project’s owner and colleagues' }, async ({ req, params }) => ({
      members: await listMembers(db, requireUser(req).seq, await projectSeqOf(db, params.id)),
    })),
    { output: z.object({ members: z.array(memberOutput) }) },
  );
  table.post(
    '/char-project/:id/members',
    endpoint(
      db,
      { params: projectRefParams, body: memberInput, status: 201, errors: [403, 404, 409, 422, 429], summary: 'Invite a colleague by email as an editor or a viewer (owner only)' },
      async ({ req, params, body }) => addMember(db, requireUser(req).seq, await projectSeqOf(db, params.id), body),
    ),
    { output: memberOutput },
  );
  table.delete(
    '/char-project/:id/members/:userId',
    endpoint(db, { params: memberParams, status: 204, errors: [403, 404], summary: 'Remove a colleague (owner), or leave the project' }, async ({ req, params }) =>
      removeMember(db, requireUser(req).seq, await projectSeqOf(db, params.id), params.userId),
    ),
  );
  table.get(
    '/char-project/:id/activity',
    endpoint(db, { params: projectRefParams, summary: 'Who changed what on the project, newest first (the last 20)' }, async ({ req, params }) => {
      const seq = await projectSeqOf(db, params.id);
      await requireProjectRole(db, requireUser(req).seq, seq, 'view');
      return { activity: await listProjectActivity(db, seq) };
    }),
    { output: z.object({ activity: z.array(activityOutput) }) },
  );
  return table.rows;
}
