import { z } from 'zod';
import { pageNumber, pageSize } from '../domain/number-input';
import { normalizeSection, sectionTitle } from '../domain/csi';
import { declaredUnitField, gwpMaxField, gwpNeedsUnit, kindField, levelField, validityField } from '../domain/declaration-query';
import { formatSort, parseSort } from '../domain/sort';
import type { Db } from '../db/types';
import { DECLARATION_SORT_FIELDS, listDeclarations } from '../services/declaration-listing';
import { coidParam, endpoint, knownDivisionParam, sectionParam } from './endpoint';
import type { AreaRows } from './table/row';
import { areaTable } from './table/row';
import { declarationsPageOutput } from './schemas/catalog';

const SORT_VALUES = DECLARATION_SORT_FIELDS.flatMap((f) => [f, `-${f}`]);

const declarationsQuery = z.object({
  kind: kindField,
  valid: validityField,
  declaredUnit: declaredUnitField,
  gwpMax: gwpMaxField,
  level: levelField,
  coid: coidParam.optional(),
  division: knownDivisionParam.optional(),
  section: sectionParam
    .transform((s) => normalizeSection(s) ?? s)
    .refine((s) => sectionTitle(s) !== null, 'must be a MasterFormat section such as 081113')
    .optional(),
  sort: z.enum(SORT_VALUES, { error: `must be one of ${SORT_VALUES.join(', ')}` }).default('-popular'),
  page: pageNumber(10_000),
  size: pageSize(20, 100),
}).superRefine(gwpNeedsUnit);

/**
 * GET /api/declarations: EPD and HPD items with their facts (declared unit, GWP, program operator,
 * PCR, HPD threshold and level, issue and expiry dates, whether expired today), filtered and sorted.
 */
export function declarationsApi(db: Db): AreaRows {
  const table = areaTable();
  table.get(
    '/declarations',
    endpoint(
      db,
      { query: declarationsQuery, summary: 'EPDs and HPDs with their facts, filtered by validity, declared unit, GWP (within a declared unit), disclosure level, company and CSI' },
      async ({ query, db }) => {
        const { sort, page, size, ...filter } = query;
        const order = parseSort(sort, DECLARATION_SORT_FIELDS, { field: 'popular', direction: 'desc' });
        const result = await listDeclarations(db, filter, { page, sort: order, pageSize: size });
        return { ...result, sort: formatSort(order) };
      },
    ), { output: declarationsPageOutput },
  );
  return table.rows;
}
