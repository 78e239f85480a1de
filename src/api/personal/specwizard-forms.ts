import { Router } from 'express';
import type { Db } from '../../db/types';
import type { Logger } from '../../log';
import { parseInput } from '../../parse-input';
import { trackProjectEvent } from '../../services/personal/analytics';
import { deleteWizardProject } from '../../services/personal/specwizard-projects';
import { saveWizardProjectWithSelection } from '../../services/personal/specwizard-save';
import { body, form, rowIdOf } from './form-helpers';
import { wizardProjectFields } from './schemas';

const renameForm = wizardProjectFields.pick({ name: true, type: true });

/** Rename and delete forms of /account/specwizard-projects/{id} (recorded as project events 'success' or 'failed'). */
export function createSpecwizardForms({ db, log }: { db: Db; log: Logger }): Router {
  const router = Router();
  router.post(
    '/account/specwizard-projects/:id',
    form((req, userSeq) =>
      trackProjectEvent(db, req.log ?? log, { userSeq, path: req.originalUrl, kind: 'specwizard-project', action: 'save' }, async () => {
        const seq = rowIdOf(req);
        await saveWizardProjectWithSelection(db, userSeq, { ...parseInput(renameForm, body(req, ['name', 'type']), 'body'), seq });
        return `/account/specwizard-projects/${seq}?done=saved`;
      }),
    ),
  );
  router.post(
    '/account/specwizard-projects/:id/delete',
    form((req, userSeq) =>
      trackProjectEvent(db, req.log ?? log, { userSeq, path: req.originalUrl, kind: 'specwizard-project', action: 'delete' }, async () => {
        await deleteWizardProject(db, userSeq, rowIdOf(req));
        return '/account/projects?done=deleted#specwizard-projects';
      }),
    ),
  );
  return router;
}
