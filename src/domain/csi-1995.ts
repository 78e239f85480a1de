import type { CsiDivision } from './csi-divisions';
import { ROWS_95 } from './csi-sections-95';

/** MasterFormat 1995 divisions (mf "95"). */
export const DIVISIONS_95: ReadonlyArray<CsiDivision> = [
  ['01', 'General Requirements'],
  ['02', 'Site Construction'],
  ['03', 'Concrete'],
  ['04', 'Masonry'],
  ['05', 'Metals'],
  ['06', 'Wood and Plastics'],
  ['07', 'Thermal and Moisture Protection'],
  ['08', 'Doors and Windows'],
  ['09', 'Finishes'],
  ['10', 'Specialties'],
  ['11', 'Equipment'],
  ['12', 'Furnishings'],
  ['13', 'Special Construction'],
  ['14', 'Conveying Systems'],
  ['15', 'Mechanical'],
  ['16', 'Electrical'],
].map(([division, title]) => ({ division, title }));

/** MasterFormat 1995 sections: five-digit numbers such as "08110". */
export const SECTIONS_95: ReadonlyArray<{ section: string; title: string; division: string }> = ROWS_95.map(
  ([section, title]) => ({ section, title, division: section.slice(0, 2) }),
);
