import { z } from 'zod';
import { companyPath } from '../../domain/company-id';
import { divisionTitle } from '../../domain/csi';
import { buildProductTree } from '../../domain/product-tree';
import type { ProductTreeNode } from '../../domain/product-tree';
import { notFound } from '../../errors';
import { companyContentCounts, companySections, getCompany } from '../../services/companies';
import { companyProductNodes } from '../../services/products';
import type { McpContext } from '../context';
import { absoluteUrl } from '../context';
import { MAX_ITEMS } from '../limits';
import { coidField } from '../schemas';
import { defineTool } from '../tool-kit';

const input = z.object({ coid: coidField }).strict();

const output = z.object({
  coid: z.number(),
  name: z.string(),
  description: z.string(),
  city: z.string(),
  state: z.string(),
  website: z.string(),
  category: z.string(),
  founded: z.number().nullable(),
  url: z.string(),
  requestInformationUrl: z.string().describe('The form where a specifier asks the manufacturer for information, samples or a representative.'),
  contentCounts: z.record(z.string(), z.number()).describe('Online items per content type.'),
  divisions: z.array(z.object({ division: z.string(), title: z.string() })),
  sections: z.array(z.object({ section: z.string(), title: z.string() })).describe('MasterFormat 2004 sections the manufacturer is listed under (at most 50).'),
  productFamilies: z.array(z.object({ name: z.string(), products: z.number() })).describe('Top-level groups of the product tree with the products below each (at most 50).'),
});

type ManufacturerFacts = z.infer<typeof output>;

function productCount(node: ProductTreeNode): number {
  return node.children.reduce((n, child) => n + productCount(child), node.heading || node.placeholder ? 0 : 1);
}

/** The facts get_manufacturer answers (also the manufacturer resources). */
export async function manufacturerFacts(ctx: McpContext, coid: number): Promise<ManufacturerFacts> {
  const company = await getCompany(ctx.db, coid);
  if (!company) throw notFound(`coid: no manufacturer ${coid}`);
  const [counts, sections, nodes] = await Promise.all([companyContentCounts(ctx.db, coid), companySections(ctx.db, coid), companyProductNodes(ctx.db, coid)]);
  const divisions = [...new Set(sections.map((s) => s.division))].map((division) => ({ division, title: divisionTitle(division) ?? '' }));
  const page = companyPath(company.name, company.coid);
  return {
    coid: company.coid,
    name: company.name,
    description: company.description,
    city: company.city,
    state: company.state,
    website: company.website,
    category: company.category,
    founded: company.founded,
    url: absoluteUrl(ctx, page),
    requestInformationUrl: absoluteUrl(ctx, `${page}/request-information`),
    contentCounts: counts,
    divisions,
    sections: sections.slice(0, MAX_ITEMS).map(({ section, title }) => ({ section, title })),
    productFamilies: buildProductTree(nodes)
      .slice(0, MAX_ITEMS)
      .map((node) => ({ name: node.name, products: productCount(node) })),
  };
}

export const getManufacturer = defineTool({
  name: 'get_manufacturer',
  title: 'Manufacturer facts',
  description:
    "A manufacturer's facts (location, website, description), the CSI divisions and sections it makes products for, " +
    'its product families, how many documents of each type it publishes, and the request-information URL.',
  input,
  output,
  run: (ctx, { coid }) => manufacturerFacts(ctx, coid),
  render(m) {
    return [
      `${m.name} (${m.coid}), ${[m.city, m.state].filter(Boolean).join(', ')}`,
      m.url,
      m.description,
      `Divisions: ${m.divisions.map((d) => `${d.division} ${d.title}`).join('; ') || 'none'}`,
      `Product families: ${m.productFamilies.map((f) => `${f.name} (${f.products})`).join('; ') || 'none'}`,
      `Request information: ${m.requestInformationUrl}`,
    ].join('\n');
  },
});
