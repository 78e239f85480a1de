import { z } from 'zod';
import { requireAdmin, requireManager, requireUser } from '../../../auth/require';
import { coidParam } from '../../../domain/company-id';
import { MANAGE_FORMS, managePath, MANAGE_PATH, REVIEW_PATH } from '../../../domain/manage';
import { formFieldsOf } from '../../../domain/product-data/form-values';
import { AppError, notFound } from '../../../errors';
import type { AuditPageProps } from '../../../pages/manage/audit-page';
import type { ManageCompanyPageProps } from '../../../pages/manage/manage-company-page';
import type { ManageHomePageProps } from '../../../pages/manage/manage-home-page';
import type { ManageProductPageProps } from '../../../pages/manage/manage-product-page';
import type { ReviewPageProps } from '../../../pages/manage/review-page';
import type { FormState } from '../../../http/form-state';
import { parseInput } from '../../../parse-input';
import { AUDIT_PAGE_SIZE, listAudit } from '../../../services/manage/audit';
import { findManagedCompany, listManagedCompanies } from '../../../services/manage/company-settings';
import { findCompanyChange, listCompanyChanges } from '../../../services/manage/company-changes';
import { listProductDocuments } from '../../../services/manage/product-files';
import { listReviewQueue } from '../../../services/manage/review';
import { listVersionReviewQueue } from '../../../services/uploads/version-review';
import { listSpecReviewQueue } from '../../../services/manage/spec-review';
import { findEditableProduct, listWorkspaceProducts } from '../../../services/manage/workspace';
import { findTemplate, listTemplates } from '../../../services/product-data/templates';
import type { HeadData } from '../../head';
import type { LoaderContext, LoaderResult } from '../../page-types';
import { formView } from '../account/account-kit';
import { submittedForm } from '../submitted-form';

export const companyPageParams = z.object({ coid: coidParam });
export const productPageParams = z.object({ coid: coidParam, id: z.string().regex(/^[1-9]\d{0,8}$/).transform(Number) });

/** The workspace is private: never indexed, never followed. */
const head = (title: string, description: string, canonical: string): HeadData => ({ title, description, canonical, robots: 'noindex, nofollow' });

/** What a redirect after a post tells (?done=…). */
const NOTICES: Record<string, string> = {
  created: 'The draft is saved. Submit it for review when it is ready.',
  saved: 'The draft is saved.',
  submitted: 'Submitted: it waits in the review queue.',
  published: 'Published: it is on the site now.',
  withdrawn: 'Withdrawn: it is off the site.',
  removed: 'The draft is deleted.',
  'sent-back': 'Sent back to the manufacturer with your note.',
  profile: 'The profile is saved and shown on your company page.',
  'profile-submitted': 'The profile is saved: it waits for review before it shows on your company page.',
  logo: 'The logo passed its checks and is shown on your company page.',
  'logo-submitted': 'The logo passed its checks: it waits for review before it shows on your company page.',
  'profile-published': 'Published: the profile and logo are on the site now.',
  trusted: 'Saved.',
  moved: 'Moved.',
  retired: 'The version is retired.',
  'version-published': 'Published: architects download the new version now.',
  'version-waiting': 'The file passed its checks; as a new version of a published document it waits for review, and architects download the version before until it is published.',
  uploaded: 'The file passed its checks and is kept as a new version: its quality report is in the table below.',
};
const noticeOf = (query: Record<string, unknown>) => (typeof query.done === 'string' && NOTICES[query.done] ? NOTICES[query.done] : null);

/** The message of a product step's failed post (`product-step-submit`…: already submitted, nothing to publish). */
const stepMessage = (ctx: Pick<LoaderContext<unknown>, 'form'>) => (ctx.form?.form.startsWith(`${MANAGE_FORMS.step}-`) ? ctx.form.message : undefined);

const homeQuery = z.object({ q: z.string().trim().max(100, 'must be at most 100 characters').default('') });

