import { z } from 'zod';
import type { Db } from '../db/types';
import { notFound } from '../errors';
import { findTemplate, listTemplates } from '../services/product-data/templates';
import { productTemplateOutput } from '../services/product-data/record-schemas';
import { unitSymbol, type UnitId } from '../domain/product-data/units';
import type { ProductTemplate } from '../domain/product-data/template';
import { endpoint } from './endpoint';
import type { AreaRows } from './table/row';
import { areaTable } from './table/row';

const templateParams = z.object({ id: z.string().regex(/^[a-z][a-z0-9-]{1,59}$/, 'must be a template id such as hollow-metal-doors') });
const templateQuery = z.object({ version: z.coerce.number().int().min(1).max(10_000).optional() });

/** A template as integrators read it: each property also names the display unit's symbol. */
const withSymbols = (t: ProductTemplate) => ({
  ...t,
  properties: t.properties.map((p) => (p.display ?? p.unit ? { ...p, displaySymbol: unitSymbol((p.display ?? p.unit) as UnitId) } : p)),
});

/** GET /api/product-templates and /api/product-templates/{id}: the product data templates products are validated by. */
export function productTemplatesApi(db: Db): AreaRows {
  const table = areaTable();
  table.get(
    '/product-templates',
    endpoint(db, { summary: 'Every product data template (newest version): the properties a specifier compares, per product family' }, async ({ db }) => ({
      templates: (await listTemplates(db)).map(withSymbols),
    })),
    { output: z.object({ templates: z.array(productTemplateOutput) }) },
  );
  table.get(
    '/product-templates/:id',
    endpoint(db, { params: templateParams, query: templateQuery, summary: 'One product data template: the newest version, or ?version=N' }, async ({ params, query, db }) => {
      const template = await findTemplate(db, params.id, query.version);
      if (!template) throw notFound(`No product template ${params.id}${query.version ? ` version ${query.version}` : ''}`);
      return withSymbols(template);
    }),
    { output: productTemplateOutput },
  );
  return table.rows;
}
