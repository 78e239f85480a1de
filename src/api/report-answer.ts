import type { RequestHandler } from 'express';
import type { z } from 'zod';
import type { Db } from '../db/types';
import { csiTotals, flatReportRow, reportToCsv, toReportQuery } from '../domain/reports';
import type { Report, ReportQuery } from '../domain/reports';
import type { ReportScope } from '../services/reports';
import type { EndpointInput, EndpointSpec } from './endpoint';
import { parseEndpointInput, withEndpointSpec } from './endpoint';

/** What a report route answers: JSON, or CSV with format=csv. */
const REPORT_ANSWER_TYPES = ['application/json', 'text/csv'] as const;

export interface ReportKind {
  /** Start of the CSV file name: outline-specs-{webabrv}-{date}.csv. */
  file: string;
  build: (db: Db, scope: ReportScope, query: ReportQuery) => Promise<Report>;
}

type QueryFields = Parameters<typeof toReportQuery>[0] & { format: 'json' | 'csv' };

/**
 * Report answers are private: never cached, and (for links with the password in the path)
 * no Referer leaves for anywhere, nor is the answer indexed. Set first, so errors carry them too.
 */
export const privateAnswer: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('X-Robots-Tag', 'noindex');
  next();
};

function fileName(kind: ReportKind, scope: ReportScope): string {
  const who = scope === 'all' ? 'all' : (scope.webabrv ?? '').replace(/[^A-Za-z0-9_-]/g, '') || String(scope.coid);
  return `${kind.file}-${who}-${new Date().toISOString().slice(0, 10)}.csv`;
}

/**
 * One report route: parses params and the report query (400 naming the field), resolves who
 * may see which company (`resolve` throws 401/403/404/429), builds the report and answers JSON
 * (the report, each row with its CSI flags also flat as top-level keys, and its CSI totals)
 * or a CSV download.
 */
export function reportEndpoint<P, Q extends QueryFields>(
  db: Db,
  kind: ReportKind,
  spec: EndpointSpec<P, Q, undefined> & { query: z.ZodType<Q> },
  resolve: (input: EndpointInput<P, Q, undefined>) => Promise<ReportScope>,
): RequestHandler {
  const handle: RequestHandler = async (req, res) => {
    const input = parseEndpointInput(db, spec, req);
    const scope = await resolve(input);
    const report = await kind.build(db, scope, toReportQuery(input.query));
    if (input.query.format === 'csv') {
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="${fileName(kind, scope)}"`);
      res.send(reportToCsv(report));
      return;
    }
    res.json({ ...report, rows: report.rows.map(flatReportRow), totals: csiTotals(report) });
  };
  return withEndpointSpec(handle, { ...spec, produces: REPORT_ANSWER_TYPES });
}
