import { z } from 'zod';
import { companyPath } from '../../domain/company-id';
import { CONTENT_TYPES } from '../../domain/content-types';
import { CERTIFICATION_TYPES } from '../../domain/product-compare';
import { productAttributeSchema } from '../../domain/product-attributes';
import { notFound } from '../../errors';
import { getProduct, productContent } from '../../services/products';
import { absoluteUrl } from '../context';
import { MAX_ITEMS } from '../limits';
import { cardFor, cardLine, cardOutput, idField } from '../schemas';
import { defineTool } from '../tool-kit';
import { formatCount } from '../../domain/count-text';
import { productTitle } from '../../domain/product-title';

const certification = new Set<string>(CERTIFICATION_TYPES);

const propertyValue = z.union([z.number(), z.object({ min: z.number(), max: z.number() }), z.string(), z.array(z.string()), z.boolean()]);

const input = z.object({ productId: idField('product').describe('The product id (productId of a search result, or the number in /product/{id}).') }).strict();

const output = z.object({
  productId: z.number(),
  name: z.string(),
  tradename: z.string().nullable(),
  title: z.string().describe('The name and trade name together, as the site prints them: "Name (Trade name)".'),
  description: z.string(),
  coid: z.number(),
  manufacturer: z.string(),
  manufacturerUrl: z.string(),
  section: z.string().nullable(),
  sectionTitle: z.string().nullable(),
  division: z.string().nullable(),
  url: z.string(),
  attributes: z
    .object({
      featured: z.boolean(),
      certifications: z.array(z.string()).describe('Titles of its certificates, EPDs and HPDs, as the comparison page lists them.'),
      documentCounts: z.record(z.string(), z.number()).describe('Documents per content type.'),
    })
    .describe('What the site shows when products are compared.'),
  dataSheet: z
    .array(productAttributeSchema)
    .describe('The data sheet of the product page: ratings (STC, fire rating, R-value, U-factor ...), dimensions, construction and finish, standards, warranty.'),
  properties: z
    .array(
      z.object({
        id: z.string().describe('The property id, the same in every product family (fire-rating, stc, u-factor ...).'),
        name: z.string(),
        group: z.string(),
        value: propertyValue.describe('In the canonical SI unit: seconds, metres, W/(m²·K) ...; a range as { min, max }; several values as a list.'),
        unit: z.string().nullable().describe('The canonical unit of `value`, or null for values without one.'),
        display: z.string().describe('As the data sheet prints it, in the unit the trade reads: "60 min", "R-30", "1-3/4 in".'),
        ifc: z.string().nullable().describe('The IFC property it is exported as (Pset_DoorCommon.FireRating), or null.'),
      }),
    )
    .describe("The product's record: its typed properties with units."),
  declarations: z
    .array(
      z.object({
        id: z.number().describe('The content id of the declaration document.'),
        type: z.enum(['epd', 'hpd']),
        declaredUnit: z.string().nullable(),
        gwp: z.number().nullable().describe('kg CO2e per declared unit (EPDs).'),
        issuedOn: z.string(),
        expiresOn: z.string(),
        current: z.boolean(),
      }),
    )
    .describe('Its EPDs and HPDs, newest first.'),
  documents: z.array(cardOutput).describe('CAD, BIM, specs, EPDs/HPDs, data sheets ... with absolute download URLs (at most 50).'),
  documentCount: z.number(),
});

export const getProductTool = defineTool({
  name: 'get_product',
  title: 'Product details and documents',
  description:
    "A product's data (name, trade name, description, manufacturer, CSI section, certifications) and its documents with download URLs " +
    '(CAD, BIM, specifications, EPDs/HPDs with their facts, data sheets, certificates).',
  input,
  output,
  async run(ctx, { productId }) {
    const product = await getProduct(ctx.db, productId);
    if (!product || product.heading) throw notFound(`productId: no product ${productId} in the catalog`);
    const documents = await productContent(ctx.db, productId);
    return {
      productId: product.seq,
      name: product.name,
      tradename: product.tradename,
      title: productTitle(product),
      description: product.description,
      coid: product.coid,
      manufacturer: product.companyName,
      manufacturerUrl: absoluteUrl(ctx, companyPath(product.companyName, product.coid)),
      section: product.section,
      sectionTitle: product.sectionTitle,
      division: product.division,
      url: absoluteUrl(ctx, `/product/${product.seq}`),
      attributes: {
        featured: product.isFeatured,
        certifications: documents.filter((d) => certification.has(d.contentType)).map((d) => d.title),
        documentCounts: Object.fromEntries(CONTENT_TYPES.map((type) => [type, documents.filter((d) => d.contentType === type).length]).filter(([, n]) => n !== 0)),
      },
      dataSheet: product.attributes,
      properties: product.properties,
      declarations: product.declarations,
      documents: documents.slice(0, MAX_ITEMS).map((card) => cardFor(ctx, card)),
      documentCount: documents.length,
    };
  },
  render(p) {
    const section = p.section ? `, CSI ${p.section} ${p.sectionTitle ?? ''}`.trimEnd() : '';
    const certified = p.attributes.certifications.length ? `Certifications: ${p.attributes.certifications.join('; ')}` : 'No certifications listed';
    const sheet = p.properties.length ? p.properties.map((a) => `${a.name}: ${a.display}`) : p.dataSheet.map((a) => `${a.label}: ${a.value}`);
    const declared = p.declarations.map((d) => `${d.type.toUpperCase()} issued ${d.issuedOn}, expires ${d.expiresOn}${d.gwp === null ? '' : `, ${d.gwp} kg CO2e per ${d.declaredUnit ?? 'declared unit'}`}`);
    return [`${p.title} by ${p.manufacturer}${section}`, p.url, p.description, ...sheet, ...declared, certified, `${formatCount(p.documentCount, 'document')}:`, ...p.documents.map(cardLine)].join('\n');
  },
});
