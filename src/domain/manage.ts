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
