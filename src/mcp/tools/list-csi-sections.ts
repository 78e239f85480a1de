import { z } from 'zod';
import { divisionTitle, MF_CODES, SECTIONS, sectionTitle } from '../../domain/csi';
import { sectionTo95 } from '../../domain/csi-crosswalk';
import { notFound } from '../../errors';
import { divisionSections } from '../../services/csi-lookups';
import { divisionField } from '../schemas';
import { defineTool } from '../tool-kit';
import { formatCount } from '../../domain/count-text';

const input = z
  .object({
    division: divisionField,
    edition: z
      .enum(MF_CODES, { error: 'must be 04 (MasterFormat 2004) or 95 (MasterFormat 1995)' })
      .default('04')
      .describe('"04": MasterFormat 2004 numbers ("08 11 13"); "95": MasterFormat 1995 numbers ("08110").'),
  })
  .strict();

const output = z.object({
  edition: z.enum(MF_CODES),
  division: z.string(),
  title: z.string(),
  sections: z.array(
    z.object({
      section: z.string(),
      title: z.string(),
      items: z.number().describe('Online catalog items filed under the section.'),
      crosswalk: z.array(z.object({ section: z.string(), title: z.string().nullable() })).describe('The same work numbered in the other edition.'),
    }),
  ),
});

/** The 2004 sections whose work the crosswalk files under a 1995 section. */
function sections04Of(section95: string): { section: string; title: string | null }[] {
  return SECTIONS.filter((s) => sectionTo95(s.section) === section95).map((s) => ({ section: s.section, title: s.title }));
}

export const listCsiSections = defineTool({
  name: 'list_csi_sections',
  title: 'CSI MasterFormat sections of a division',
  description:
    'The sections of a CSI MasterFormat division in the 2004 or the 1995 edition, with how many catalog items each has and ' +
    'the crosswalk to the other edition (2004 "08 11 13" ⇄ 1995 "08110").',
  input,
  output,
  async run(ctx, { division, edition }) {
    const title = divisionTitle(division, edition);
    if (!title) throw notFound(`division: ${division} is not a MasterFormat ${edition === '04' ? '2004' : '1995'} division`);
    const sections = await divisionSections(ctx.db, edition, division);
    return {
      edition,
      division,
      title,
      sections: sections.map((s) => ({
        section: s.section,
        title: s.title,
        items: s.count,
        crosswalk:
          edition === '04'
            ? [{ section: sectionTo95(s.section), title: sectionTitle(sectionTo95(s.section), '95') }]
            : sections04Of(s.section),
      })),
    };
  },
  render(r) {
    const lines = r.sections.map((s) => `${s.section} ${s.title} (${formatCount(s.items, 'item')}) ⇄ ${s.crosswalk.map((c) => c.section).join(', ') || '—'}`);
    return [`Division ${r.division} ${r.title} (MasterFormat ${r.edition === '04' ? '2004' : '1995'}):`, ...lines].join('\n');
  },
});
