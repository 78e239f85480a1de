import type { Request } from 'express';
import type { z } from 'zod';
import { requireUser } from '../../auth/require';
import type { Db } from '../../db/types';
import { badRequest } from '../../errors';
import type { Logger } from '../../log';
import type { ProjectKind } from '../../services/personal/analytics';
import { endpoint } from '../endpoint';
import type { areaTable } from '../table/row';
import { idParams } from './schemas';
import { createOrUpdate, recordSuccess, trackFailures } from './tracked';

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
  const saving = { db, log, kind: spec.kind, action: 'save' } as const;
  const deleting = { db, log, kind: spec.kind, action: 'delete' } as const;
  const save = async (req: Request, input: B) => {
    const project = await spec.save(requireUser(req).seq, input);
    await recordSuccess(saving, req);
    return project;
  };
  const post = (status: number) =>
    trackFailures(saving, endpoint(db, { body: spec.body, status, summary: spec.summaries.create }, ({ req, body }) => save(req, body)));
  table.post(spec.path, createOrUpdate(post(201), post(200)), { output: spec.output });
  table.put(
    `${spec.path}/:id`,
    trackFailures(
      saving,
      endpoint(db, { params: idParams, body: spec.body, summary: spec.summaries.update }, ({ req, params, body }) => {
        sameSeq(body.seq, params.id);
        return save(req, { ...body, seq: params.id });
      }),
    ),
    { output: spec.output },
  );
  table.delete(
    `${spec.path}/:id`,
    trackFailures(
      deleting,
      endpoint(db, { params: spec.deleteParams, status: 204, summary: spec.summaries.delete }, async ({ req, params }) => {
        await spec.remove(requireUser(req).seq, params.id);
        await recordSuccess(deleting, req);
      }),
    ),
  );
}
