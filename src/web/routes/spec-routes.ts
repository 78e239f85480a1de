import { FormattedSpecificationPage } from '../../pages/specs/formatted-specification-page';
import { HiddenNotesPage } from '../../pages/specs/hidden-notes-page';
import { SpecChartPage } from '../../pages/specs/spec-chart-page';
import { SpecInfoPage } from '../../pages/specs/spec-info-page';
import { SpecificationPage } from '../../pages/specs/specification-page';
import { specificationPaths } from '../../services/specs/spec-links';
import { loadFormattedSpecification, loadSpecification, specificationParams } from '../loaders/specs/specification';
import { loadHiddenNotesInfo, loadSpecChart, loadSpecInfo } from '../loaders/specs/spec-info';
import type { RouteDef } from '../page-types';
import { route } from '../page-types';

/** Specification reading pages (and their print-ready variant) and the specification guide. */
export const SPEC_ROUTES: readonly RouteDef[] = [
  route({
    path: '/specification/:coid/:id',
    cache: 'public',
    page: SpecificationPage,
    load: loadSpecification,
    params: specificationParams,
    sitemap: specificationPaths,
  }),
  // Canonical link points at the main page, so it stays out of the sitemap.
  route({
    path: '/specification/:coid/:id/formatted',
    cache: 'public',
    page: FormattedSpecificationPage,
    load: loadFormattedSpecification,
    params: specificationParams,
    layout: 'blank',
    sitemap: false,
  }),
  route({ path: '/spec-info', cache: 'public', page: SpecInfoPage, load: loadSpecInfo, examples: ['/spec-info'] }),
  route({ path: '/spec-info/chart', cache: 'public', page: SpecChartPage, load: loadSpecChart, examples: ['/spec-info/chart'] }),
  route({
    path: '/spec-info/display-hidden-notes',
    cache: 'public',
    page: HiddenNotesPage,
    load: loadHiddenNotesInfo,
    examples: ['/spec-info/display-hidden-notes'],
  }),
];
