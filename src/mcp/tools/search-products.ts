import { z } from 'zod';
import { DECLARED_UNIT_IDS } from '../../domain/product-data/declared-units';
import { badRequest } from '../../errors';
import { CONTENT_TYPES } from '../../domain/content-types';
import { DECLARATION_KINDS } from '../../domain/declarations';
import { searchContent } from '../../services/search';
import { cardFor, cardLine, cardOutput, coidField, divisionField, pageField, pageSizeField, sectionField, sectionOf } from '../schemas';
import { defineTool } from '../tool-kit';
import { formatCount, formatNumber } from '../../domain/count-text';

const input = z
  .object({
    query: z
      .string({ error: 'must be the words to search for' })
      .trim()
      .min(1, 'must not be empty')
      .max(200, 'must be 200 characters or fewer')
      .describe('Search words, as typed into the site\'s search box: "hollow metal door", "fire rated".'),
    contentType: z
      .enum(CONTENT_TYPES, { error: `must be one of ${CONTENT_TYPES.join(', ')}` })
      .optional()
      .describe('Only items of this type: product pages, cad, bim, spec (three-part sections), epd, hpd, datasheet, ...'),
    coid: coidField.optional(),
    division: divisionField.optional(),
    section: sectionField.optional(),
    declaration: z
      .enum([...DECLARATION_KINDS, 'any'], { error: 'must be epd, hpd or any' })
      .optional()
      .describe('Sustainability: only items that are, or whose product has, a current (unexpired) EPD or HPD.'),
    declaredUnit: z.enum(DECLARED_UNIT_IDS, { error: `must be one of ${DECLARED_UNIT_IDS.join(', ')}` }).optional().describe('EPDs declared per this unit (door-leaf, unit, m, m2, m2-rsi1, m3, t, kg). GWP is only compared within one declared unit: gwpMax need it.'),
    gwpMax: z
      .number({ error: 'must be a number of kg CO2e' })
      .min(0, 'must be 0 or more')
      .max(1_000_000, 'must be at most 1000000')
      .optional()
      .describe('Sustainability: only items with a current EPD whose global warming potential is at most this (kg CO2e per declared unit).'),
    page: pageField,
    pageSize: pageSizeField(10),
  })
  .strict();

const output = z.object({
  query: z.string(),
  searchedWords: z.string().describe('Differs from the query when its spelling was corrected.'),
  corrected: z.boolean(),
  total: z.number(),
  totalCapped: z.boolean().describe('True when there are more matches than `total` (counts stop at 1000).'),
  page: z.number(),
  pageCount: z.number(),
  items: z.array(cardOutput),
});

export const searchProducts = defineTool({
  name: 'search_products',
  title: 'Search products and documents',
  description:
    'Full-text search of the building product catalog with the same ranking as the site: products, CAD and BIM files, ' +
    'three-part specifications, EPDs/HPDs, data sheets and more. Filter by content type, manufacturer (coid), CSI division ' +
    'or section, and by current EPD/HPD and maximum GWP. Paged; at most 50 results per call.',
  input,
  output,
  async run(ctx, args) {
    if (args.gwpMax !== undefined && args.declaredUnit === undefined) {
      throw badRequest('declaredUnit: is needed with gwpMax: only declarations of one declared unit are compared');
    }
    // The filters are the search's own (in its SQL): the ranking and the totals are those of the filtered matches.
    const result = await searchContent(ctx.db, {
      terms: args.query,
      contentType: args.contentType,
      coid: args.coid,
      division: args.division,
      section: args.section === undefined ? undefined : sectionOf(args.section),
      declaration: args.declaration ?? (args.gwpMax !== undefined || args.declaredUnit !== undefined ? 'epd' : undefined),
      declaredUnit: args.declaredUnit,
      gwpMax: args.gwpMax,
      page: args.page,
      pageSize: args.pageSize,
      sort: { field: 'relevance', direction: 'desc' },
    });
    return {
      query: result.terms,
      searchedWords: result.searchedTerms,
      corrected: result.corrected,
      total: result.total,
      totalCapped: result.totalCapped,
      page: result.page,
      pageCount: result.pageCount,
      items: result.items.map((card) => cardFor(ctx, card)),
    };
  },
  render(result) {
    if (result.items.length === 0) return `No results for "${result.query}".`;
    const corrected = result.corrected ? ` (searched for "${result.searchedWords}")` : '';
    return [`${result.totalCapped ? `${formatNumber(result.total)}+ results` : formatCount(result.total, 'result')} for "${result.query}"${corrected}, page ${result.page} of ${result.pageCount}:`, ...result.items.map(cardLine)].join('\n');
  },
});
