import { Router } from 'express';
import type { Db } from '../../../db/types';
import { pickFields, rowIdOf, signedInPost } from '../../../http/form-kit';
import { projectEvent } from '../../../http/project-events';
import type { Logger } from '../../../log';
import { parseInput } from '../../../parse-input';
import { wizardProjectFields } from '../../../services/personal/schemas';
import { deleteWizardProject } from '../../../services/personal/specwizard-projects';
import { saveWizardProjectWithSelection } from '../../../services/personal/specwizard-save';

const renameForm = wizardProjectFields.pick({ name: true, type: true });

/** Rename and delete forms of /account/specwizard-projects/{id} (recorded as project analytics events). */
export function createSpecwizardForms({ db, log }: { db: Db; log: Logger }): Router {
  const router = Router();
  const saving = projectEvent(db, log, 'specwizard-project', 'save');
  const deleting = projectEvent(db, log, 'specwizard-project', 'delete');
  router.post(
    '/account/specwizard-projects/:id',
    signedInPost((req, userSeq) =>
      saving(req, async () => {
        const seq = rowIdOf(req);
        await saveWizardProjectWithSelection(db, userSeq, { ...parseInput(renameForm, pickFields(req, ['name', 'type']), 'body'), seq });
        return `/account/specwizard-projects/${seq}?done=saved`;
      }),
    ),
  );
  router.post(
    '/account/specwizard-projects/:id/delete',
    signedInPost((req, userSeq) =>
      deleting(req, async () => {
        await deleteWizardProject(db, userSeq, rowIdOf(req));
        return '/account/projects?done=deleted';
      }),
    ),
  );
  return router;
}
