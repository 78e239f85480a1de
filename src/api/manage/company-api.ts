import type { RequestHandler } from 'express';
import { z } from 'zod';
import { manageActor } from '../../auth/manage-actor';
import { requireAdmin } from '../../auth/require';
import type { Db } from '../../db/types';
import { notFound } from '../../errors';
import { findCompanyChange, listCompanyChanges, pendingLogoKey, publishCompanyChange, saveCompanyProfile, sendBackCompanyChange } from '../../services/manage/company-changes';
import { companyProfileSchema } from '../../services/manage/company-settings';
import { readObjectWithin } from '../../services/storage/read-within';
import { acceptLogo } from '../../services/uploads/accept-logo';
import { logoForm } from '../../http/upload-forms';
import { LOGO_MAX_UPLOAD_BYTES } from '../../domain/uploads/logo-rules';
import { coidParam, endpoint, parseEndpointInput, withEndpointSpec, type EndpointSpec } from '../endpoint';
import { fileEndpoint } from '../file-endpoint';
import { itemsOf } from '../schemas/shapes';
import { areaTable, type AreaRows } from '../table/row';
import type { UploadApiDeps } from '../uploads/files-api';

const companyParams = z.object({ coid: coidParam });
const changeState = z.object({ state: z.enum(['published', 'submitted']).describe('published: on the site now (a trusted manufacturer, or an administrator); submitted: waiting for review') });
const sendBackBody = z.object({ note: z.string({ error: 'say what to change' }).trim().min(1, 'say what to change').max(2000, 'must be at most 2000 characters') }).strict();
const companyChangeOutput = z.object({
  coid: z.number().int(),
  companyName: z.string(),
  state: z.enum(['submitted', 'returned']),
  note: z.string().nullable(),
  lines: z.array(z.object({ field: z.string(), label: z.string(), before: z.string().nullable(), after: z.string().nullable() })),
  profile: z.record(z.string(), z.string()).nullable().describe('The whole profile waiting; null when only the logo waits'),
  logo: z.boolean().describe('A new logo waits: GET /api/manage/{coid}/logo/pending'),
  submittedAt: z.string(),
});

/** The stored logo is a PNG of at most 512 px a side: far below this. */
const PENDING_LOGO_MAX_BYTES = 2 * 2 ** 20;

function logoHandler(deps: UploadApiDeps): RequestHandler {
  const spec: EndpointSpec<z.infer<typeof companyParams>, Record<string, never>, undefined> = {
    params: companyParams,
    summary: "Upload the manufacturer's logo (PNG, JPEG or WebP; never SVG): published at once for a trusted manufacturer, else waiting for review",
    output: changeState,
    multipart: z.object({ file: z.string().describe(`The logo: .png, .jpg or .webp, at most ${LOGO_MAX_UPLOAD_BYTES / 2 ** 20} MB; kept as a PNG`) }),
    errors: [413, 422],
  };
  const handle: RequestHandler = async (req, res) => {
    try {
      const { params } = parseEndpointInput(deps.db, spec, req);
      const actor = await manageActor(deps.db, req, params.coid, 'write');
      const answer = await acceptLogo(deps, { actor, coid: params.coid, receive: logoForm(req), log: req.log });
      res.setHeader('Cache-Control', 'no-store');
      res.json(answer);
    } catch (error) {
      // A body left unread (refused before or while it streamed) is not drained: the connection closes after the answer.
      if (!req.complete) res.setHeader('Connection', 'close');
      throw error;
    }
  };
  return withEndpointSpec(handle, spec);
}

/**
 * /api/manage/{coid}/profile and …/logo (issue 24, item 1): the company's profile and logo, waiting for review
 * unless the manufacturer is trusted; administrators publish or send back the waiting change.
 */
export function companyChangesApi(deps: UploadApiDeps): AreaRows {
  const { db } = deps;
  const table = areaTable({ guard: 'manager' });
  table.get(
    '/manage/review/profiles',
    endpoint(db, { output: itemsOf(companyChangeOutput), summary: 'The review queue of profiles and logos: each field before and after' }, async ({ req }) => {
      requireAdmin(req);
      return { items: await listCompanyChanges(db) };
    }),
    { guard: 'admin' },
  );
  table.get(
    '/manage/:coid/profile/change',
    endpoint(db, { params: companyParams, output: z.object({ change: companyChangeOutput.nullable() }), summary: 'The profile and logo change waiting for review, or sent back with a note (null: none)' }, async ({ params, req }) => {
      await manageActor(db, req, params.coid, 'read');
      return { change: await findCompanyChange(db, params.coid) };
    }),
  );
  table.put(
    '/manage/:coid/profile',
    endpoint(db, { params: companyParams, body: companyProfileSchema, output: changeState, summary: "Change the manufacturer's profile: public at once for a trusted manufacturer, else waiting for review" }, async ({ params, body, req }) =>
      saveCompanyProfile(db, await manageActor(db, req, params.coid, 'write'), params.coid, body),
    ),
  );
  table.post(
    '/manage/:coid/profile/publish',
    endpoint(db, { params: companyParams, output: z.object({ state: z.literal('published') }), errors: [409], summary: 'Publish the waiting profile and logo (administrators, or staff of a trusted manufacturer)' }, async ({ params, req }) =>
      publishCompanyChange(db, await manageActor(db, req, params.coid, 'write'), params.coid),
    ),
  );
  table.post(
    '/manage/:coid/profile/send-back',
    endpoint(db, { params: companyParams, body: sendBackBody, output: z.object({ state: z.literal('returned') }), errors: [409], summary: 'Return the waiting profile and logo to the manufacturer with a note (administrators)' }, async ({ params, body, req }) =>
      sendBackCompanyChange(db, await manageActor(db, req, params.coid, 'write'), params.coid, body.note),
    ),
    { guard: 'admin' },
  );
  table.post('/manage/:coid/logo', logoHandler(deps));
  table.get(
    '/manage/:coid/logo/pending',
    fileEndpoint(db, { params: companyParams, summary: 'The logo waiting for review, for the manufacturer and reviewers', produces: ['image/png'] }, async ({ params, req }) => {
      await manageActor(db, req, params.coid, 'read');
      const key = await pendingLogoKey(db, params.coid);
      const body = key ? await readObjectWithin(deps.store, key, PENDING_LOGO_MAX_BYTES) : null;
      if (!body) throw notFound('No logo waits for review');
      return { body: Buffer.from(body.buffer, body.byteOffset, body.byteLength), contentType: 'image/png', disposition: 'inline', csp: "default-src 'none'" };
    }),
  );
  return table.rows;
}
