import type { MfCode } from './csi';
import { DIVISIONS } from './csi-divisions';

/**
 * MasterFormat 2004 ('08 11 13') to MasterFormat 1995 ('08110') section numbers, for
 * specs shown or generated in the 95 format (a spec tree is shown in the 04 or the 95 format).
 * Every section the demo catalog uses is listed; 1995 filed some of that work in another
 * division (expansion joints under 05, louvers and access flooring under 10, site
 * furnishings under 02, sprinklers, security and fire alarm under 13).
 * Sections not in the table fall back to their 1995 division's broadscope number.
 */
export const CROSSWALK_95: Readonly<Record<string, string>> = {
  '03 45 00': '03450',
  '04 21 00': '04210',
  '04 22 00': '04220',
  '04 73 00': '04730',
  '05 31 00': '05310',
  '05 51 00': '05510',
  '05 52 00': '05520',
  '06 16 00': '06160',
  '06 18 00': '06180',
  '06 41 00': '06410',
  '07 13 00': '07130',
  '07 21 00': '07210',
  '07 24 00': '07240',
  '07 27 00': '07270',
  '07 41 00': '07410',
  '07 42 00': '07410',
  '07 46 00': '07460',
  '07 52 00': '07550',
  '07 54 00': '07540',
  '07 81 00': '07810',
  '07 84 00': '07840',
  '07 92 00': '07920',
  '07 95 00': '05810',
  '08 11 13': '08110',
  '08 12 00': '08110',
  '08 14 16': '08211',
  '08 14 33': '08212',
  '08 31 00': '08310',
  '08 33 00': '08330',
  '08 36 13': '08360',
  '08 38 00': '08380',
  '08 41 13': '08410',
  '08 42 29': '08460',
  '08 42 33': '08470',
  '08 44 13': '08920',
  '08 51 13': '08520',
  '08 52 00': '08550',
  '08 53 13': '08560',
  '08 62 00': '08620',
  '08 71 00': '08710',
  '08 81 00': '08810',
  '08 88 00': '08810',
  '08 91 00': '10200',
  '09 22 16': '09110',
  '09 29 00': '09250',
  '09 31 00': '09310',
  '09 51 13': '09510',
  '09 53 00': '09130',
  '09 54 00': '09540',
  '09 65 13': '09653',
  '09 65 16': '09652',
  '09 65 19': '09651',
  '09 66 00': '09400',
  '09 68 13': '09680',
  '09 68 16': '09680',
  '09 69 00': '10270',
  '09 72 00': '09720',
  '09 91 23': '09910',
  '09 96 00': '09960',
  '10 14 00': '10400',
  '10 21 13': '10155',
  '10 22 00': '10600',
  '10 26 00': '10260',
  '10 28 13': '10800',
  '10 44 13': '10520',
  '10 51 00': '10500',
  '12 21 00': '12490',
  '12 24 13': '12490',
  '12 35 00': '12300',
  '12 36 00': '12300',
  '12 61 00': '12610',
  '12 93 00': '02870',
  '14 21 00': '14210',
  '14 24 00': '14240',
  '14 42 00': '14420',
  '21 13 13': '13930',
  '21 13 16': '13935',
  '22 42 13': '15410',
  '22 42 16': '15410',
  '22 45 00': '15410',
  '22 47 00': '15410',
  '23 34 00': '15830',
  '23 37 13': '15850',
  '23 73 00': '15720',
  '23 74 00': '15700',
  '26 51 00': '16510',
  '26 52 00': '16530',
  '26 56 00': '16520',
  '28 13 00': '13700',
  '28 23 00': '13700',
  '28 31 00': '13850',
  '32 14 13': '02780',
  '32 18 00': '02790',
  '32 31 00': '02820',
};

/**
 * The 1995 division that took each 2004 division's work when it differs: fire suppression,
 * integrated automation and electronic safety and security under 13 (Special Construction),
 * plumbing and HVAC under 15, electrical and communications under 16, sitework under 02.
 */
const DIVISION_95: Readonly<Record<string, string>> = {
  '21': '13', '22': '15', '23': '15', '25': '13',
  '26': '16', '27': '16', '28': '13',
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

/**
 * The 2004 divisions whose sections can land in a 1995 division: those filed there as a
 * whole, and those with a crosswalk entry pointing there.
 */
export function divisions04In95(division95: string): string[] {
  const found = new Set(DIVISIONS.map((d) => d.division).filter((d) => division95Of(d) === division95));
  for (const [section04, section95] of Object.entries(CROSSWALK_95)) {
    if (section95.startsWith(division95)) found.add(section04.slice(0, 2));
  }
  return [...found].sort();
}
