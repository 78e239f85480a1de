import type { Request } from 'express';
import { z } from 'zod';
import type { Db } from '../../db/types';
import { AppError, notFound } from '../../errors';
import {
  createBodySchema,
  idParamsSchema,
  idsParamsSchema,
  listQuerySchema,
  recordOutputSchema,
  updateBodySchema,
} from '../../services/resources/schemas';
import type { ResourceStore } from '../../services/resources/store';
import type { ResourceDefinition, Viewer } from '../../services/resources/types';
import { endpoint } from '../endpoint';
import { deletedOutput, itemsOf, pageOf } from '../schemas/shapes';
import type { AreaRows } from '../table/row';
import { areaTable } from '../table/row';

const viewer = (req: Request): Viewer => ({ admin: req.user?.isAdmin === true });

/** The seven generic resource calls (GET /{id}, /es/{id}, /by-ids/{ids}, list; POST; PUT; DELETE) for one family, all driven by its definition. */
export function familyRows(db: Db, def: ResourceDefinition, store: ResourceStore): AreaRows {
  const table = areaTable();
  const base = `/${def.name}`;
  const read = { guard: def.publicRead ? ('public' as const) : ('admin' as const) };
  const admin = { guard: 'admin' as const };
  const params = idParamsSchema(def);
  const record = recordOutputSchema(def);
  const idText = (req: Request) => String(req.params.id);
  const missing = (req: Request) => notFound(`No ${def.label} with id ${idText(req)}`);
  const found = <T>(value: T | null, req: Request): T => {
    if (value === null) throw missing(req);
    return value;
  };

  table.get(
    `${base}/by-ids/:ids`,
    endpoint(db, { params: idsParamsSchema(def), output: itemsOf(record), summary: `Several ${def.name} by id, in the order asked` }, async ({ params, req }) => ({
      items: await store.getMany(db, params.ids, viewer(req)),
    })),
    read,
  );
  table.get(
    `${base}/es/:id`,
    endpoint(db, { params, output: record.loose(), summary: `One ${def.label} as the search index holds it` }, async ({ params, req }) =>
      found(await store.document(db, params.id, viewer(req)), req),
    ),
    read,
  );
  table.get(
    `${base}/:id`,
    endpoint(db, { params, output: record, summary: `One ${def.label}` }, async ({ params, req }) => found(await store.get(db, params.id, viewer(req)), req)),
    read,
  );
  table.get(
    base,
    endpoint(db, { query: listQuerySchema(def), output: pageOf(record), summary: `List ${def.name}: filters, sort, paging` }, ({ query, req }) =>
      store.list(db, query, viewer(req)),
    ),
    read,
  );

  const writes = store.writes;
  if (!writes) {
    // A static family is part of the code (content types: the catalog's schema), so there is nothing to write;
    // who may write is still checked first, as for every family.
    const refuse = (summary: string) =>
      endpoint(db, { summary, errors: [405], output: z.never().describe('Never: the answer is always 405') }, async () => {
        throw new AppError(405, `${def.name} are read-only: they are defined by the site's code, not stored as data`);
      });
    table.post(base, refuse(`Not allowed: ${def.name} are read-only`), admin);
    table.put(`${base}/:id`, refuse(`Not allowed: ${def.name} are read-only`), admin);
    table.delete(`${base}/:id`, refuse(`Not allowed: ${def.name} are read-only`), admin);
    return table.rows;
  }
  table.post(
    base,
    endpoint(db, { body: createBodySchema(def), status: 201, output: record, errors: [409], summary: `Create a ${def.label} (administrators)` }, ({ body }) =>
      writes.create(db, body),
    ),
    admin,
  );
  table.put(
    `${base}/:id`,
    endpoint(db, { params, body: updateBodySchema(def), output: record, errors: [409], summary: `Change fields of a ${def.label} (administrators)` }, async ({ params, body, req }) =>
      found(await writes.update(db, params.id, body), req),
    ),
    admin,
  );
  table.delete(
    `${base}/:id`,
    endpoint(db, { params, output: deletedOutput, errors: [409], summary: `Delete a ${def.label} (administrators)` }, async ({ params, req }) => {
      if (!(await writes.remove(db, params.id))) throw missing(req);
      return { deleted: true, id: idText(req) };
    }),
    admin,
  );
  return table.rows;
}
