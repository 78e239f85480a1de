import { z } from 'zod';
import { normalizeSection } from '../domain/csi';
import { DECLARATION_KINDS, DISCLOSURE_LEVELS } from '../domain/declarations';
import { badRequest } from '../errors';
import type { ContentCard } from '../services/content-items';
import type { McpContext } from './context';
import { absoluteUrl } from './context';
import { MAX_ITEMS } from './limits';

/** Input fields the tools share, each with a message that names what is expected. */
export const coidField = z
  .number({ error: 'must be a five-digit manufacturer id (coid)' })
  .int('must be a whole number')
  .min(10000, 'must be a five-digit manufacturer id (coid)')
  .max(99999, 'must be a five-digit manufacturer id (coid)')
  .describe('Manufacturer id (coid), five digits, as search results give it.');

export const divisionField = z
  .string({ error: 'must be a two-digit CSI division such as "08"' })
  .regex(/^\d{2}$/, 'must be a two-digit CSI division such as "08"')
  .describe('MasterFormat division, two digits: "08" Openings.');

export const sectionField = z
  .string({ error: 'must be a MasterFormat 2004 section number such as "08 11 13"' })
  .regex(/^\d{2}[ .-]?\d{2}[ .-]?\d{2}$/, 'must be a MasterFormat 2004 section number such as "08 11 13"')
  .describe('MasterFormat 2004 section number: "08 11 13" or "081113".');

export const idField = (what: string) =>
  z.number({ error: `must be a ${what} id (a positive whole number)` }).int('must be a whole number').positive(`must be a ${what} id (a positive whole number)`).max(2_147_483_647, 'is too large');

export const pageField = z.number({ error: 'must be a page number' }).int().min(1, 'must be 1 or more').max(100, 'must be 100 or less').default(1).describe('Page number, from 1.');

export const pageSizeField = (fallback: number) =>
  z
    .number({ error: 'must be a number' })
    .int()
    .min(1, 'must be 1 or more')
    .max(MAX_ITEMS, `must be ${MAX_ITEMS} or less`)
    .default(fallback)
    .describe(`Results per page, at most ${MAX_ITEMS}.`);

/** "08 11 13" from any accepted spelling; an unknown division is a field error. */
export function sectionOf(input: string, field = 'section'): string {
  const section = normalizeSection(input);
  if (!section) throw badRequest(`${field}: ${input} is not in a MasterFormat 2004 division`);
  return section;
}

const declarationOutput = z.object({
  kind: z.enum(DECLARATION_KINDS),
  declaredUnit: z.string().nullable(),
  gwpKgCo2e: z.number().nullable().describe('Global warming potential per declared unit, kg CO2e (EPDs).'),
  programOperator: z.string().nullable(),
  pcr: z.string().nullable(),
  hpdThresholdPpm: z.number().nullable(),
  disclosureLevel: z.enum(DISCLOSURE_LEVELS).nullable(),
  issuedOn: z.string(),
  expiresOn: z.string(),
  expired: z.boolean(),
});

export const cardOutput = z.object({
  id: z.number(),
  contentType: z.string(),
  title: z.string(),
  description: z.string(),
  coid: z.number(),
  companyName: z.string(),
  productId: z.number().nullable(),
  section: z.string().nullable(),
  division: z.string().nullable(),
  fileFormat: z.string().nullable(),
  publishedAt: z.string(),
  url: z.string().describe('The page of the item on the site.'),
  downloadUrl: z.string().nullable().describe('The file, or null for items without one.'),
  declaration: declarationOutput.optional(),
});
type CardOutput = z.infer<typeof cardOutput>;

const DESCRIPTION_CHARS = 500;

/** A content card with absolute links (descriptions shortened: lists stay small). */
export function cardFor(ctx: McpContext, card: ContentCard): CardOutput {
  const { description, declaration } = card;
  return {
    id: card.id,
    contentType: card.contentType,
    title: card.title,
    description: description.length > DESCRIPTION_CHARS ? `${description.slice(0, DESCRIPTION_CHARS - 1)}…` : description,
    coid: card.coid,
    companyName: card.companyName,
    productId: card.productSeq,
    section: card.section,
    division: card.division,
    fileFormat: card.fileFormat,
    publishedAt: card.publishedAt,
    url: absoluteUrl(ctx, card.url),
    downloadUrl: card.downloadUrl ? absoluteUrl(ctx, card.downloadUrl) : null,
    ...(declaration ? { declaration } : {}),
  };
}

/** One line per card: "#12 [epd] Title — Company (08 11 13)". */
export function cardLine(card: CardOutput): string {
  const section = card.section ? ` (${card.section})` : '';
  const validity = card.declaration ? (card.declaration.expired ? ' [expired]' : ` [valid until ${card.declaration.expiresOn}]`) : '';
  return `#${card.id} [${card.contentType}] ${card.title} — ${card.companyName}${section}${validity}\n  ${card.url}`;
}
