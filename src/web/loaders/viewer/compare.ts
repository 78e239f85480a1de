import { z } from 'zod';
import { productTitle } from '../../../domain/product-title';
import { companyPath } from '../../../domain/company-id';
import { contentTypeSchema } from '../../../domain/content-types';
import type { ContentType } from '../../../domain/content-types';
import { COMPARE_MAX, COMPARE_MIN, compareSelection, parseCompareIds } from '../../../domain/product-compare';
import { notFound } from '../../../errors';
import type { Company } from '../../../services/companies';
import { getCompany } from '../../../services/companies';
import { compareProducts, productMaker } from '../../../services/product-comparison';
import type { CompareChoiceProps } from '../../../pages/compare/compare-choice-page';
import type { ComparePageProps } from '../../../pages/compare/compare-page';
import type { ProductsCompareProps } from '../../../pages/compare/products-compare-page';
import { safeReturnPath } from '../../../domain/return-path';
import type { LoaderContext, LoaderResult } from '../../page-types';
import { companyFromParam } from '../company-lookup';
import { projectChoices } from '../../../services/personal/project-products';

export const compareParams = z.object({
  id: z.string().regex(/^([a-z0-9-]+-)?\d{5}$/),
  contentType: contentTypeSchema,
  ids: z.string(),
});

/** /company/{slug-coid}/{contentType}/products/{ids} */
function comparePath(company: Pick<Company, 'name' | 'coid'>, contentType: ContentType, ids: number[]): string {
  return `${companyPath(company.name, company.coid)}/${contentType}/products/${ids.join(',')}`;
}

/** The side-by-side table of 2 to 4 products; any id that is not an online product is a 404. */
export async function loadCompare(ctx: LoaderContext<z.infer<typeof compareParams>>): Promise<LoaderResult<ComparePageProps>> {
  const company = await companyFromParam(ctx);
  const ids = parseCompareIds(ctx.params.ids);
  if (!ids) throw notFound(`Not a list of ${COMPARE_MIN} to ${COMPARE_MAX} products: ${ctx.params.ids}`);
  const canonical = comparePath(company, ctx.params.contentType, ids);
  if (ctx.path !== canonical) return { redirect: canonical, status: 301 };
  const products = await compareProducts(ctx.db, ids);
  if (!products) throw notFound(`Unknown product in ${ctx.params.ids}`);
  const names = products.map(productTitle);
  return {
    props: { company, contentType: ctx.params.contentType, products, path: canonical },
    head: {
      title: `Compare ${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`,
      description: `${names.join(', ')} side by side: manufacturers, CSI sections, documents and certifications.`,
      canonical,
      // Every combination of products is a page: none is worth indexing on its own.
      robots: 'noindex, follow',
    },
    // Nor keeping: the combinations outnumber any cache, and a flood of them would evict the catalog's pages.
    cache: false,
  };
}

const selectionQuery = z.object({
  company: z.string().regex(/^\d{5}$/, 'must be a five-digit company id').transform(Number).optional(),
  type: contentTypeSchema.default('product'),
  back: z.string().max(500).optional(),
});

/** The company a comparison was started from. */
async function comparisonCompany(ctx: LoaderContext, coid: number): Promise<Company> {
  const company = await getCompany(ctx.db, coid);
  if (!company) throw notFound(`Unknown company or product for a comparison`);
  return company;
}

/**
 * /compare?ids=1&ids=2[&company=][&type=][&back=]: the compare forms of product listings send
 * the ticked products here (no script needed); 2 to 4 go to the comparison page, anything else
 * gets a page that says what to change, with a link back to the list.
 */
export async function loadCompareSelection(ctx: LoaderContext): Promise<LoaderResult<CompareChoiceProps>> {
  const parsed = selectionQuery.safeParse(ctx.query);
  const back = safeReturnPath(ctx.query.back);
  const selection = compareSelection(ctx.query.ids);
  if (selection.ok && parsed.success && parsed.data.company === undefined) return { redirect: `/compare/${selection.ids.join(',')}`, status: 303 };
  if (selection.ok && parsed.success) {
    const company = await comparisonCompany(ctx, parsed.data.company!);
    return { redirect: comparePath(company, parsed.data.type, selection.ids), status: 303 };
  }
  const reason = selection.ok ? 'invalid' : selection.reason;
  return {
    props: { reason, back },
    head: { title: 'Choose products to compare', description: 'Compare two to four products side by side.', robots: 'noindex' },
    status: 400,
    cache: false,
  };
}

export const productsCompareParams = z.object({ ids: z.string().regex(/^[\d,]+$/, 'must be product ids joined by commas') });

/**
 * /compare/{ids}: 2 to 4 products of any manufacturers. One id, or more than four, is a 400 that
 * says what to change; an id that is not an online product is a 404.
 */
export async function loadProductsCompare(ctx: LoaderContext<z.infer<typeof productsCompareParams>>): Promise<LoaderResult<ProductsCompareProps>> {
  const selection = compareSelection(ctx.params.ids);
  if (!selection.ok && selection.reason === 'invalid') throw notFound(`Not a list of products: ${ctx.params.ids}`);
  if (!selection.ok) {
    return {
      props: { refused: { reason: selection.reason, back: null } },
      head: { title: 'Choose products to compare', description: 'Compare two to four products side by side.', robots: 'noindex' },
      status: 400,
      cache: false,
    };
  }
  const canonical = `/compare/${selection.ids.join(',')}`;
  if (ctx.path !== canonical) return { redirect: canonical, status: 301 };
  const products = await compareProducts(ctx.db, selection.ids);
  if (!products) throw notFound(`Unknown product in ${ctx.params.ids}`);
  const names = products.map((p) => p.name);
  const projects = ctx.user ? await projectChoices(ctx.db, ctx.user.seq) : undefined;
  return {
    props: { products, projects },
    head: {
      title: `Compare ${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`,
      description: `${names.join(', ')} side by side: manufacturers, fire rating, U-factor, STC, gauge, warranty, GWP and other properties.`,
      canonical,
      robots: 'noindex, follow',
    },
    cache: false,
  };
}
