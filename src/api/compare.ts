import { z } from 'zod';
import type { Db } from '../db/types';
import { badRequest, notFound } from '../errors';
import { companyPath } from '../domain/company-id';
import { compareRows, gwpRow } from '../domain/product-data/compare-rows';
import { COMPARE_MAX, COMPARE_MIN, compareSelection } from '../domain/product-compare';
import { compareProducts } from '../services/product-comparison';
import { endpoint } from './endpoint';
import type { AreaRows } from './table/row';
import { areaTable } from './table/row';

const compareParams = z.object({ ids: z.string().max(60).regex(/^[\d,]+$/, `must be ${COMPARE_MIN} to ${COMPARE_MAX} product ids joined by commas`) });

const cell = z.string().nullable().describe('The display value, or null when the record does not state it');
const compareOutput = z.object({
  products: z.array(z.object({ id: z.number().int(), name: z.string(), url: z.string(), manufacturer: z.object({ id: z.number().int(), name: z.string(), url: z.string() }) })),
  rows: z.array(
    z.object({ id: z.string(), name: z.string(), group: z.string(), unit: z.string().nullable(), values: z.array(cell), differs: z.boolean(), comparable: z.boolean() }),
  ),
});

/** GET /api/compare/{ids}: 2 to 4 products of any manufacturers, one row per property of their records. */
export function compareApi(db: Db): AreaRows {
  const table = areaTable();
  table.get(
    '/compare/:ids',
    endpoint(db, { params: compareParams, summary: 'Compare 2 to 4 products of any manufacturers: the union of their templates’ properties, then GWP' }, async ({ params, db }) => {
      const selection = compareSelection(params.ids);
      if (!selection.ok) throw badRequest(`ids: give ${COMPARE_MIN} to ${COMPARE_MAX} distinct product ids joined by commas`, { field: 'ids', reason: selection.reason });
      const products = await compareProducts(db, selection.ids);
      if (!products) throw notFound(`Unknown product in ${params.ids}`);
      const gwp = gwpRow(products.map((p) => p.gwp));
      return {
        products: products.map((p) => ({
          id: p.seq,
          name: p.name,
          url: `/product/${p.seq}`,
          manufacturer: { id: p.coid, name: p.companyName, url: companyPath(p.companyName, p.coid) },
        })),
        rows: [
          ...compareRows(products.map((p) => p.record)).map(({ cells, ...row }) => ({ ...row, values: cells, comparable: true })),
          ...(gwp.cells.some((c) => c !== null)
            ? [{ id: 'gwp', name: 'Global warming potential (EPD)', group: 'environmental', unit: 'kg CO2e per declared unit', values: gwp.cells, differs: gwp.differs, comparable: gwp.comparable }]
            : []),
        ],
      };
    }),
    { output: compareOutput },
  );
  return table.rows;
}
