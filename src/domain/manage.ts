/** Where a manufacturer's product stands (docs/decisions/2026-11-27-publishing-states.md). */
export const PRODUCT_STATES = ['draft', 'submitted', 'published', 'withdrawn'] as const;
export type ProductState = (typeof PRODUCT_STATES)[number];

/** The workspace's address, and a manufacturer's part of it. */
export const MANAGE_PATH = '/manage';
export const REVIEW_PATH = '/manage/review';
export const managePath = (coid: number): string => `${MANAGE_PATH}/${coid}`;
export const manageProductPath = (coid: number, id: number): string => `${managePath(coid)}/products/${id}`;

/** What a state chip says. */
export const STATE_LABELS: Record<ProductState, string> = {
  draft: 'Draft',
  submitted: 'Submitted for review',
  published: 'Published',
  withdrawn: 'Withdrawn',
};
export const manageAuditPath = (coid: number): string => `${managePath(coid)}/audit`;
export const newProductPath = (coid: number): string => `${managePath(coid)}/products/new`;
export const manageSpecsPath = (coid: number): string => `${managePath(coid)}/specs`;
export const manageSpecPath = (coid: number, id: number): string => `${manageSpecsPath(coid)}/${id}`;

/** Form names of the workspace's posts (a failed post's messages come back to the form that sent it). */
export const MANAGE_FORMS = {
  profile: 'profile',
  product: 'product',
  /** Each step's form is `product-step-<step>`. */
  step: 'product-step',
  trusted: 'trusted',
  order: 'order',
  review: 'review',
  retire: 'retire',
  upload: 'upload',
  publishVersion: 'publish-version',
  logo: 'logo',
  /** The review queue's send-back form of a profile and logo. */
  profileReview: 'profile-review',
  spec: 'spec',
  /** Each step's form is `spec-step-<step>`. */
  specStep: 'spec-step',
  specReview: 'spec-review',
} as const;

/** The steps of a specification section's page, posted to {section}/{step}. */
export const SPEC_STEPS = ['submit', 'publish'] as const;
export type SpecStep = (typeof SPEC_STEPS)[number];

/** The product steps a form button asks for, posted to {product}/{step}. */
export const PRODUCT_STEPS = ['submit', 'publish', 'withdraw', 'remove'] as const;
export type ProductStep = (typeof PRODUCT_STEPS)[number];
