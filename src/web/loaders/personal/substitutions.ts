import { z } from 'zod';
import type { SubstitutionPageProps } from '../../../pages/personal/substitution-page';
import type { ProductChoice, SubstitutionsPageProps } from '../../../pages/personal/substitutions-page';
import { DEFAULT_SEARCH_SORT } from '../../../domain/search-sort';
import { getProject } from '../../../services/personal/char-projects';
import { listFavorites } from '../../../services/personal/favorites';
import { listProjectProducts } from '../../../services/personal/project-products-list';
import { getSubstitution, listSubstitutions } from '../../../services/personal/substitutions/reviews';
import { searchContent } from '../../../services/search';
import type { LoaderContext, LoaderResult } from '../../page-types';
import { pageUser, personalHead, projectPageParams } from './shared';

/** /account/projects/{id}/substitutions/{sid}. */
export const substitutionPageParams = projectPageParams.extend({ sid: z.string().regex(/^[1-9]\d{0,8}$/).transform(Number) });

/** Why the start form's last post made no review (?problem=…), as the page says it. */
export const SUBSTITUTION_PROBLEMS = {
  basis: 'Choose one of this project’s basis-of-design products that is still published.',
  substitute: 'Choose a substitute: one of the products listed, or the id of a product on SpecFind.',
  same: 'The substitute must be another product than the basis of design.',
  full: 'This project keeps as many substitution reviews as it can.',
} as const;

const searchTerms = z.string().trim().min(2).max(100);
const FOUND = 10;

async function found(ctx: LoaderContext<unknown>, q: string): Promise<ProductChoice[]> {
  if (!q) return [];
  const result = await searchContent(ctx.db, { terms: q, contentType: 'product', page: 1, pageSize: FOUND, sort: DEFAULT_SEARCH_SORT });
  return result.items.flatMap((i) => (i.productSeq ? [{ seq: i.productSeq, name: i.title, companyName: i.companyName }] : []));
}

/** The project's reviews and the start form's choices: its basis products, the user's favorite products, a search. */
export async function loadSubstitutions(ctx: LoaderContext<z.infer<typeof projectPageParams>>): Promise<LoaderResult<SubstitutionsPageProps>> {
  const user = pageUser(ctx);
  const project = await getProject(ctx.db, user.seq, ctx.params.id);
  const parsedQ = searchTerms.safeParse(ctx.query.q);
  const q = parsedQ.success ? parsedQ.data : '';
  const problem = typeof ctx.query.problem === 'string' && Object.hasOwn(SUBSTITUTION_PROBLEMS, ctx.query.problem) ? ctx.query.problem : null;
  const [reviews, products, favorites, hits] = await Promise.all([
    listSubstitutions(ctx.db, user.seq, project.seq),
    listProjectProducts(ctx.db, project.seq),
    listFavorites(ctx.db, user.seq),
    project.role === 'viewer' ? Promise.resolve([]) : found(ctx, q),
  ]);
  return {
    props: {
      project,
      reviews,
      bases: products
        .filter((p) => p.role === 'basis')
        .map((p) => ({ seq: p.productId, name: p.specified.name, companyName: p.specified.manufacturer.name, section: p.section })),
      favorites: favorites.flatMap((f) =>
        f.content_type === 'product' && f.item?.productSeq ? [{ seq: f.item.productSeq, name: f.item.title, companyName: f.item.companyName }] : [],
      ),
      q,
      found: hits,
      problem: problem ? SUBSTITUTION_PROBLEMS[problem as keyof typeof SUBSTITUTION_PROBLEMS] : null,
    },
    head: personalHead(`Substitution reviews: ${project.name}`, `Proposed substitutes reviewed against the basis of design of ${project.name}.`, `/account/projects/${project.seq}/substitutions`),
  };
}

/** One review of a project the user is on. */
export async function loadSubstitution(ctx: LoaderContext<z.infer<typeof substitutionPageParams>>): Promise<LoaderResult<SubstitutionPageProps>> {
  const user = pageUser(ctx);
  const project = await getProject(ctx.db, user.seq, ctx.params.id);
  const review = await getSubstitution(ctx.db, user.seq, project.seq, ctx.params.sid);
  return {
    props: { project, review },
    head: personalHead(
      `Substitution review: ${review.substitute.name}`,
      `${review.substitute.name} reviewed against ${review.basis.name} for ${project.name}.`,
      `/account/projects/${project.seq}/substitutions/${review.id}`,
    ),
  };
}
