/** Manufacturer reports (issue 7): who may see them, and the queries behind them. */
export { REPORT_LINK_INVALID, reportLimitsFor, requireAllCompaniesAccess, resolveReportAccess } from './access';
export type { ReportAccessDeps, ReportAccessRequest, ReportViewer } from './access';
export { REPORT_LINK_FAILURE_RULES, REPORT_LINK_LIMITS, createReportLimits } from './limits';
export type { ReportLimits } from './limits';
export { outlineSpecsReport } from './outline-specs';
export { REPORT_MAX_ROWS, clientNameOfScope } from './scope';
export type { ReportCompany, ReportScope } from './scope';
export { specWizardReport } from './specwizard-specs';
export { FAVORITES_REPORT_MAX_ROWS, userFavoritesReport } from './user-favorites';
export { clientResources } from './resources';
export type { ClientResources } from './resources';
