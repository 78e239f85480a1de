import { Router } from 'express';
import { z } from 'zod';
import type { Db } from '../../../db/types';
import { notFound } from '../../../errors';
import { pickFields, returnTo, signedInPost } from '../../../http/form-kit';
import { parseInput } from '../../../parse-input';
import { rowId } from '../../../domain/number-input';
import { addProjectProductBody, updateProjectProductBody } from '../../../services/personal/project-product-schemas';
import {
  addProjectProduct,
  projectFor,
  removeProjectProduct,
  resolveProjectProductChange,
  updateProjectProduct,
} from '../../../services/personal/project-products';

const addForm = addProjectProductBody.extend({ project: rowId });
const rowParams = z.object({ id: rowId, rowId });

function rowOf(params: unknown): { id: number; rowId: number } {
  const parsed = rowParams.safeParse(params);
  if (!parsed.success) throw notFound('Page not found');
  return parsed.data;
}

/**
 * The project products' form posts, which work without JavaScript: "Add to project" on a product page, a
 * comparison and the favorites, and the project page's accept, keep, save and remove buttons. Each answers 303.
 */
export function createProjectProductForms(db: Db): Router {
  const router = Router();
  router.post(
    '/account/project-products',
    signedInPost(async (req, userSeq) => {
      const input = parseInput(addForm, pickFields(req, ['project', 'productId', 'role', 'section', 'notes', 'quantity']), 'body');
      const seq = await projectFor(db, userSeq, input.project, 'edit');
      const row = await addProjectProduct(db, userSeq, seq, input);
      return returnTo(req, `/account/projects/${seq}?done=added#product-${row.id}`);
    }),
  );
  for (const decision of ['accept', 'keep'] as const) {
    router.post(
      `/account/projects/:id/products/:rowId/${decision}`,
      signedInPost(async (req, userSeq) => {
        const { id, rowId: row } = rowOf(req.params);
        await resolveProjectProductChange(db, userSeq, await projectFor(db, userSeq, id, 'edit'), row, decision);
        return `/account/projects/${id}?done=${decision === 'accept' ? 'accepted' : 'kept'}#product-${row}`;
      }),
    );
  }
  router.post(
    '/account/projects/:id/products/:rowId',
    signedInPost(async (req, userSeq) => {
      const { id, rowId: row } = rowOf(req.params);
      const change = parseInput(updateProjectProductBody, pickFields(req, ['role', 'notes', 'quantity']), 'body');
      await updateProjectProduct(db, userSeq, await projectFor(db, userSeq, id, 'edit'), row, change);
      return `/account/projects/${id}?done=saved#product-${row}`;
    }),
  );
  router.post(
    '/account/projects/:id/products/:rowId/delete',
    signedInPost(async (req, userSeq) => {
      const { id, rowId: row } = rowOf(req.params);
      await removeProjectProduct(db, userSeq, await projectFor(db, userSeq, id, 'edit'), row);
      return `/account/projects/${id}?done=removed`;
    }),
  );
  return router;
}
