import { z } from 'zod';
import { notFound } from '../../../errors';
import type { WizardPageProps } from '../../../pages/specwizard/wizard-page';
import { getWizardProject } from '../../../services/personal/specwizard-projects';
import type { SpecWizard } from '../../../services/specs/spec-store';
import { wizardByFilename, wizardById } from '../../../services/specs/spec-store';
import type { LoaderContext, LoaderResult } from '../../page-types';
import { pageUser, personalHead, projectPageParams } from '../personal/shared';
import { wizardPageData } from './wizard-props';
import { rowId } from '../../../domain/number-input';
import { projectChoices } from '../../../services/personal/project-products';
import type { plainIdParams } from '../../../http/query-schemas';

export const wizardFileParams = z.object({ filename: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,80}\.sw$/i) });

function publicHead(wizard: SpecWizard) {
  return {
    title: `Spec wizard: ${wizard.section} ${wizard.tree.title} by ${wizard.companyName}`,
    description: `Build your own edition of section ${wizard.section} ${wizard.tree.title} for ${wizard.companyName} products: choose paragraphs and options, then download it as Word, RTF or HTML.`,
    canonical: `/sw/template/${wizard.contentId}`,
  };
}

const projectQuery = z.object({ project: rowId.optional() });

/**
 * ?project={seq}: the wizard opened from a project's page, so a new save lands in that project. Only a project the
 * signed-in user edits counts; anything else leaves the wizard as it is (its page stays public and cacheable as such).
 */
async function projectContext(ctx: LoaderContext<unknown>): Promise<{ seq: number; name: string } | null> {
  const parsed = projectQuery.safeParse(ctx.query);
  if (!ctx.user || !parsed.success || parsed.data.project === undefined) return null;
  return (await projectChoices(ctx.db, ctx.user.seq)).find((p) => p.seq === parsed.data.project) ?? null;
}

function activeOrNotFound(wizard: SpecWizard | null, what: string): SpecWizard {
  if (!wizard || !wizard.active) throw notFound(`No spec wizard ${what}`);
  return wizard;
}

/** /sw/template/{id}: a wizard by its content id, in the site's layout. */
export async function loadWizardTemplate(ctx: LoaderContext<z.infer<typeof plainIdParams>>): Promise<LoaderResult<WizardPageProps>> {
  const wizard = activeOrNotFound(await wizardById(ctx.db, ctx.params.id), String(ctx.params.id));
  const charProject = await projectContext(ctx);
  return { props: { ...(await wizardPageData(ctx, wizard, null, charProject)), embedded: false }, head: publicHead(wizard) };
}

/** /sw/{filename}: the same wizard by file name, in the blank layout (for links from manufacturers' own sites). */
export async function loadWizardFile(ctx: LoaderContext<z.infer<typeof wizardFileParams>>): Promise<LoaderResult<WizardPageProps>> {
  const wizard = activeOrNotFound(await wizardByFilename(ctx.db, ctx.params.filename), ctx.params.filename);
  return { props: { ...(await wizardPageData(ctx, wizard, null)), embedded: true }, head: publicHead(wizard) };
}

/** /account/specwizard-projects/{id}/specwizard: the wizard with the project's saved selections re-applied. */
export async function loadProjectWizard(ctx: LoaderContext<z.infer<typeof projectPageParams>>): Promise<LoaderResult<WizardPageProps>> {
  const project = await getWizardProject(ctx.db, pageUser(ctx).seq, ctx.params.id);
  const wizard = project.contentId === null ? null : await wizardById(ctx.db, project.contentId);
  if (!wizard) throw notFound(`The spec wizard of project ${project.name} is no longer available`);
  return {
    props: { ...(await wizardPageData(ctx, wizard, project)), embedded: false },
    head: personalHead(`${project.name}: spec wizard`, `Your selections for ${wizard.tree.title}.`, `/account/specwizard-projects/${project.seq}/specwizard`),
  };
}
