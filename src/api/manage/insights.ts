import type { RequestHandler } from 'express';
import { z } from 'zod';
import { manageActor } from '../../auth/manage-actor';
import type { Db } from '../../db/types';
import { coidParam } from '../../domain/company-id';
import { insightsCsv } from '../../domain/insights/csv';
import { manufacturerInsights, type Insights } from '../../services/insights/insights';
import { parseInput } from '../../parse-input';
import { withEndpointSpec } from '../endpoint';
import type { AreaRows } from '../table/row';
import { areaTable } from '../table/row';

const counts = { views: z.number().int(), downloads: z.number().int(), saves: z.number().int(), watches: z.number().int(), comparisons: z.number().int(), projects: z.number().int(), specWizardSaves: z.number().int(), specWizardDownloads: z.number().int().describe('Sections downloaded through the spec wizard (rows of kind document: the spec section)') };
const group = z.object({ group: z.string(), architects: z.number().int().nullable().describe('Distinct architects; null when fewer than 3 (not counted out loud)') });
const insightsOutput = z
  .object({
    coid: z.number().int(),
    weeks: z.array(z.string()).describe('ISO weeks of the period, oldest first'),
    rows: z.array(z.object({ week: z.string(), kind: z.enum(['product', 'document']), id: z.number().int(), title: z.string(), downloadsByFormat: z.record(z.string(), z.number().int()), ...counts })),
    audience: z.object({ firmTypes: z.array(group), regions: z.array(group) }),
    requesters: z.array(z.object({ name: z.string(), organization: z.string(), sentAt: z.string() })).describe('Architects who sent a request for information: the only ones named'),
  })
  .meta({ id: 'ManufacturerInsights' }) satisfies z.ZodType<Insights>;

const params = z.object({ coid: coidParam });
const query = z.object({
  weeks: z.coerce.number({ error: 'must be a whole number of weeks from 1 to 52' }).int('must be a whole number of weeks from 1 to 52').min(1).max(52).default(12),
  format: z.enum(['json', 'csv'], { error: 'must be json or csv' }).default('json'),
});

/**
 * GET /api/manage/{coid}/insights (?weeks=, ?format=csv): what architects did with the manufacturer's products and
 * documents, as JSON (checked against its schema in tests) or a CSV file of the rows.
 */
function insightsEndpoint(db: Db): RequestHandler {
  const spec = {
    params,
    query,
    output: insightsOutput,
    produces: ['application/json', 'text/csv'],
    summary: 'Insights: views, downloads, saves, watches, comparisons, projects and spec-wizard saves and downloads per product, document and ISO week',
  };
  const handle: RequestHandler = async (req, res) => {
    const { coid } = parseInput(params, req.params, 'params');
    const q = parseInput(query, req.query, 'query');
    await manageActor(db, req, coid, 'read');
    const insights = await manufacturerInsights(db, coid, q.weeks);
    res.setHeader('Cache-Control', 'no-store');
    if (q.format === 'json') return void res.json(insights);
    res.setHeader('Content-Disposition', `attachment; filename="insights-${coid}.csv"`);
    res.type('text/csv; charset=utf-8').send(insightsCsv(insights.rows));
  };
  return withEndpointSpec(handle, spec);
}

export function manageInsightsApi(db: Db): AreaRows {
  const table = areaTable({ guard: 'client' });
  table.get('/manage/:coid/insights', insightsEndpoint(db));
  return table.rows;
}
