import { watchSeqFor } from '../../../services/watches/watches';
import type { z } from 'zod';
import type { OutlineSpecsPageProps } from '../../../pages/personal/outline-specs-page';
import type { ProjectPageProps } from '../../../pages/personal/project-page';
import type { ProjectsPageProps } from '../../../pages/personal/projects-page';
import { getProject, listProjects } from '../../../services/personal/char-projects';
import { hasManualContent } from '../../../services/project-manual/manual-data';
import { describeCsiMap, listOutlineSpecs } from '../../../services/personal/project-outline-specs';
import { listWizardProjects } from '../../../services/personal/specwizard-projects';
import { listProjectActivity } from '../../../services/personal/project-activity';
import { INVITE_PROBLEMS, listMembers } from '../../../services/personal/project-members';
import type { InviteProblem } from '../../../services/personal/project-members';
import { listProjectProducts } from '../../../services/personal/project-products-list';
import { productCounts, sectionWizards, wizardSelections } from '../../../services/personal/project-list';
import type { LoaderContext, LoaderResult } from '../../page-types';
import type { projectPageParams } from './shared';
import { doneOf, pageUser, personalHead } from './shared';
import { requestTray } from '../compare-tray';

type ProjectCtx = LoaderContext<z.infer<typeof projectPageParams>>;

/** ?invite=… after an invitation that was not made; anything else is ignored. */
function inviteProblemOf(query: Record<string, unknown>): InviteProblem | null {
  const value = query.invite;
  return (INVITE_PROBLEMS as readonly unknown[]).includes(value) ? (value as InviteProblem) : null;
}

/** /account/projects: the list, newest first, the create form, and the spec wizard projects. */
export async function loadProjects(ctx: LoaderContext): Promise<LoaderResult<ProjectsPageProps>> {
  const user = pageUser(ctx);
  const [projects, wizardProjects] = await Promise.all([listProjects(ctx.db, user.seq), listWizardProjects(ctx.db, user.seq)]);
  const listed = new Set(projects.map((p) => p.seq));
  const [products, selections] = await Promise.all([productCounts(ctx.db, [...listed]), wizardSelections(ctx.db, wizardProjects)]);
  // One count per project: the products it holds and its spec-wizard selections, each counted as the wizard does.
  const counts: Record<number, number> = Object.fromEntries(projects.map((p) => [p.seq, products.get(p.seq) ?? 0]));
  const loose = selections.filter((s, i) => {
    const seq = wizardProjects[i].projectSeq;
    if (seq === null || !listed.has(seq)) return true;
    counts[seq] += s.selected;
    return false;
  });
  return {
    props: { projects, counts, loose, done: doneOf(ctx.query) },
    head: personalHead('Your projects', 'Your building projects, their types and the sections specified for them.', '/account/projects'),
  };
}

/** /account/projects/{id}: one project the user is on, editable by its owner and editors (anyone else: 404). */
export async function loadProject(ctx: ProjectCtx): Promise<LoaderResult<ProjectPageProps>> {
  const user = pageUser(ctx);
  const project = await getProject(ctx.db, user.seq, ctx.params.id);
  const [sections, watchSeq, products, wizards, documents, members, activity, tray] = await Promise.all([
    describeCsiMap(ctx.db, project.csiMap),
    watchSeqFor(ctx.db, user.seq, 'project', project.seq),
    listProjectProducts(ctx.db, project.seq),
    listWizardProjects(ctx.db, user.seq),
    hasManualContent(ctx.db, project.seq),
    listMembers(ctx.db, user.seq, project.seq),
    listProjectActivity(ctx.db, project.seq, 10),
    requestTray(ctx),
  ]);
  const bases = products.filter((p) => p.role === 'basis').map((p) => ({ coid: p.specified.manufacturer.coid, section: p.section }));
  const [selections, sectionWizardIds] = await Promise.all([wizardSelections(ctx.db, wizards.filter((w) => w.projectSeq === project.seq)), sectionWizards(ctx.db, bases)]);
  const canEdit = project.role !== 'viewer';
  return {
    props: {
      project,
      sections,
      watchSeq,
      documents,
      done: doneOf(ctx.query),
      products,
      canEdit,
      selections,
      sectionWizards: sectionWizardIds,
      members,
      activity,
      invite: inviteProblemOf(ctx.query),
      readerSeq: user.seq,
      tray,
    },
    head: personalHead(`Project ${project.name}`, `Edit the project ${project.name} (${project.projectId}).`, `/account/projects/${project.seq}`),
  };
}

/** /account/projects/{id}/outline-specs: what was specified for the project, by section and manufacturer. */
export async function loadOutlineSpecs(ctx: ProjectCtx): Promise<LoaderResult<OutlineSpecsPageProps>> {
  const user = pageUser(ctx);
  const project = await getProject(ctx.db, user.seq, ctx.params.id);
  return {
    props: { project, specs: await listOutlineSpecs(ctx.db, project.seq) },
    head: personalHead(
      `Outline specs for ${project.name}`,
      `Manufacturers and CSI sections specified for the project ${project.name}.`,
      `/account/projects/${project.seq}/outline-specs`,
    ),
  };
}