/** /manage: a client's staff go to their manufacturer; administrators pick one; anyone else may not. */
export async function loadManageHome(ctx: LoaderContext): Promise<LoaderResult<ManageHomePageProps>> {
  const user = requireUser(ctx);
  if (!user.isAdmin) {
    if (user.coid !== null) return { redirect: managePath(user.coid), status: 303 };
    throw new AppError(403, 'The workspace is for manufacturers’ staff and administrators');
  }
  const { q } = parseInput(homeQuery, ctx.query, 'query');
  const [companies, queue, versions, profiles, specs] = await Promise.all([
    listManagedCompanies(ctx.db, q),
    listReviewQueue(ctx.db),
    listVersionReviewQueue(ctx.db),
    listCompanyChanges(ctx.db),
    listSpecReviewQueue(ctx.db),
  ]);
  return { props: { companies, q, waiting: queue.length + versions.length + profiles.length + specs.length }, head: head('Manufacturers’ workspace', 'Pick a manufacturer to keep its products, or review submitted changes.', MANAGE_PATH) };
}

/** Why the logo form's file was refused (the reason names `file`), else the form's message. */
const logoRefusal = (form: FormState | undefined): string | undefined => (form?.errors.file ? `The logo was refused: ${form.errors.file}` : form?.message);

export async function loadManageCompany(ctx: LoaderContext<z.infer<typeof companyPageParams>>): Promise<LoaderResult<ManageCompanyPageProps>> {
  const user = requireManager(ctx, ctx.params.coid);
  const company = await findManagedCompany(ctx.db, ctx.params.coid);
  if (!company) throw notFound(`No manufacturer ${ctx.params.coid}`);
  const [products, templates, change] = await Promise.all([listWorkspaceProducts(ctx.db, company.coid), listTemplates(ctx.db), findCompanyChange(ctx.db, company.coid)]);
  const { coid: _c, name: _n, trusted: _t, ...published } = company;
  // The form holds what the manufacturer last saved: the waiting profile when there is one.
  const profile = change?.profile ?? published;
  return {
    props: {
      company,
      products,
      templates: templates.map((t) => ({ id: t.id, name: t.name })),
      isAdmin: user.isAdmin,
      profile: formView(ctx, MANAGE_FORMS.profile, profile),
      change,
      logoMessage: logoRefusal(submittedForm(ctx, MANAGE_FORMS.logo)),
      message: stepMessage(ctx) ?? submittedForm(ctx, MANAGE_FORMS.order)?.message,
      notice: noticeOf(ctx.query),
    },
    head: head(`${company.name}: workspace`, `Products, profile and publishing of ${company.name}.`, managePath(company.coid)),
  };
}

const newQuery = z.object({ template: z.string().regex(/^[a-z][a-z0-9-]{1,59}$/, 'must be a template id') });

/** /manage/{coid}/products/new?template=…: the typed form of a new product. */
export async function loadNewProduct(ctx: LoaderContext<z.infer<typeof companyPageParams>>): Promise<LoaderResult<ManageProductPageProps>> {
  const user = requireManager(ctx, ctx.params.coid);
  const company = await findManagedCompany(ctx.db, ctx.params.coid);
  if (!company) throw notFound(`No manufacturer ${ctx.params.coid}`);
  const posted = submittedForm(ctx, MANAGE_FORMS.product)?.values.template;
  const { template: templateId } = parseInput(newQuery, posted ? { template: posted } : ctx.query, 'query');
  const template = await findTemplate(ctx.db, templateId);
  if (!template) throw notFound(`No product template ${templateId}`);
  return {
    props: {
      company,
      product: null,
      template,
      form: formView(ctx, MANAGE_FORMS.product, { section: template.sections[0], online: 'yes' }),
      canPublish: user.isAdmin || company.trusted,
      documents: [],
      message: undefined,
      notice: null,
    },
    head: head(`New product: ${template.name}`, `A new ${template.name.toLowerCase()} product of ${company.name}.`, `${managePath(company.coid)}/products/new`),
  };
}

