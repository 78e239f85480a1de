import type { z } from 'zod';
import type { WizardProjectPageProps } from '../../../pages/specwizard/wizard-project-page';
import { getWizardProject } from '../../../services/personal/specwizard-projects';
import { wizardById } from '../../../services/specs/spec-store';
import type { LoaderContext, LoaderResult } from '../../page-types';
import type { projectPageParams } from '../personal/shared';
import { doneOf, pageUser, personalHead } from '../personal/shared';
import { wizardPageData } from './wizard-props';

/** /account/specwizard-projects/{id}: a saved wizard project, its selections, downloads, rename and delete. */
export async function loadWizardProject(ctx: LoaderContext<z.infer<typeof projectPageParams>>): Promise<LoaderResult<WizardProjectPageProps>> {
  const project = await getWizardProject(ctx.db, pageUser(ctx).seq, ctx.params.id);
  const wizard = project.contentId === null ? null : await wizardById(ctx.db, project.contentId);
  return {
    props: { project, wizard: wizard ? await wizardPageData(ctx, wizard, project) : null, done: doneOf(ctx.query) },
    head: personalHead(`Spec wizard project ${project.name}`, `Your saved spec wizard selections for ${project.name}.`, `/account/specwizard-projects/${project.seq}`),
  };
}
