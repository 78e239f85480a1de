import { z } from 'zod';
import { requireUser } from '../../auth/require';
import type { Db } from '../../db/types';
import type { Logger } from '../../log';
import { deleteWizardProject, getWizardProject, listWizardProjects } from '../../services/personal/specwizard-projects';
import { saveWizardProjectWithSelection } from '../../services/personal/specwizard-save';
import { listWizardSpecs, replaceWizardSpecs } from '../../services/personal/specwizard-specs';
import { endpoint } from '../endpoint';
import { addProjectWrites } from './project-writes';
import { idParams, specsBody, wizardProjectBody } from '../../services/personal/schemas';
import { projectEvent } from '../../http/project-events';
import type { AreaRows } from '../table/row';
import { areaTable } from '../table/row';
import { wizardProjectOutput, wizardSelectionOutput } from '../schemas/personal';

/**
 * Spec wizard projects: /api/specwizard-project/me, /{id}, /{id}/specs. A save
 * that carries `specs` (and `inputs`) stores the project and its selection in one call and one
 * transaction, as the wizard does. Every save, /{id}/specs included, records one analytics event
 * 'success' or 'failed'.
 */
export function specwizardApi(db: Db, log: Logger): AreaRows {
  const table = areaTable({ guard: 'user' });

  // "me" must come before /:id (which would refuse it as not a number anyway).
  table.get(
    '/specwizard-project/me',
    endpoint(db, { summary: "The user's spec wizard projects, most recently changed first" }, async ({ req }) => ({
      projects: await listWizardProjects(db, requireUser(req).seq),
    })), { output: z.object({ projects: z.array(wizardProjectOutput) }) },
  );
  table.get(
    '/specwizard-project/:id',
    endpoint(db, { params: idParams, summary: 'One of the user’s spec wizard projects with its spec ids' }, async ({ req, params }) =>
      getWizardProject(db, requireUser(req).seq, params.id),
    ), { output: wizardProjectOutput },
  );
  addProjectWrites(table, { db, log }, {
    kind: 'specwizard-project',
    path: '/specwizard-project',
    body: wizardProjectBody,
    output: wizardProjectOutput,
    deleteParams: idParams,
    summaries: {
      create: 'Create a spec wizard project (with specs: and its selection); with seq, update it',
      update: 'Update a spec wizard project (with specs: and its selection)',
      delete: 'Delete a spec wizard project',
    },
    save: (userSeq, { specs, inputs, ...input }) =>
      saveWizardProjectWithSelection(db, userSeq, input, specs === undefined ? undefined : { specIds: specs, inputs: inputs ?? {} }),
    remove: (userSeq, id) => deleteWizardProject(db, userSeq, id),
  });
  table.get(
    '/specwizard-project/:id/specs',
    endpoint(db, { params: idParams, summary: 'The selected spec ids and input values of a spec wizard project' }, ({ req, params }) =>
      listWizardSpecs(db, requireUser(req).seq, params.id),
    ), { output: wizardSelectionOutput },
  );
  table.post(
    '/specwizard-project/:id/specs',
    endpoint(
      db,
      { params: idParams, body: specsBody, summary: 'Replace the selected spec ids and input values' },
      ({ req, params, body }) => replaceWizardSpecs(db, requireUser(req).seq, params.id, { specIds: body.specs, inputs: body.inputs ?? {} }),
      projectEvent(db, log, 'specwizard-project', 'save'),
    ), { output: wizardSelectionOutput },
  );
  return table.rows;
}