/** /manage/{coid}/products/{id}: the form filled with the waiting change (or the record), the steps, the documents. */
export async function loadManageProduct(ctx: LoaderContext<z.infer<typeof productPageParams>>): Promise<LoaderResult<ManageProductPageProps>> {
  const user = requireManager(ctx, ctx.params.coid);
  const [company, product] = await Promise.all([findManagedCompany(ctx.db, ctx.params.coid), findEditableProduct(ctx.db, ctx.params.coid, ctx.params.id)]);
  if (!company || !product) throw notFound(`No product ${ctx.params.id} of manufacturer ${ctx.params.coid}`);
  const template = product.input.template ? await findTemplate(ctx.db, product.input.template, product.input.templateVersion ?? undefined) : null;
  if (!template) throw new AppError(409, 'This product has no product data template yet: an administrator assigns one through the resources API');
  const { input } = product;
  const initial = {
    code: input.code,
    name: input.name,
    tradename: input.tradename ?? '',
    section: input.section,
    online: input.online ? 'yes' : 'no',
    ...formFieldsOf(template, input.properties),
  };
  return {
    props: {
      company,
      product: { id: product.id, name: input.name, state: product.state, changePending: product.changePending, everPublished: product.everPublished, online: product.online },
      template,
      form: formView(ctx, MANAGE_FORMS.product, initial),
      canPublish: user.isAdmin || company.trusted,
      documents: await listProductDocuments(ctx.db, company.coid, product.id),
      message: stepMessage(ctx) ?? submittedForm(ctx, MANAGE_FORMS.retire)?.message ?? submittedForm(ctx, MANAGE_FORMS.upload)?.message,
      notice: noticeOf(ctx.query),
    },
    head: head(input.name, `Product data, state and documents of ${input.name}.`, `${managePath(company.coid)}/products/${product.id}`),
  };
}

/** /manage/review (administrators). */
export async function loadReview(ctx: LoaderContext): Promise<LoaderResult<ReviewPageProps>> {
  requireAdmin(ctx);
  const failed = submittedForm(ctx, MANAGE_FORMS.review);
  const failedId = Number(failed?.values.product);
  const failedProfile = submittedForm(ctx, MANAGE_FORMS.profileReview) ?? submittedForm(ctx, `${MANAGE_FORMS.profileReview}-publish`);
  const failedSpec = submittedForm(ctx, MANAGE_FORMS.specReview);
  const [items, versions, profiles, specs] = await Promise.all([listReviewQueue(ctx.db), listVersionReviewQueue(ctx.db), listCompanyChanges(ctx.db), listSpecReviewQueue(ctx.db)]);
  return {
    props: {
      items,
      versions,
      profiles,
      specs,
      failed: failed ? { id: failedId, view: { values: failed.values, errors: failed.errors, message: failed.message } } : null,
      failedProfile: failedProfile ? { coid: Number(failedProfile.values.company), view: { values: failedProfile.values, errors: failedProfile.errors, message: failedProfile.message } } : null,
      failedSpec: failedSpec ? { id: Number(failedSpec.values.spec), view: { values: failedSpec.values, errors: failedSpec.errors, message: failedSpec.message } } : null,
      notice: noticeOf(ctx.query),
    },
    head: head('Review queue', 'Submitted changes of manufacturers, each field before and after.', REVIEW_PATH),
  };
}

const auditQuery = z.object({ before: z.coerce.number().int().min(1).optional() });

/** /manage/{coid}/audit. */
export async function loadAudit(ctx: LoaderContext<z.infer<typeof companyPageParams>>): Promise<LoaderResult<AuditPageProps>> {
  requireManager(ctx, ctx.params.coid);
  const company = await findManagedCompany(ctx.db, ctx.params.coid);
  if (!company) throw notFound(`No manufacturer ${ctx.params.coid}`);
  const { before } = parseInput(auditQuery, ctx.query, 'query');
  const entries = await listAudit(ctx.db, company.coid, { before });
  return {
    props: { company, entries, older: entries.length === AUDIT_PAGE_SIZE ? entries[entries.length - 1].seq : null },
    head: head(`${company.name}: audit log`, `Who changed what at ${company.name}, and when.`, `${managePath(company.coid)}/audit`),
  };
}
