import { z } from 'zod';
import { requireAdmin, requireManager } from '../../../auth/require';
import { coidParam } from '../../../domain/company-id';
import { MANAGE_FORMS, managePath, manageProductPath, REVIEW_PATH, PRODUCT_STEPS, type ProductStep } from '../../../domain/manage';
import { propertiesFromForm } from '../../../domain/product-data/form-values';
import { actorOf, type ManageActor } from '../../../services/manage/audit';
import { companyProfileSchema, setTrustedPublisher } from '../../../services/manage/company-settings';
import { saveCompanyProfile } from '../../../services/manage/company-changes';
import { createDraft, publishDraft, removeProduct, sendBack, submitDraft, updateProduct, withdraw } from '../../../services/manage/product-drafts';
import { checkProductInput, refuseInput } from '../../../services/manage/product-input';
import { moveProduct } from '../../../services/manage/product-order';
import { retireDocumentVersion } from '../../../services/manage/product-files';
import { findTemplate } from '../../../services/product-data/templates';
import type { Db } from '../../../db/types';
import { action } from '../../page-types';
import { AppError } from '../../../errors';
import { acceptUpload } from '../../../services/uploads/accept-upload';
import { documentForm } from '../../../http/upload-forms';

const companyParams = z.object({ coid: coidParam });
const productParams = z.object({ coid: coidParam, id: z.string().regex(/^[1-9]\d{0,8}$/).transform(Number) });

/** The typed form's fields: plain text values, bounded in number and length before anything reads them. */
const productFormBody = z
  .record(z.string().max(80), z.string({ error: 'must be one value' }).max(2000, 'must be at most 2000 characters'))
  .refine((form) => Object.keys(form).length <= 400, 'too many fields');

const manager = ({ user, params }: { user: Parameters<typeof requireManager>[0]['user']; params: { coid: number } }): ManageActor =>
  actorOf(requireManager({ user }, params.coid));

/**
 * The typed input a form post describes, checked with the API's rules; every problem (a number that cannot be read,
 * a value out of range, a missing name) is a 400 naming its field, so the form shows it at the property.
 */
async function inputFromForm(db: Db, form: Record<string, string>): Promise<unknown> {
  const template = form.template ? await findTemplate(db, form.template) : null;
  if (!template) throw refuseInput({ template: 'choose a product template' });
  const { values, errors } = propertiesFromForm(template, form);
  const input = {
    template: template.id,
    code: form.code ?? '',
    name: form.name ?? '',
    tradename: form.tradename || null,
    section: form.section ?? '',
    properties: values,
    online: form.online !== 'no',
  };
  const checked = await checkProductInput(db, input);
  const fields = { ...(checked.ok ? {} : checked.fields), ...errors };
  if (Object.keys(fields).length > 0) throw refuseInput(fields);
  return input;
}

/** POST /manage/{coid}/products/new: a new draft from the typed form. */
export const createProductAction = action({
  form: MANAGE_FORMS.product,
  params: companyParams,
  body: productFormBody,
  keep: 2000,
  target: manager,
  async run({ db, params, target }, form) {
    const { id } = await createDraft(db, target, params.coid, await inputFromForm(db, form));
    return { redirect: `${manageProductPath(params.coid, id)}?done=created` };
  },
});

/** POST /manage/{coid}/products/{id}: the form saved as the product's draft. */
export const saveProductAction = action({
  form: MANAGE_FORMS.product,
  params: productParams,
  body: productFormBody,
  keep: 2000,
  target: manager,
  async run({ db, params, target }, form) {
    await updateProduct(db, target, params.coid, params.id, await inputFromForm(db, form));
    return { redirect: `${manageProductPath(params.coid, params.id)}?done=saved` };
  },
});

const STEP_DONE: Record<ProductStep, string> = { submit: 'submitted', publish: 'published', withdraw: 'withdrawn', remove: 'removed' };

/** POST /manage/{coid}/products/{id}/{step}: one button of the product's page (publish also from the review queue). */
const stepAction = (step: ProductStep) =>
  action({
    form: `${MANAGE_FORMS.step}-${step}`,
    path: `/manage/:coid/products/:id/${step}`,
    params: productParams,
    body: z.object({ from: z.enum(['review']).optional() }),
    target: manager,
    shownAt: ({ params }) => manageProductPath(params.coid, params.id),
    async run({ db, params, target }, body) {
      const run = { submit: submitDraft, publish: publishDraft, withdraw, remove: removeProduct }[step];
      const { state } = await run(db, target, params.coid, params.id);
      const done = `?done=${STEP_DONE[step]}`;
      if (body.from === 'review') return { redirect: `${REVIEW_PATH}${done}` };
      return { redirect: state === 'removed' ? `${managePath(params.coid)}${done}` : `${manageProductPath(params.coid, params.id)}${done}` };
    },
  });
export const productStepActions = PRODUCT_STEPS.map(stepAction);

