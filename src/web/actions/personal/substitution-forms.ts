import type { Request } from 'express';
import { Router } from 'express';
import { z } from 'zod';
import type { Db } from '../../../db/types';
import { rowId } from '../../../domain/number-input';
import { AppError, notFound } from '../../../errors';
import { fieldsOf } from '../../../services/accounts/field-error';
import { signedInPost } from '../../../http/form-kit';
import { createSubstitution, substitutionInput } from '../../../services/personal/substitutions/reviews';
import type { SUBSTITUTION_PROBLEMS } from '../../loaders/personal/substitutions';

type Problem = keyof typeof SUBSTITUTION_PROBLEMS;

/** The substitute the form names: the typed product id when given, else the product picked from the lists. */
function formInput(req: Request): unknown {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const typed = typeof body.substituteId === 'string' ? body.substituteId.trim() : '';
  return { basis: body.basis, substitute: typed || body.substitute };
}

function problemOf(error: unknown): Problem | null {
  if (!(error instanceof AppError)) return null;
  if (error.statusCode === 409) return 'full';
  const fields = fieldsOf(error) ?? {};
  if ('basis' in fields) return 'basis';
  if ('substitute' in fields) return /another product/.test(fields.substitute) ? 'same' : 'substitute';
  return null;
}

/**
 * The substitution page's start form (a plain post; the site's Origin check guards it): reviews the substitute
 * and opens the review, or returns to the form saying what to fix.
 */
export function createSubstitutionForms(db: Db): Router {
  const router = Router();
  router.post(
    '/account/projects/:id/substitutions',
    signedInPost(async (req, userSeq) => {
      const id = z.object({ id: rowId }).safeParse(req.params);
      if (!id.success) throw notFound(`Page not found: ${req.path}`);
      const base = `/account/projects/${id.data.id}/substitutions`;
      try {
        const parsed = substitutionInput.safeParse(formInput(req));
        if (!parsed.success) {
          const field = String(parsed.error.issues[0].path[0]);
          const same = parsed.error.issues.some((i) => /another product/.test(i.message));
          return `${base}?problem=${same ? 'same' : field === 'basis' ? 'basis' : 'substitute'}`;
        }
        const review = await createSubstitution(db, userSeq, id.data.id, parsed.data);
        return `${base}/${review.id}`;
      } catch (error) {
        const problem = problemOf(error);
        if (problem) return `${base}?problem=${problem}`;
        throw error;
      }
    }),
  );
  return router;
}
