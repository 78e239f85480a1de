import { z } from 'zod';
import { normalizeSection } from '../csi';
import type { SortState } from '../sort';
import { isIsoDay } from './dates';
import { DEFAULT_REPORT_SORT, parseReportSort } from './sorting';
import type { ReportDates } from './types';

/** What a report is asked for: the period, an optional CSI section and the sort. */
export interface ReportQuery {
  dates: ReportDates;
  csi: string | null;
  sort: SortState;
}

export const DEFAULT_REPORT_QUERY: ReportQuery = { dates: { from: null, to: null }, csi: null, sort: DEFAULT_REPORT_SORT };

/** An empty form field ('?from=') counts as not given. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date YYYY-MM-DD', abort: true })
  .refine(isIsoDay, 'must be a real calendar date');

const csi = z
  .string()
  .max(20, { abort: true })
  .refine((v) => normalizeSection(v) !== null, 'must be a CSI section number such as 08 11 13 or 081113')
  .transform((v) => normalizeSection(v)!);

const sort = z
  .string()
  .max(40, { abort: true })
  .refine((v) => parseReportSort(v) !== null, 'must be a report column or a CSI section, with a leading - for descending');

/** The query fields of a report, as the API and the pages read them (`?from=&to=&csi=&sort=`). */
export const reportQueryObject = z.object({
  from: optional(day).describe('First day of the period (YYYY-MM-DD), inclusive.'),
  to: optional(day).describe('Last day of the period (YYYY-MM-DD), inclusive; not before from.'),
  csi: optional(csi).describe("Only projects that specify this CSI section ('08 11 13' or '081113')."),
  sort: optional(sort).describe("Column to sort by (projectId, name, type, userId, company, fullName, website, city, state, specDate) or a CSI section; '-' first for descending. Default -specDate."),
});

type QueryFields = z.infer<typeof reportQueryObject>;

/** Refinement for schemas built on reportQueryObject: `to` may not come before `from`. */
export function checkDateOrder(value: { from?: string; to?: string }, ctx: z.RefinementCtx): void {
  if (value.from && value.to && value.from > value.to) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
  }
}

/** The parsed fields as a ReportQuery. */
export function toReportQuery(fields: QueryFields): ReportQuery {
  return {
    dates: { from: fields.from ?? null, to: fields.to ?? null },
    csi: fields.csi ?? null,
    sort: (fields.sort && parseReportSort(fields.sort)) || DEFAULT_REPORT_SORT,
  };
}

/** `?from=&to=&csi=&sort=` → ReportQuery (a failure names the field). */
export const reportQuerySchema = reportQueryObject.superRefine(checkDateOrder).transform(toReportQuery);
