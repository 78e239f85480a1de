import { MANAGE_PATH, REVIEW_PATH } from '../../domain/manage';
import { AuditPage } from '../../pages/manage/audit-page';
import { ManageCompanyPage } from '../../pages/manage/manage-company-page';
import { ManageHomePage } from '../../pages/manage/manage-home-page';
import { ManageProductPage } from '../../pages/manage/manage-product-page';
import { ReviewPage } from '../../pages/manage/review-page';
import { SpecEditorPage } from '../../pages/manage/spec-editor-page';
import { ManageSpecsPage } from '../../pages/manage/specs-page';
import { saveSpecAction, sendBackSpecAction, specStepActions } from '../actions/manage/spec-actions';
import { loadManageSpec, loadManageSpecs, specPageParams, specsPageParams } from '../loaders/manage/specs';
import {
  createProductAction, moveAction, productStepActions, profileAction, retireVersionAction,
  uploadDocumentAction, saveProductAction, sendBackAction, trustedAction,
} from '../actions/manage/manage-actions';
import { publishVersionAction } from '../actions/manage/publish-version-action';
import { logoAction, publishProfileAction, sendBackProfileAction } from '../actions/manage/company-actions';
import { companyPageParams, loadAudit, loadManageCompany, loadManageHome, loadManageProduct, loadNewProduct, loadReview, productPageParams } from '../loaders/manage/manage-loaders';
import type { RouteDef } from '../page-types';
import { route } from '../page-types';

/**
 * The manufacturers' workspace (issue 24): a client's staff keep their manufacturer's products and profile,
 * administrators every manufacturer's and the review queue. Private pages: signed in, never cached or listed.
 * Fixed segments (review, new) come before the parameters that would match them.
 */
export const MANAGE_ROUTES: readonly RouteDef[] = [
  route({ path: MANAGE_PATH, page: ManageHomePage, load: loadManageHome, guard: 'auth', cache: 'never', sitemap: false }),
  route({ path: REVIEW_PATH, page: ReviewPage, load: loadReview, actions: [sendBackAction, publishVersionAction, publishProfileAction, sendBackProfileAction, sendBackSpecAction], guard: 'auth', cache: 'never', sitemap: false }),
  route({ path: '/manage/:coid', page: ManageCompanyPage, load: loadManageCompany, params: companyPageParams, actions: [profileAction, trustedAction, moveAction, logoAction], guard: 'auth', cache: 'never', sitemap: false }),
  route({ path: '/manage/:coid/audit', page: AuditPage, load: loadAudit, params: companyPageParams, guard: 'auth', cache: 'never', sitemap: false }),
  route({ path: '/manage/:coid/specs', page: ManageSpecsPage, load: loadManageSpecs, params: specsPageParams, guard: 'auth', cache: 'never', sitemap: false }),
  route({ path: '/manage/:coid/specs/:id', page: SpecEditorPage, load: loadManageSpec, params: specPageParams, actions: [saveSpecAction, ...specStepActions], guard: 'auth', cache: 'never', sitemap: false }),
  route({ path: '/manage/:coid/products/new', page: ManageProductPage, load: loadNewProduct, params: companyPageParams, actions: [createProductAction], guard: 'auth', cache: 'never', sitemap: false }),
  route({
    path: '/manage/:coid/products/:id',
    page: ManageProductPage,
    load: loadManageProduct,
    params: productPageParams,
    actions: [saveProductAction, ...productStepActions, retireVersionAction, uploadDocumentAction],
    guard: 'auth',
    cache: 'never',
    sitemap: false,
  }),
];
