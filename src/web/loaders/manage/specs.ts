import { z } from 'zod';
import { requireManager } from '../../../auth/require';
import { coidParam } from '../../../domain/company-id';
import { MANAGE_FORMS, manageSpecPath, manageSpecsPath } from '../../../domain/manage';
import { printSpecNotation } from '../../../domain/spec-notation';
import { notFound } from '../../../errors';
import type { SpecEditorPageProps } from '../../../pages/manage/spec-editor-page';
import type { ManageSpecsPageProps } from '../../../pages/manage/specs-page';
import { findManagedCompany } from '../../../services/manage/company-settings';
import { findEditableSpec, listWorkspaceSpecs } from '../../../services/manage/spec-drafts';
import type { LoaderContext, LoaderResult } from '../../page-types';
import { formView } from '../account/account-kit';

export const specsPageParams = z.object({ coid: coidParam });
export const specPageParams = z.object({ coid: coidParam, id: z.string().regex(/^[1-9]\d{0,8}$/).transform(Number) });

const head = (title: string, description: string, canonical: string) => ({ title, description, canonical, robots: 'noindex, nofollow' });

/** What a redirect after a post tells (?done=…). */
const NOTICES: Record<string, string> = {
  saved: 'The draft is saved: the preview shows it. Nothing public changes until it is published.',
  submitted: 'Submitted: it waits in the review queue.',
  published: 'Published: the public section, its downloads and its spec wizard show the new text.',
};
const noticeOf = (query: Record<string, unknown>) => (typeof query.done === 'string' && NOTICES[query.done] ? NOTICES[query.done] : null);

async function companyOf(ctx: LoaderContext<{ coid: number }>) {
  const company = await findManagedCompany(ctx.db, ctx.params.coid);
  if (!company) throw notFound(`No manufacturer ${ctx.params.coid}`);
  return company;
}

/** /manage/{coid}/specs. */
export async function loadManageSpecs(ctx: LoaderContext<z.infer<typeof specsPageParams>>): Promise<LoaderResult<ManageSpecsPageProps>> {
  requireManager(ctx, ctx.params.coid);
  const company = await companyOf(ctx);
  return {
    props: { company: { coid: company.coid, name: company.name }, specs: await listWorkspaceSpecs(ctx.db, company.coid), notice: noticeOf(ctx.query) },
    head: head(`${company.name}: specification sections`, `The specification sections of ${company.name} and their states.`, manageSpecsPath(company.coid)),
  };
}

/** /manage/{coid}/specs/{id}: the saved text in the notation (or what was posted, with its line errors). */
export async function loadManageSpec(ctx: LoaderContext<z.infer<typeof specPageParams>>): Promise<LoaderResult<SpecEditorPageProps>> {
  const user = requireManager(ctx, ctx.params.coid);
  const [company, spec] = await Promise.all([companyOf(ctx), findEditableSpec(ctx.db, ctx.params.coid, ctx.params.id)]);
  if (!spec) throw notFound(`No specification section ${ctx.params.id} of manufacturer ${ctx.params.coid}`);
  const { body, ...facts } = spec;
  const step = ctx.form?.form.startsWith(`${MANAGE_FORMS.specStep}-`) ? ctx.form.message : undefined;
  return {
    props: {
      company: { coid: company.coid, name: company.name, trusted: company.trusted },
      spec: facts,
      body,
      form: formView(ctx, MANAGE_FORMS.spec, { text: printSpecNotation(body) }),
      canPublish: user.isAdmin || company.trusted,
      message: step,
      notice: noticeOf(ctx.query),
    },
    head: head(`${spec.section} ${spec.title}`, `Edit the specification section ${spec.section} of ${company.name}.`, manageSpecPath(company.coid, spec.id)),
  };
}
