import { Router } from 'express';
import { requireUser } from '../../auth/require';
import type { Db } from '../../db/types';
import { recordProjectFyi } from '../../services/personal/project-fyi';
import { endpoint } from '../endpoint';
import { fyiBody } from './schemas';

/** POST /api/user-project-fyi { projectId }: the user wants news about a manufacturer's project. */
export function fyiApi(db: Db): Router {
  const router = Router();
  router.post(
    '/user-project-fyi',
    endpoint(db, { body: fyiBody, summary: 'Ask for news about a manufacturer project' }, async ({ req, body }) => recordProjectFyi(db, requireUser(req).seq, body.projectId)),
  );
  return router;
}
