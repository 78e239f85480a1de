import { MF_CODES } from '../../../domain/csi';
import { text } from '../columns';
import { divisionValue, mfValue, sectionValue, titleValue } from '../fields';
import { compositeKey } from '../keys';
import type { ResourceDefinition } from '../types';
import { csiSectionRule } from '../write-rules';

/** "08" or "04-08" → ['04', '08']; "95-08" → ['95', '08']. */
function parseDivisionId(segment: string): readonly unknown[] | null {
  const match = /^(?:(\d{2})-)?(\d{2})$/.exec(segment);
  const mf = match?.[1] ?? '04';
  return match && (MF_CODES as readonly string[]).includes(mf) ? [mf, match[2]] : null;
}

/** "081113" or "04-081113" → ['04', '08 11 13']; "95-08110" → ['95', '08110']. */
function parseSectionId(segment: string): readonly unknown[] | null {
  const match = /^(?:(\d{2})-)?(\d{5,6})$/.exec(segment);
  if (!match) return null;
  const [mf, digits] = [match[1] ?? '04', match[2]];
  if (mf === '04' && digits.length === 6) return [mf, `${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4)}`];
  if (mf === '95' && digits.length === 5) return [mf, digits];
  return null;
}

const columns = { mf: text({ schema: mfValue, write: 'create', filter: true, sort: true }) };

/** CSI MasterFormat divisions, keyed "{mf}-{division}" ("04-08"; "08" alone means 2004). */
export const csiDivisions: ResourceDefinition = {
  name: 'csinos',
  label: 'CSI division',
  table: 'csi_divisions',
  key: compositeKey(['mf', 'division'], parseDivisionId, (r) => `${String(r.mf)}-${String(r.division)}`, '04-08'),
  publicRead: true,
  affectsPages: true,
  defaultSort: 'mf,division',
  columns: {
    ...columns,
    division: text({ schema: divisionValue, write: 'create', required: true, filter: true, sort: true }),
    title: text({ schema: titleValue(), write: 'always', required: true, sort: true, search: true }),
  },
};

/** CSI sections, keyed "{mf}-{digits}" ("04-081113", "95-08110"; digits alone mean 2004). */
export const csiSections: ResourceDefinition = {
  name: 'csisecs',
  label: 'CSI section',
  table: 'csi_sections',
  key: compositeKey(
    ['mf', 'section'],
    parseSectionId,
    (r) => `${String(r.mf)}-${String(r.section).replace(/\D/g, '')}`,
    '04-081113',
  ),
  publicRead: true,
  affectsPages: true,
  defaultSort: 'mf,section',
  columns: {
    ...columns,
    section: text({ schema: sectionValue, write: 'create', required: true, filter: true, sort: true }),
    division: text({ schema: divisionValue, write: 'always', required: true, filter: true, sort: true }),
    title: text({ schema: titleValue(), write: 'always', required: true, sort: true, search: true }),
  },
  hooks: { rules: [csiSectionRule] },
};
