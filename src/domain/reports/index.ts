/** Manufacturer reports (issue 7): the contract and its pure rules. */
export * from './types';
export { buildReport } from './build';;
export {  csvField, reportToCsv } from './csv';
export type { FavoriteItemRow, FavoriteUserRow, FavoritesReport } from './favorites';
export { dateBounds, inDateRange, isIsoDay, isoDay } from './dates';
export { csiTotals, filterReportRows } from './filters';;
export { DEFAULT_REPORT_QUERY, checkDateOrder, reportQueryObject, reportQuerySchema, toReportQuery } from './query';
export type { ReportQuery } from './query';
export { REPORT_MAX_PAGE, REPORT_PAGE_ROWS, reportRowsPage } from './paging';
export {  csiKeyOf, flatReportRow, groupProjects, projectTypeText,  } from './rows';;
export type {  RawReportRow } from './rows';
export { DEFAULT_REPORT_SORT,  parseReportSort, reportSortDefaultDirection, sortReportRows, toggleReportSort } from './sorting';
export { ALL_MANUFACTURERS, DEFAULT_CLIENT_NAME, clientNameOf, cleanText, fullNameOf, plainCompanyName } from './text';
