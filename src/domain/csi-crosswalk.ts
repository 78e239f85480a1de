import type { MfCode } from './csi';

/**
 * MasterFormat 2004 ('08 11 13') to MasterFormat 1995 ('08110') section numbers, for
 * specs shown or generated in the 95 format (SPEC §9 spec tree formats 04 and 95).
 * Sections not in the table fall back to their 1995 division's broadscope number.
 */
export const CROSSWALK_95: Readonly<Record<string, string>> = {
  '08 11 13': '08110',
  '08 71 00': '08710',
  '09 91 23': '09910',
};

/** 2004 divisions that 1995 filed elsewhere: fire suppression, plumbing and HVAC under 15, electrical under 16, sitework under 02. */
const DIVISION_95: Readonly<Record<string, string>> = {
  '21': '15', '22': '15', '23': '15', '25': '15',
  '26': '16', '27': '16', '28': '16',
  '31': '02', '32': '02', '33': '02', '34': '02', '35': '02',
  '40': '13', '41': '14', '42': '15', '43': '15', '44': '11', '46': '11', '48': '16',
};

/** The 1995 division a 2004 division's work was filed under. */
export function division95Of(division04: string): string {
  return DIVISION_95[division04] ?? division04;
}

/** The 1995 number of a 2004 section: from the table, else its division's broadscope '08000'. */
export function sectionTo95(section04: string): string {
  return CROSSWALK_95[section04] ?? `${division95Of(section04.slice(0, 2))}000`;
}

/** A 2004 section number as shown in the given format. */
export function sectionNumber(section04: string, mf: MfCode): string {
  return mf === '95' ? sectionTo95(section04) : section04;
}
