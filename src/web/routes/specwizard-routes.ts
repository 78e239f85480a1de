import { activeWizardIds } from '../../services/sitemap-keys';
import { WizardIndexPage } from '../../pages/specwizard/wizard-index-page';
import { WizardPage } from '../../pages/specwizard/wizard-page';
import { WizardProjectPage } from '../../pages/specwizard/wizard-project-page';
import { projectPageParams } from '../loaders/personal/shared';
import { loadWizardIndex } from '../loaders/specwizard/index';
import { loadWizardProject } from '../loaders/specwizard/project';
import { loadProjectWizard, loadWizardFile, loadWizardTemplate, wizardFileParams } from '../loaders/specwizard/wizard';
import type { RouteDef } from '../page-types';
import { route } from '../page-types';
import { plainIdParams } from '../../http/query-schemas';

const personal = { guard: 'auth', cache: 'never', sitemap: false } as const;

/**
 * The spec wizard (issue 4): public wizards by content id (/sw/template/{id}) and by file
 * name in the blank layout (/sw/{filename}), and the signed-in user's saved wizard projects.
 * Wizard pages are not cached: the island's props say whether the visitor can save.
 */
export const SPECWIZARD_ROUTES: readonly RouteDef[] = [
  // /specwizard is the content type sw.
  route({ path: '/specwizard', cache: 'public', page: WizardIndexPage, load: loadWizardIndex, examples: ['/specwizard', '/specwizard?q=door'] }),
  // "template" must come before /sw/:filename (a file name always ends in .sw, so it never matches "template").
  route({
    path: '/sw/template/:id',
    page: WizardPage,
    load: loadWizardTemplate,
    params: plainIdParams,
    // ?project= (the project a selection lands in) is read by the loader; a page never kept needs no declared query.
    cache: 'never',
    sitemap: async (db) => (await activeWizardIds(db)).map((id) => `/sw/template/${id}`),
  }),
  route({ path: '/sw/:filename', page: WizardPage, load: loadWizardFile, params: wizardFileParams, layout: 'blank', cache: 'never', sitemap: false }),
  route({ path: '/account/specwizard-projects/:id', page: WizardProjectPage, load: loadWizardProject, params: projectPageParams, ...personal }),
  route({ path: '/account/specwizard-projects/:id/specwizard', page: WizardPage, load: loadProjectWizard, params: projectPageParams, ...personal }),
];
