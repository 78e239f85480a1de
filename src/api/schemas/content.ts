import { z } from 'zod';
import type { ContentCard } from '../../services/content-items';
import type { Declaration } from '../../services/declarations';
import type { Product } from '../../services/products';

const nullableText = z.string().nullable();

/** An EPD's or HPD's facts. */
const declarationOutput = z
  .object({
    kind: z.enum(['epd', 'hpd']),
    declaredUnit: nullableText,
    gwpKgCo2e: z.number().nullable(),
    programOperator: nullableText,
    pcr: nullableText,
    hpdThresholdPpm: z.number().nullable(),
    disclosureLevel: z.enum(['full', 'partial']).nullable(),
    issuedOn: z.string(),
    expiresOn: z.string(),
    expired: z.boolean(),
  })
  .meta({ id: 'Declaration' }) satisfies z.ZodType<Declaration>;

/** A content item as lists and cards show it (services/content-items.ts). */
export const contentCardOutput = z
  .object({
    id: z.number().int(),
    contentType: z.string(),
    title: z.string(),
    description: z.string(),
    coid: z.number().int(),
    companyName: z.string(),
    productSeq: z.number().int().nullable(),
    productUrl: nullableText.describe("The product's page; null without a product, or when the product has no page (offline, or a family heading)."),
    section: nullableText,
    division: nullableText,
    fileFormat: nullableText,
    fileSize: z.number().int().nullable().describe('Bytes of the file when known (files the catalog stores); null when it is generated on request.'),
    publishedAt: z.string(),
    url: z.string(),
    downloadUrl: nullableText,
    declaration: declarationOutput.optional(),
    picture: z
      .object({ src: z.string(), thumb: z.string(), alt: z.string() })
      .nullable()
      .optional()
      .describe("The item's drawing preview or its product's picture: the SVG, a PNG thumbnail and alt text."),
    quality: z.string().optional().describe("An uploaded document's quality badge: what the checks of its current version found."),
  })
  .meta({ id: 'ContentCard' }) satisfies z.ZodType<ContentCard>;

/** A product with its company and CSI placement (services/products.ts). */
export const productOutput = z
  .object({
    seq: z.number().int(),
    parent_id: z.number().int().nullable(),
    heading: z.boolean(),
    name: z.string(),
    tradename: nullableText,
    tree_order: z.number().int(),
    online: z.boolean(),
    isFeatured: z.boolean(),
    coid: z.number().int(),
    companyName: z.string(),
    section: nullableText,
    sectionTitle: nullableText,
    division: nullableText,
    description: z.string(),
  })
  .meta({ id: 'Product' }) satisfies z.ZodType<Product>;

/** `{ count, capped }`: a count that stops at the cap says so. */
export const cappedCountOutput = z.object({ count: z.number().int(), capped: z.boolean() }).meta({ id: 'CappedCount' });

/** A CSI division with how many items it holds. */
export const divisionCountOutput = z.object({ division: z.string(), title: z.string(), count: z.number().int() });

/** A CSI section with how many items it holds. */
export const sectionCountOutput = z.object({ section: z.string(), title: z.string(), count: z.number().int() });
