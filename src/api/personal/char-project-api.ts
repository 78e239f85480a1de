import { z } from 'zod';
import { requireUser } from '../../auth/require';
import type { Db } from '../../db/types';
import type { Logger } from '../../log';
import { deleteProject, saveProject } from '../../services/personal/char-project-save';
import type { ProjectInput } from '../../services/personal/char-project-save';
import { getProject, listProjects } from '../../services/personal/char-projects';
import { endpoint } from '../endpoint';
import { addProjectWrites } from './project-writes';
import { projectBody, projectRefParams } from '../../services/personal/schemas';
import type { AreaRows } from '../table/row';
import { areaTable } from '../table/row';
import { charProjectOutput } from '../schemas/personal';

/**
 * Character projects: GET /api/char-project (the user's, newest first), GET /api/char-project/{id},
 * POST /api/char-project (create; update when the body has seq), PUT /api/char-project/{seq},
 * DELETE /api/char-project/{id}. {id} is the seq or the projectId. Saves and deletes record
 * an analytics event 'success' or 'failed'.
 */
export function charProjectApi(db: Db, log: Logger): AreaRows {
  const table = areaTable({ guard: 'user' });
  table.get(
    '/char-project',
    endpoint(db, { summary: "The user's projects, newest first" }, async ({ req }) => ({ projects: await listProjects(db, requireUser(req).seq) })),
    { output: z.object({ projects: z.array(charProjectOutput) }) },
  );
  table.get(
    '/char-project/:id',
    endpoint(db, { params: projectRefParams, summary: 'One of the user’s projects by seq or projectId' }, async ({ req, params }) =>
      getProject(db, requireUser(req).seq, params.id),
    ), { output: charProjectOutput },
  );
  addProjectWrites(table, { db, log }, {
    kind: 'project',
    path: '/char-project',
    body: projectBody,
    output: charProjectOutput,
    deleteParams: projectRefParams,
    summaries: { create: 'Create a project; with seq, update it', update: 'Update a project', delete: 'Delete a project' },
    save: (userSeq, input: ProjectInput) => saveProject(db, userSeq, input),
    remove: (userSeq, id) => deleteProject(db, userSeq, id),
  });
  return table.rows;
}
