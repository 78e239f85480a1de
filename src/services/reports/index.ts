/** Manufacturer reports (issue 7): who may see them, and the queries behind them. */
export { REPORT_LINK_INVALID,  requireAllCompaniesAccess, resolveReportAccess } from './access';;
export { REPORT_LINK_FAILURE_RULES, REPORT_LINK_LIMITS, createReportLimits } from './limits';
export { outlineSpecsReport } from './outline-specs';
export {  clientNameOfScope } from './scope';
export type { ReportCompany, ReportScope } from './scope';
export { specWizardReport } from './specwizard-specs';
export {  userFavoritesReport } from './user-favorites';
export { clientResources } from './resources';
export type { ClientResources } from './resources';
