/** The administrators' screen of client report passwords; its posts go to `{path}/{coid}`. */
export const REPORT_PASSWORDS_PATH = '/account/report-passwords';
