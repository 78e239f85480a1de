import { Router } from 'express';
import { z } from 'zod';
import type { Db } from '../../../db/types';
import { digestFrequencySchema, watchKindSchema } from '../../../domain/watches';
import { parseInput } from '../../../parse-input';
import { setDigestFrequency } from '../../../services/watches/settings';
import { addWatch, removeWatch } from '../../../services/watches/watches';
import { pickFields, returnTo, rowIdOf, signedInPost } from '../../../http/form-kit';
import { rowId } from '../../../domain/number-input';

const watchForm = z.object({ kind: watchKindSchema, target: rowId });
const digestForm = z.object({ change_digest: digestFrequencySchema });

/** The watch buttons of product, company and project pages, and the digest setting (plain form posts). */
export function createWatchForms(db: Db): Router {
  const router = Router();
  router.post(
    '/account/watches',
    signedInPost(async (req, userSeq) => {
      const input = parseInput(watchForm, pickFields(req, ['kind', 'target']), 'body');
      await addWatch(db, userSeq, input.kind, input.target);
      return returnTo(req, '/account/watches?done=added');
    }),
  );
  router.post(
    '/account/watches/:id/delete',
    signedInPost(async (req, userSeq) => {
      await removeWatch(db, userSeq, rowIdOf(req));
      return returnTo(req, '/account/watches?done=removed');
    }),
  );
  router.post(
    '/account/watches/digest',
    signedInPost(async (req, userSeq) => {
      await setDigestFrequency(db, userSeq, parseInput(digestForm, pickFields(req, ['change_digest']), 'body').change_digest);
      return '/account/watches?done=digest';
    }),
  );
  return router;
}
