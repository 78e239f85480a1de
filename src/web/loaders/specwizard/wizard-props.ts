import { isMfCode } from '../../../domain/csi';
import { signInHref } from '../../../domain/return-path';
import { applySaved, EMPTY_WIZARD_STATE } from '../../../domain/spec-wizard';
import type { WizardProject } from '../../../services/personal/specwizard-projects';
import type { SpecWizard } from '../../../services/specs/spec-store';
import { specOfWizard } from '../../../services/specs/spec-store';
import type { LoaderContext } from '../../page-types';
import type { WizardPageData } from '../../../pages/specwizard/wizard-page-data';

/**
 * Builds the wizard island's props: the tree, the saved selections of a project re-applied
 * by spec id (ids that match nothing are logged as a warning).
 */
export async function wizardPageData(
  ctx: LoaderContext<unknown>,
  wizard: SpecWizard,
  project: WizardProject | null,
  charProject: { seq: number; name: string } | null = null,
): Promise<WizardPageData> {
  const spec = await specOfWizard(ctx.db, wizard);
  let initial = EMPTY_WIZARD_STATE;
  if (project) {
    const applied = applySaved(wizard.tree, project.specs.map((s) => s.specId), project.inputs);
    if (applied.unmatched.length > 0) {
      ctx.log.warn({ project: project.seq, wizard: wizard.filename, unmatched: applied.unmatched }, 'saved wizard selections match no line');
    }
    initial = applied.state;
  }
  const { tree, ...facts } = wizard;
  return {
    wizard: facts,
    specContentId: spec?.contentId ?? null,
    island: {
      contentId: wizard.contentId,
      coid: wizard.coid,
      specFilename: spec?.filename ?? null,
      tree,
      initial,
      project: project ? { seq: project.seq, name: project.name } : null,
      signInHref: ctx.user ? null : signInHref(ctx.path),
      mf: isMfCode(ctx.mf) ? ctx.mf : '04',
      defaultName: `${wizard.section} ${tree.title}`,
      charProject,
    },
  };
}
