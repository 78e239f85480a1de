import type { RequestHandler } from 'express';
import { z } from 'zod';
import { requireAdmin } from '../../auth/require';
import { manageActor } from '../../auth/manage-actor';
import type { Db } from '../../db/types';
import { notFound } from '../../errors';
import { refuseNul } from '../../parse-input';
import { listAudit } from '../../services/manage/audit';
import { findManagedCompany, setTrustedPublisher } from '../../services/manage/company-settings';
import { createDraft, publishDraft, removeProduct, sendBack, submitDraft, updateProduct } from '../../services/manage/product-drafts';
import { productInputSchema } from '../../services/manage/product-input';
import { listReviewQueue } from '../../services/manage/review';
import { listWorkspaceProducts } from '../../services/manage/workspace';
import { coidParam, endpoint, withEndpointSpec, endpointSpecOf } from '../endpoint';
import { itemsOf } from '../schemas/shapes';
import type { AreaRows } from '../table/row';
import { areaTable } from '../table/row';
import {
  auditEntryOutput, changedOutput, createdOutput, managedCompanyOutput, removedOutput, reviewItemOutput, stateAnswer, workspaceProductOutput,
} from './schemas';

const companyParams = z.object({ coid: coidParam });
const productParams = z.object({ coid: coidParam, id: z.coerce.number({ error: 'must be a product id' }).int().min(1).max(2_147_483_647) });
const auditQuery = z.object({
  before: z.coerce.number().int().min(1).optional().describe('entries older than this seq (the next page)'),
  product: z.coerce.number().int().min(1).max(2_147_483_647).optional().describe('only the entries of this product'),
});
const sendBackBody = z.object({ note: z.string({ error: 'say what to change' }).trim().min(1, 'say what to change').max(2000, 'must be at most 2000 characters') }).strict();
const trustedBody = z.object({ trusted: z.boolean({ error: 'must be true or false' }) }).strict();

/**
 * A product body is checked by the writer, against its template, with every bad field named at once
 * (`name`, `properties.fire-rating`…); the schema is the row's documentation of it.
 */
function productBody(handle: RequestHandler): RequestHandler {
  return withEndpointSpec(handle, { ...endpointSpecOf(handle)!, body: productInputSchema });
}

const rawBody = (body: unknown): unknown => {
  refuseNul(body, 'body');
  return body ?? {};
};

/**
 * /api/manage/{coid}/…: manufacturers keep their products (draft → submitted → published), for the workspace's
 * forms and product-information systems. Each call is checked by `manageActor` (the staff, an administrator or
 * an API key scoped to the manufacturer); publishing also needs an administrator or a trusted manufacturer.
 */
export function manageApi(db: Db): AreaRows {
  const table = areaTable({ guard: 'manager' });
  table.get(
    '/manage/review',
    endpoint(db, { output: itemsOf(reviewItemOutput), summary: 'The review queue: submitted changes of every manufacturer, each field before and after' }, async ({ req }) => {
      requireAdmin(req);
      return { items: await listReviewQueue(db) };
    }),
    { guard: 'admin' },
  );
  table.get(
    '/manage/:coid',
    endpoint(db, { params: companyParams, output: managedCompanyOutput, summary: "A manufacturer's profile and whether it publishes without review" }, async ({ params, req }) => {
      await manageActor(db, req, params.coid, 'read');
      const company = await findManagedCompany(db, params.coid);
      if (!company) throw notFound('No such manufacturer');
      return company;
    }),
  );
  table.put(
    '/manage/:coid/trusted',
    endpoint(db, { params: companyParams, body: trustedBody, output: trustedBody, summary: 'Mark a manufacturer as a trusted publisher (its staff publish without review), or take it back' }, async ({ params, body, req }) =>
      setTrustedPublisher(db, await manageActor(db, req, params.coid, 'write'), params.coid, body.trusted),
    ),
    { guard: 'admin' },
  );
  table.get(
    '/manage/:coid/products',
    endpoint(db, { params: companyParams, output: itemsOf(workspaceProductOutput), summary: "The manufacturer's products with their states" }, async ({ params, req }) => {
      await manageActor(db, req, params.coid, 'read');
      return { items: await listWorkspaceProducts(db, params.coid) };
    }),
  );
  table.post(
    '/manage/:coid/products',
    productBody(
      endpoint(db, { params: companyParams, status: 201, output: createdOutput, errors: [409], summary: 'Create a product as a draft, from typed values checked against its template' }, async ({ params, req }) =>
        createDraft(db, await manageActor(db, req, params.coid, 'write'), params.coid, rawBody(req.body)),
      ),
    ),
  );
  table.put(
    '/manage/:coid/products/:id',
    productBody(
      endpoint(db, { params: productParams, output: changedOutput, errors: [409], summary: "Change a product: a draft changes in place, a published product's change waits until published" }, async ({ params, req }) =>
        updateProduct(db, await manageActor(db, req, params.coid, 'write'), params.coid, params.id, rawBody(req.body)),
      ),
    ),
  );
  table.delete(
    '/manage/:coid/products/:id',
    endpoint(db, { params: productParams, output: removedOutput, errors: [409], summary: 'Remove a never-published product, or withdraw a published one from the site' }, async ({ params, req }) =>
      removeProduct(db, await manageActor(db, req, params.coid, 'write'), params.coid, params.id),
    ),
  );
  table.post(
    '/manage/:coid/products/:id/submit',
    endpoint(db, { params: productParams, output: stateAnswer, errors: [409], summary: 'Submit a draft for review' }, async ({ params, req }) =>
      submitDraft(db, await manageActor(db, req, params.coid, 'write'), params.coid, params.id),
    ),
  );
  table.post(
    '/manage/:coid/products/:id/publish',
    endpoint(db, { params: productParams, output: stateAnswer, errors: [409], summary: 'Publish the waiting change (administrators, or staff of a trusted manufacturer)' }, async ({ params, req }) =>
      publishDraft(db, await manageActor(db, req, params.coid, 'write'), params.coid, params.id),
    ),
  );
  table.post(
    '/manage/:coid/products/:id/send-back',
    endpoint(db, { params: productParams, body: sendBackBody, output: stateAnswer, errors: [409], summary: 'Return a submitted change to its manufacturer as a draft, with a note (administrators)' }, async ({ params, body, req }) =>
      sendBack(db, await manageActor(db, req, params.coid, 'write'), params.coid, params.id, body.note),
    ),
    { guard: 'admin' },
  );
  table.get(
    '/manage/:coid/audit',
    endpoint(db, { params: companyParams, query: auditQuery, output: itemsOf(auditEntryOutput), summary: 'Who changed what and when, newest first, with the values before and after' }, async ({ params, query, req }) => {
      await manageActor(db, req, params.coid, 'read');
      return { items: await listAudit(db, params.coid, { before: query.before, targetId: query.product }) };
    }),
  );
  return table.rows;
}
