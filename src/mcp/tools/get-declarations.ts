import { z } from 'zod';
import { DECLARATION_KINDS, DISCLOSURE_LEVELS, isDeclarationKind, VALIDITY_FILTERS } from '../../domain/declarations';
import { badRequest, notFound } from '../../errors';
import { DECLARED_UNIT_IDS } from '../../domain/product-data/declared-units';
import { getContentItem } from '../../services/content-items';
import { DECLARATION_SORT_FIELDS, listDeclarations } from '../../services/declaration-listing';
import { cardFor, cardLine, cardOutput, coidField, divisionField, idField, pageField, pageSizeField, sectionField, sectionOf } from '../schemas';
import { defineTool } from '../tool-kit';

const input = z
  .object({
    id: idField('declaration').optional().describe('One EPD or HPD by its id (a search result of contentType epd or hpd); the filters are then ignored.'),
    kind: z.enum(DECLARATION_KINDS, { error: 'must be epd or hpd' }).optional().describe('EPD (environmental) or HPD (health); both when left out.'),
    validity: z.enum(VALIDITY_FILTERS, { error: 'must be current, expired or all' }).default('current').describe('"current": not expired today.'),
    declaredUnit: z.enum(DECLARED_UNIT_IDS, { error: `must be one of ${DECLARED_UNIT_IDS.join(', ')}` }).optional().describe('EPDs declared per this unit (door-leaf, unit, m, m2, m2-rsi1, m3, t, kg). GWP is only compared within one declared unit: gwpMax and sort=gwp need it.'),
    gwpMax: z.number({ error: 'must be a number of kg CO2e' }).min(0, 'must be 0 or more').max(1_000_000, 'must be at most 1000000').optional().describe('EPDs with a global warming potential of at most this (kg CO2e per declared unit).'),
    disclosureLevel: z.enum(DISCLOSURE_LEVELS, { error: 'must be full or partial' }).optional().describe('HPDs: full or partial disclosure.'),
    coid: coidField.optional(),
    division: divisionField.optional(),
    section: sectionField.optional(),
    sort: z.enum(DECLARATION_SORT_FIELDS, { error: `must be one of ${DECLARATION_SORT_FIELDS.join(', ')}` }).default('popular').describe('popular, gwp (lowest first), expires (soonest first) or title.'),
    page: pageField,
    pageSize: pageSizeField(10),
  })
  .strict();

const output = z.object({
  total: z.number(),
  page: z.number(),
  pageCount: z.number(),
  items: z.array(cardOutput).describe('Each with its declaration: kind, declared unit, GWP, program operator, PCR, issue and expiry dates, expired.'),
});

export const getDeclarations = defineTool({
  name: 'get_declarations',
  title: 'EPD and HPD facts',
  description:
    'Environmental (EPD) and health (HPD) product declarations with their facts: global warming potential per declared unit, ' +
    'program operator, PCR, disclosure level, issue and expiry dates and whether they are still valid. One by id, or a filtered, paged list.',
  input,
  output,
  async run(ctx, args) {
    if (args.id === undefined && (args.gwpMax !== undefined || args.sort === 'gwp') && args.declaredUnit === undefined) {
      throw badRequest('declaredUnit: is needed to compare GWP (gwpMax or sort by gwp): only declarations of one declared unit are compared');
    }
    if (args.id !== undefined) {
      const item = await getContentItem(ctx.db, args.id);
      if (!item || !isDeclarationKind(item.contentType)) throw notFound(`id: no EPD or HPD ${args.id}`);
      return { total: 1, page: 1, pageCount: 1, items: [cardFor(ctx, item)] };
    }
    const page = await listDeclarations(
      ctx.db,
      {
        kind: args.kind,
        valid: args.validity,
        declaredUnit: args.declaredUnit,
        gwpMax: args.gwpMax,
        level: args.disclosureLevel,
        coid: args.coid,
        division: args.division,
        section: args.section === undefined ? undefined : sectionOf(args.section),
      },
      { page: args.page, pageSize: args.pageSize, sort: { field: args.sort, direction: args.sort === 'popular' ? 'desc' : 'asc' } },
    );
    return { total: page.total, page: page.page, pageCount: page.pageCount, items: page.items.map((card) => cardFor(ctx, card)) };
  },
  render(r) {
    const facts = r.items.map((card) => {
      const d = card.declaration;
      const gwp = d?.gwpKgCo2e != null ? `, GWP ${d.gwpKgCo2e} kg CO2e per ${d.declaredUnit ?? 'declared unit'}` : '';
      return `${cardLine(card)}${gwp}`;
    });
    return [`${r.total} declarations, page ${r.page} of ${r.pageCount}:`, ...facts].join('\n');
  },
});
