import type { Request } from 'express';
import { z } from 'zod';
import type { Db } from '../db/types';
import { checkDateOrder, reportQueryObject } from '../domain/reports';
import { outlineSpecsReport, requireAllCompaniesAccess, resolveReportAccess, specWizardReport } from '../services/reports';
import { coidParam } from './endpoint';
import type { ReportKind } from './report-answer';
import { privateAnswer, reportEndpoint } from './report-answer';
import type { AreaRows } from './table/row';
import { areaTable } from './table/row';
import { reportOutput } from './schemas/specs';

const query = reportQueryObject
  .extend({ format: z.enum(['json', 'csv'], { error: 'must be json or csv' }).default('json').describe('json (default), or csv for a download.') })
  .superRefine(checkDateOrder);

const abbr = z.string().regex(/^[A-Za-z0-9]{2,12}$/, 'must be a web abbreviation: 2-12 letters or digits');
const password = z.string().min(1, 'is required').max(200, 'is at most 200 characters');
/** -1 (the default), or no id at all, is the signed-in user's own company. */
const ownOrCoid = z.coerce
  .number({ error: 'must be -1 or a five-digit company id' })
  .int('must be -1 or a five-digit company id')
  .refine((v) => v === -1 || (v >= 10000 && v <= 99999), 'must be -1 or a five-digit company id')
  .default(-1)
  .describe("-1 (the default) for the signed-in user's own company, or a five-digit company id.");

const OUTLINE: ReportKind = { file: 'outline-specs', build: outlineSpecsReport };
const WIZARD: ReportKind = { file: 'specwizard-specs', build: specWizardReport };

const ip = (req: Request) => req.ip ?? null;

async function allCompanies({ req }: { req: Request }): Promise<'all'> {
  requireAllCompaniesAccess(req.user);
  return 'all';
}

/**
 * Manufacturer reports: by company id (the company's signed-in staff, or an
 * administrator), by web abbreviation and report password, and for all companies
 * (administrators). Each takes from, to, csi, sort and format=json|csv.
 */
export function reportsApi(db: Db): AreaRows {
  const table = areaTable();
  const anyone = { before: [privateAnswer] };
  const client = { before: [privateAnswer], guard: 'client' as const };
  const admin = { before: [privateAnswer], guard: 'admin' as const };
  const deps = { db };

  table.get('/outline-specs-report/by-coid/:coid', reportEndpoint(db, OUTLINE,
    { params: z.object({ coid: coidParam }), query, errors: [404], summary: "Outline-spec report of one client company (its own staff, or an administrator)" },
    ({ params, req }) => resolveReportAccess(deps, { user: req.user, coid: params.coid, ip: ip(req) })), { ...client, output: reportOutput });
  table.get('/outline-specs-report/by-abbrev/:abbr/:password', reportEndpoint(db, OUTLINE,
    { params: z.object({ abbr, password }), query, errors: [404, 429], summary: 'Outline-spec report by web abbreviation and report password (a link that does not open is always the same 404)' },
    ({ params, req }) => resolveReportAccess(deps, { user: req.user, webabrv: params.abbr, password: params.password, ip: ip(req) })), { ...anyone, output: reportOutput });
  table.get('/outline-specs-report/all-coid', reportEndpoint(db, OUTLINE,
    { query, summary: 'Outline-spec report across every manufacturer (administrators)' },
    allCompanies), { ...admin, output: reportOutput });

  table.get('/specwizard-specs-report/by-coid{/:id}', reportEndpoint(db, WIZARD,
    { params: z.object({ id: ownOrCoid }), query, errors: [404], summary: "Spec wizard report of one client company; id -1 (the default) is the signed-in user's own company" },
    ({ params, req }) => resolveReportAccess(deps, { user: req.user, coid: params.id, ip: ip(req) })), { ...client, output: reportOutput });
  table.get('/specwizard-specs-report/by-abbrev/:webabrv/:password', reportEndpoint(db, WIZARD,
    { params: z.object({ webabrv: abbr, password }), query, errors: [404, 429], summary: 'Spec wizard report by web abbreviation and report password (a link that does not open is always the same 404)' },
    ({ params, req }) => resolveReportAccess(deps, { user: req.user, webabrv: params.webabrv, password: params.password, ip: ip(req) })), { ...anyone, output: reportOutput });
  table.get('/specwizard-specs-report/all-coid', reportEndpoint(db, WIZARD,
    { query, summary: 'Spec wizard report across every manufacturer (administrators)' },
    allCompanies), { ...admin, output: reportOutput });
  return table.rows;
}
