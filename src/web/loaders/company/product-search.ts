import { z } from 'zod';
import { buildProductTree } from '../../../domain/product-tree';
import { countProducts, filterProductTree, filterWords } from '../../../domain/product-tree-filter';
import { parseInput } from '../../../parse-input';
import type { ProductSearchPageProps } from '../../../pages/company/product-search-page';
import { companyProductNodes } from '../../../services/products';
import type { LoaderContext, LoaderResult } from '../../page-types';
import { companyArea, companyOnlyParams } from './area';

const filterQuery = z.object({ q: z.string().max(200, 'must be 200 characters or fewer').optional() });

/** /company/{id}/product-search: the manufacturer's product tree, filtered on the server by ?q=. */
export async function loadProductSearch(ctx: LoaderContext<z.infer<typeof companyOnlyParams>>): Promise<LoaderResult<ProductSearchPageProps>> {
  const { q = '' } = parseInput(filterQuery, ctx.query, 'query');
  const area = await companyArea(ctx, '/product-search');
  if ('redirect' in area) return area;
  const { company, base } = area;
  const full = buildProductTree(await companyProductNodes(ctx.db, company.coid));
  const filtering = filterWords(q).length > 0;
  const shown = filterProductTree(full, q);
  return {
    props: { company, base, tree: shown.tree, query: q.trim(), filtering, matchCount: shown.productCount, productCount: countProducts(full) },
    head: {
      title: `Products of ${company.name}`,
      description: `Every product line of ${company.name}, by heading, with a filter to find one.`,
      canonical: area.canonical,
      robots: filtering ? 'noindex, follow' : undefined,
    },
  };
}
