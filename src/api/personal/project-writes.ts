import type { z } from 'zod';
import { requireUser } from '../../auth/require';
import type { Db } from '../../db/types';
import { badRequest } from '../../errors';
import type { Logger } from '../../log';
import type { ProjectKind } from '../../services/personal/analytics';
import { endpoint } from '../endpoint';
import type { areaTable } from '../table/row';
import { idParams } from '../../services/personal/schemas';
import { projectEvent } from '../../http/project-events';
import { createOrUpdate } from './create-or-update';

/** A seq in the body of PUT /{seq} must name the same project. */
function sameSeq(bodySeq: number | undefined, pathSeq: number): void {
  if (bodySeq !== undefined && bodySeq !== pathSeq) {
    throw badRequest('Invalid body: seq: must match the path', { fields: { seq: 'must match the path' } });
  }
}

interface ProjectWrites<B extends { seq?: number }, Id> {
  kind: ProjectKind;
  /** The collection's path, e.g. '/char-project'. */
  path: string;
  body: z.ZodType<B>;
  output: z.ZodType;
  /** What identifies the project to delete (a seq, or also another reference). */
  deleteParams: z.ZodType<{ id: Id }>;
  summaries: { create: string; update: string; delete: string };
  save: (userSeq: number, input: B) => Promise<unknown>;
  remove: (userSeq: number, id: Id) => Promise<void>;
}

/**
 * The writes of a user's projects, alike for every kind: POST creates (201) or, with seq, updates
 * (200); PUT /{seq} updates; DELETE /{id} deletes. Each records one analytics event, 'success' or
 * 'failed' (bad input included).
 */
export function addProjectWrites<B extends { seq?: number }, Id>(
  table: ReturnType<typeof areaTable>,
  { db, log }: { db: Db; log: Logger },
  spec: ProjectWrites<B, Id>,
): void {
  const saving = projectEvent(db, log, spec.kind, 'save');
  const deleting = projectEvent(db, log, spec.kind, 'delete');
  const post = (status: number) =>
    endpoint(db, { body: spec.body, status, summary: spec.summaries.create }, ({ req, body }) => spec.save(requireUser(req).seq, body), saving);
  table.post(spec.path, createOrUpdate(post(201), post(200)), { output: spec.output });
  table.put(
    `${spec.path}/:id`,
    endpoint(
      db,
      { params: idParams, body: spec.body, summary: spec.summaries.update },
      async ({ req, params, body }) => {
        sameSeq(body.seq, params.id);
        return spec.save(requireUser(req).seq, { ...body, seq: params.id });
      },
      saving,
    ),
    { output: spec.output },
  );
  table.delete(
    `${spec.path}/:id`,
    endpoint(db, { params: spec.deleteParams, status: 204, summary: spec.summaries.delete }, ({ req, params }) => spec.remove(requireUser(req).seq, params.id), deleting),
  );
}
