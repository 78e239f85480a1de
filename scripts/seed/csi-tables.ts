import { DIVISIONS, DIVISIONS_95, SECTIONS, SECTIONS_95 } from '../../src/domain/csi';
import type { Queryable } from '../../src/db/types';
import { insertRows } from './insert';

/** MasterFormat 2004 ('04') and 1995 ('95') divisions and sections, as the domain lists them. */
export async function insertCsiTables(db: Queryable): Promise<void> {
  const divisions = [
    ...DIVISIONS.map((d) => ['04', d.division, d.title]),
    ...DIVISIONS_95.map((d) => ['95', d.division, d.title]),
  ];
  const sections = [
    ...SECTIONS.map((s) => ['04', s.section, s.division, s.title]),
    ...SECTIONS_95.map((s) => ['95', s.section, s.division, s.title]),
  ];
  await insertRows(db, 'csi_divisions', ['mf text', 'division text', 'title text'], divisions, 'ON CONFLICT DO NOTHING');
  await insertRows(db, 'csi_sections', ['mf text', 'section text', 'division text', 'title text'], sections, 'ON CONFLICT DO NOTHING');
}
