import type { Request } from 'express';
import { Router } from 'express';
import { z } from 'zod';
import type { Db } from '../../../db/types';
import { rowId } from '../../../domain/number-input';
import { AppError, notFound } from '../../../errors';
import { pickFields, signedInPost } from '../../../http/form-kit';
import type { InviteProblem } from '../../../services/personal/project-members';
import { addMember, memberInput, removeMember } from '../../../services/personal/project-members';

const projectPath = z.object({ id: rowId });
const memberPath = z.object({ id: rowId, userId: rowId });

/** The invitation refused for a reason the page explains (?invite=…), or null for any other error. */
function inviteProblem(error: unknown): InviteProblem | null {
  if (!(error instanceof AppError)) return null;
  if (error.statusCode === 400) return 'bad';
  if (error.statusCode === 409) return 'full';
  if (error.statusCode === 422) return /yours/.test(error.message) ? 'self' : 'no-account';
  return null;
}

/** The posted path's ids; anything else is a 404. */
function pathOf<T>(schema: z.ZodType<T>, req: Request): T {
  const parsed = schema.safeParse(req.params);
  if (!parsed.success) throw notFound(`Page not found: ${req.path}`);
  return parsed.data;
}

/**
 * The project page's colleague forms (plain posts, no script; the site's Origin check guards them): the owner
 * invites by email and removes a colleague, a colleague leaves. Each answers 303 back to the page's members.
 */
export function createMemberForms(db: Db): Router {
  const router = Router();
  router.post(
    '/account/projects/:id/members',
    signedInPost(async (req, userSeq) => {
      const { id } = pathOf(projectPath, req);
      const back = `/account/projects/${id}`;
      try {
        const parsed = memberInput.safeParse(pickFields(req, ['email', 'role']));
        if (!parsed.success) return `${back}?invite=bad#members`;
        await addMember(db, userSeq, id, parsed.data);
      } catch (error) {
        const problem = inviteProblem(error);
        if (problem) return `${back}?invite=${problem}#members`;
        throw error;
      }
      return `${back}?done=added#members`;
    }),
  );
  router.post(
    '/account/projects/:id/members/:userId/delete',
    signedInPost(async (req, userSeq) => {
      const { id, userId } = pathOf(memberPath, req);
      await removeMember(db, userSeq, id, userId);
      return userId === userSeq ? '/account/projects?done=removed' : `/account/projects/${id}?done=removed#members`;
    }),
  );
  return router;
}
