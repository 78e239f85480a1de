import { z } from 'zod';
import type { Request } from 'express';
import { requireUser } from '../../auth/require';
import type { Db } from '../../db/types';
import { badRequest } from '../../errors';
import type { Logger } from '../../log';
import { deleteProject, saveProject } from '../../services/personal/char-project-save';
import type { ProjectInput } from '../../services/personal/char-project-save';
import { getProject, listProjects } from '../../services/personal/char-projects';
import { endpoint } from '../endpoint';
import { idParams, projectBody, projectRefParams } from './schemas';
import { createOrUpdate, recordSuccess, trackFailures } from './tracked';
import type { AreaRows } from '../table/row';
import { areaTable } from '../table/row';
import { charProjectOutput } from '../schemas/personal';

/** A seq in the body of PUT /{seq} must name the same project. */
export function sameSeq(bodySeq: number | undefined, pathSeq: number): void {
  if (bodySeq !== undefined && bodySeq !== pathSeq) {
    throw badRequest('Invalid body: seq: must match the path', { fields: { seq: 'must match the path' } });
  }
}

/**
 * Character projects: GET /api/char-project (the user's, newest first), GET /api/char-project/{id},
 * POST /api/char-project (create; update when the body has seq), PUT /api/char-project/{seq},
 * DELETE /api/char-project/{id}. {id} is the seq or the projectId. Saves and deletes record
 * an analytics event 'success' or 'failed'.
 */
export function charProjectApi(db: Db, log: Logger): AreaRows {
  const table = areaTable({ guard: 'user' });
  const saving = { db, log, kind: 'project', action: 'save' } as const;
  const deleting = { db, log, kind: 'project', action: 'delete' } as const;
  const save = async (req: Request, input: ProjectInput) => {
    const project = await saveProject(db, requireUser(req).seq, input);
    await recordSuccess(saving, req);
    return project;
  };

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
  const post = (status: number) =>
    trackFailures(
      saving,
      endpoint(db, { body: projectBody, status, summary: 'Create a project; with seq, update it' }, ({ req, body }) => save(req, body)),
    );
  table.post('/char-project', createOrUpdate(post(201), post(200)), { output: charProjectOutput });
  table.put(
    '/char-project/:id',
    trackFailures(
      saving,
      endpoint(db, { params: idParams, body: projectBody, summary: 'Update a project' }, ({ req, params, body }) => {
        sameSeq(body.seq, params.id);
        return save(req, { ...body, seq: params.id });
      }),
    ), { output: charProjectOutput },
  );
  table.delete(
    '/char-project/:id',
    trackFailures(
      deleting,
      endpoint(db, { params: projectRefParams, status: 204, summary: 'Delete a project' }, async ({ req, params }) => {
        await deleteProject(db, requireUser(req).seq, params.id);
        await recordSuccess(deleting, req);
      }),
    ),
  );
  return table.rows;
}
