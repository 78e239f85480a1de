import type { Request, RequestHandler, Router } from 'express';
import type { Db } from '../../db/types';
import { AppError, notFound } from '../../errors';
import {
  createBodySchema,
  idParamsSchema,
  idsParamsSchema,
  listQuerySchema,
  updateBodySchema,
} from '../../services/resources/schemas';
import type { ResourceStore } from '../../services/resources/store';
import type { ResourceDefinition, Viewer } from '../../services/resources/types';
import { endpoint } from '../endpoint';
import { adminOnly } from '../openapi/access';

const viewer = (req: Request): Viewer => ({ admin: req.user?.isAdmin === true });

/** The seven calls of SPEC §7 "Generic resources" for one family, all driven by its definition. */
export function addFamilyRoutes(router: Router, db: Db, def: ResourceDefinition, store: ResourceStore): void {
  const base = `/${def.name}`;
  const read: RequestHandler[] = def.publicRead ? [] : [adminOnly];
  const params = idParamsSchema(def);
  const idText = (req: Request) => String(req.params.id);
  const missing = (req: Request) => notFound(`No ${def.label} with id ${idText(req)}`);
  const found = <T>(value: T | null, req: Request): T => {
    if (value === null) throw missing(req);
    return value;
  };

  router.get(
    `${base}/by-ids/:ids`,
    ...read,
    endpoint(db, { params: idsParamsSchema(def), summary: `Several ${def.name} by id, in the order asked` }, async ({ params, req }) => ({
      items: await store.getMany(db, params.ids, viewer(req)),
    })),
  );
  router.get(
    `${base}/es/:id`,
    ...read,
    endpoint(db, { params, summary: `One ${def.label} as the search index holds it` }, async ({ params, req }) =>
      found(await store.document(db, params.id, viewer(req)), req),
    ),
  );
  router.get(
    `${base}/:id`,
    ...read,
    endpoint(db, { params, summary: `One ${def.label}` }, async ({ params, req }) =>
      found(await store.get(db, params.id, viewer(req)), req),
    ),
  );
  router.get(
    base,
    ...read,
    endpoint(db, { query: listQuerySchema(def), summary: `List ${def.name}: filters, sort, paging` }, ({ query, req }) =>
      store.list(db, query, viewer(req)),
    ),
  );

  const writes = store.writes;
  if (!writes) {
    // A static family is part of the code (content types: the catalog's schema), so there is nothing to write;
    // who may write is still checked first, as for every family.
    const refuse = endpoint(db, { summary: `Not allowed: ${def.name} are read-only` }, async () => {
      throw new AppError(405, `${def.name} are read-only: they are defined by the site's code, not stored as data`);
    });
    router.post(base, adminOnly, refuse);
    router.put(`${base}/:id`, adminOnly, refuse);
    router.delete(`${base}/:id`, adminOnly, refuse);
    return;
  }
  router.post(
    base,
    adminOnly,
    endpoint(db, { body: createBodySchema(def), status: 201, summary: `Create a ${def.label} (administrators)` }, ({ body }) =>
      writes.create(db, body),
    ),
  );
  router.put(
    `${base}/:id`,
    adminOnly,
    endpoint(db, { params, body: updateBodySchema(def), summary: `Change fields of a ${def.label} (administrators)` }, async ({ params, body, req }) =>
      found(await writes.update(db, params.id, body), req),
    ),
  );
  router.delete(
    `${base}/:id`,
    adminOnly,
    endpoint(db, { params, summary: `Delete a ${def.label} (administrators)` }, async ({ params, req }) => {
      if (!(await writes.remove(db, params.id))) throw missing(req);
      return { deleted: true, id: idText(req) };
    }),
  );
}
