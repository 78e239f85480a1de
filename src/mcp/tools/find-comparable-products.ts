import { z } from 'zod';
import { companyPath } from '../../domain/company-id';
import { sectionTitle } from '../../domain/csi';
import { comparableLine } from '../../domain/spec-output';
import { badRequest, notFound } from '../../errors';
import { getCompany } from '../../services/companies';
import { getProduct } from '../../services/products';
import { comparableManufacturers } from '../../services/specs/comparable-manufacturers';
import type { McpContext } from '../context';
import { absoluteUrl } from '../context';
import { coidField, idField, sectionField, sectionOf } from '../schemas';
import { defineTool } from '../tool-kit';
import { formatCount } from '../../domain/count-text';

const input = z
  .object({
    productId: idField('product').optional().describe('The product to find "or equal" alternatives for.'),
    section: sectionField.optional().describe('Without productId: the MasterFormat 2004 section, "08 11 13".'),
    coid: coidField.optional().describe('With section: the basis-of-design manufacturer, left out of the list.'),
  })
  .strict();

const output = z.object({
  section: z.string(),
  sectionTitle: z.string().nullable(),
  basisOfDesign: z.object({ coid: z.number(), name: z.string() }).nullable(),
  alternatives: z.array(
    z.object({
      coid: z.number(),
      name: z.string(),
      city: z.string(),
      state: z.string(),
      products: z.number().describe('Online products of the manufacturer in the section.'),
      url: z.string(),
      line: z.string().describe('As the generated specification lists it: "Name, City, ST".'),
    }),
  ),
});

async function basisOf(ctx: McpContext, args: z.output<typeof input>) {
  if (args.productId !== undefined) {
    const product = await getProduct(ctx.db, args.productId);
    if (!product || product.heading) throw notFound(`productId: no product ${args.productId} in the catalog`);
    if (!product.section) throw badRequest(`productId: product ${args.productId} has no CSI section; give section instead`);
    return { section: product.section, basis: { coid: product.coid, name: product.companyName } };
  }
  if (args.section === undefined) throw badRequest('productId: give productId, or section (and optionally coid)');
  const section = sectionOf(args.section);
  if (args.coid === undefined) return { section, basis: null };
  const company = await getCompany(ctx.db, args.coid);
  if (!company) throw notFound(`coid: no manufacturer ${args.coid}`);
  return { section, basis: { coid: company.coid, name: company.name } };
}

export const findComparableProducts = defineTool({
  name: 'find_comparable_products',
  title: '"Or approved equal" manufacturers',
  description:
    'The "or approved equal" list for a product or a CSI section: other manufacturers listed under the same section with ' +
    'products or documents online, most products first (at most five), exactly as generated specifications list them.',
  input,
  output,
  async run(ctx, args) {
    const { section, basis } = await basisOf(ctx, args);
    const rows = await comparableManufacturers(ctx.db, section, basis?.coid ?? 0);
    return {
      section,
      sectionTitle: sectionTitle(section),
      basisOfDesign: basis,
      alternatives: rows.map((row) => ({ ...row, url: absoluteUrl(ctx, companyPath(row.name, row.coid)), line: comparableLine(row) })),
    };
  },
  render(r) {
    const basis = r.basisOfDesign ? ` to ${r.basisOfDesign.name}` : '';
    if (r.alternatives.length === 0) return `No comparable manufacturers${basis} in ${r.section}.`;
    return [`Or approved equal${basis}, ${r.section} ${r.sectionTitle ?? ''}:`, ...r.alternatives.map((a, i) => `${i + 1}. ${a.line} (${formatCount(a.products, 'product')}) ${a.url}`)].join('\n');
  },
});
