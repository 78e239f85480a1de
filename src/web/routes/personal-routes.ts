import { FavoritesPage } from '../../pages/personal/favorites-page';
import { OutlineSpecsPage } from '../../pages/personal/outline-specs-page';
import { ProjectPage } from '../../pages/personal/project-page';
import { ProjectsPage } from '../../pages/personal/projects-page';
import { SearchesPage } from '../../pages/personal/searches-page';
import { SubstitutionPage } from '../../pages/personal/substitution-page';
import { SubstitutionsPage } from '../../pages/personal/substitutions-page';
import { WatchesPage } from '../../pages/personal/watches-page';
import { loadFavorites } from '../loaders/personal/favorites';
import { loadOutlineSpecs, loadProject, loadProjects } from '../loaders/personal/projects';
import { loadSearches } from '../loaders/personal/searches';
import { loadSubstitution, loadSubstitutions, substitutionPageParams } from '../loaders/personal/substitutions';
import { loadWatches } from '../loaders/personal/watches';
import { projectPageParams } from '../loaders/personal/shared';
import type { RouteDef } from '../page-types';
import { route } from '../page-types';

/**
 * Favorites, saved searches and projects pages (issue 3). All need sign-in, are
 * never cached and never in the sitemap. Their form posts live in src/web/actions/personal/.
 */
const personal = { guard: 'auth', cache: 'never', sitemap: false } as const;

export const PERSONAL_ROUTES: readonly RouteDef[] = [
  route({ path: '/account/favorites', page: FavoritesPage, load: loadFavorites, ...personal }),
  route({ path: '/account/searches', page: SearchesPage, load: loadSearches, ...personal }),
  route({ path: '/account/watches', page: WatchesPage, load: loadWatches, ...personal }),
  route({ path: '/account/projects', page: ProjectsPage, load: loadProjects, ...personal }),
  route({ path: '/account/projects/:id', page: ProjectPage, load: loadProject, params: projectPageParams, ...personal }),
  route({
    path: '/account/projects/:id/outline-specs',
    page: OutlineSpecsPage,
    load: loadOutlineSpecs,
    params: projectPageParams,
    ...personal,
  }),
  route({ path: '/account/projects/:id/substitutions', page: SubstitutionsPage, load: loadSubstitutions, params: projectPageParams, ...personal }),
  route({ path: '/account/projects/:id/substitutions/:sid', page: SubstitutionPage, load: loadSubstitution, params: substitutionPageParams, ...personal }),
];
