/** The workspace's import page of a manufacturer; its form posts there too. */
export const manageImportPath = (coid: number) => `/manage/${coid}/import`;

/** The workspace's insights page of a manufacturer. */
export const manageInsightsPath = (coid: number) => `/manage/${coid}/insights`;

/** The blank sheet of a template, from the imports API. */
export const blankSheetPath = (coid: number, templateId: string, format: 'xlsx' | 'csv') => `/api/manage/${coid}/imports/template/${templateId}.${format}`;

export const IMPORT_FORM = 'import';