/** POST /manage/{coid}/documents/{doc}/versions/{version}/retire: retires one version of a product's document. */
export const retireVersionAction = action({
  form: MANAGE_FORMS.retire,
  path: '/manage/:coid/documents/:doc/versions/:version/retire',
  params: z.object({ coid: coidParam, doc: z.string().regex(/^[1-9]\d{0,8}$/).transform(Number), version: z.string().regex(/^[1-9]\d{0,5}$/).transform(Number) }),
  body: z.object({}),
  target: manager,
  pageParams: ({ params, req }) => ({ coid: String(params.coid), id: String((req.body as { product?: unknown } | undefined)?.product ?? '') }),
  shownAt: ({ params, req }) => manageProductPath(params.coid, Number((req.body as { product?: unknown } | undefined)?.product) || 0),
  async run({ db, params, target }) {
    const { productSeq } = await retireDocumentVersion(db, target, params.coid, params.doc, params.version);
    return { redirect: productSeq ? `${manageProductPath(params.coid, productSeq)}?done=retired` : `${managePath(params.coid)}?done=retired` };
  },
});

/** POST /manage/{coid}/products/{id}/send-back (administrators, from the review queue): back to draft with a note. */
export const sendBackAction = action({
  form: MANAGE_FORMS.review,
  path: '/manage/:coid/products/:id/send-back',
  params: productParams,
  body: z.object({ product: z.string().optional(), note: z.string({ error: 'Say what to change' }).trim().min(1, 'Say what to change').max(2000, 'At most 2000 characters') }),
  keep: 2000,
  target: ({ user }) => actorOf(requireAdmin({ user })),
  shownAt: () => REVIEW_PATH,
  async run({ db, params, target }, body) {
    await sendBack(db, target, params.coid, params.id, body.note);
    return { redirect: `${REVIEW_PATH}?done=sent-back` };
  },
});

/** POST /manage/{coid}/profile: the company's contact facts (waiting for review unless the manufacturer is trusted). */
export const profileAction = action({
  form: MANAGE_FORMS.profile,
  path: '/manage/:coid/profile',
  params: companyParams,
  body: companyProfileSchema.strip(),
  keep: 4000,
  target: manager,
  async run({ db, params, target }, profile) {
    const { state } = await saveCompanyProfile(db, target, params.coid, profile);
    return { redirect: `${managePath(params.coid)}?done=${state === 'published' ? 'profile' : 'profile-submitted'}` };
  },
});

/** POST /manage/{coid}/trusted (administrators): publishes without review, or not. */
export const trustedAction = action({
  form: MANAGE_FORMS.trusted,
  path: '/manage/:coid/trusted',
  params: companyParams,
  body: z.object({ trusted: z.enum(['yes', 'no']) }),
  target: ({ user }) => actorOf(requireAdmin({ user })),
  async run({ db, params, target }, body) {
    await setTrustedPublisher(db, target, params.coid, body.trusted === 'yes');
    return { redirect: `${managePath(params.coid)}?done=trusted` };
  },
});

/** POST /manage/{coid}/products/{id}/move: one place up or down in the product tree. */
export const moveAction = action({
  form: MANAGE_FORMS.order,
  path: '/manage/:coid/products/:id/move',
  params: productParams,
  body: z.object({ direction: z.enum(['up', 'down']) }),
  target: manager,
  pageParams: ({ params }) => ({ coid: String(params.coid) }),
  shownAt: ({ params }) => managePath(params.coid),
  async run({ db, params, target }, body) {
    await moveProduct(db, target, params.coid, params.id, body.direction);
    return { redirect: `${managePath(params.coid)}?done=moved` };
  },
});

/**
 * POST /manage/{coid}/products/{id}/files (multipart: `file`, `contentType`, optional `title`; `?replace={document}`
 * for a new version): the workspace's upload, the same checks as the API's. Who may post is checked before the
 * body is read; a refused file shows its failed checks on the page (422), an accepted one its quality report in the
 * documents table.
 */
export const uploadDocumentAction = action({
  form: MANAGE_FORMS.upload,
  path: '/manage/:coid/products/:id/files',
  params: productParams,
  body: z.object({}),
  target: manager,
  shownAt: ({ params }) => manageProductPath(params.coid, params.id),
  async run({ db, params, target, req, uploads }) {
    if (!uploads) throw new AppError(503, 'Uploads are not available on this server');
    const replace = typeof req.query.replace === 'string' && /^[1-9]\d{0,8}$/.test(req.query.replace) ? Number(req.query.replace) : null;
    const accepted = await acceptUpload({ db, ...uploads }, { actor: target, coid: params.coid, productSeq: params.id, replace, receive: documentForm(req) });
    return { redirect: `${manageProductPath(params.coid, params.id)}?done=${accepted.awaitingReview ? 'version-waiting' : 'uploaded'}&document=${accepted.id}` };
  },
});
