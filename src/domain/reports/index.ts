/** Manufacturer reports (issue 7): the contract and its pure rules. */
export * from './types';
export { buildReport } from './build';
export type { BuildReportInput } from './build';
export { REPORT_COLUMN_LABELS, csvField, reportToCsv } from './csv';
export type { FavoriteItemRow, FavoriteUserRow, FavoritesReport } from './favorites';
export { dateBounds, inDateRange, isIsoDay, isoDay } from './dates';
export { csiTotals, filterReportRows } from './filters';
export type { CsiTotal, ReportFilter } from './filters';
export { DEFAULT_REPORT_QUERY, checkDateOrder, reportQueryObject, reportQuerySchema, toReportQuery } from './query';
export type { ReportQuery } from './query';
export { csiColumnsOf, csiKeyOf, flatReportRow, groupProjects, projectTypeText, toReportRow } from './rows';
export type { FlatReportRow } from './rows';
export type { ProjectGroup, RawReportRow } from './rows';
export { DEFAULT_REPORT_SORT, isReportSortField, parseReportSort, reportSortDefaultDirection, sortReportRows, toggleReportSort } from './sorting';
export { ALL_MANUFACTURERS, DEFAULT_CLIENT_NAME, clientNameOf, cleanText, fullNameOf, plainCompanyName } from './text';
